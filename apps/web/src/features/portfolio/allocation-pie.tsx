import type { DistributionSlice } from '@sanchay/contract';
import { formatPercent, formatRupees, toDecimal } from '@sanchay/domain';
import { useId } from 'react';
import { portfolioMessages as t } from './portfolio-messages';

// An allocation pie (spec 3 §2: category and sub-category distribution). uPlot, the app's chart
// library, draws series on axes and has no pie (docs/decisions/0104): the slices are SVG arcs,
// and the same figures are a table beside them, the chart's text alternative for everyone.

/** Eight colours with at least 3:1 contrast against white, told apart by the legend's order too. */
const COLOURS = ['#0b5d4b', '#b4530a', '#1d4ed8', '#7c3aed', '#b42318', '#0e7490', '#4d7c0f', '#6b7280'];

const colourOf = (i: number) => COLOURS[i % COLOURS.length]!;

/** The SVG path of a slice from angle a to b (fractions of a turn) of a circle of radius r at (r, r). */
export function slicePath(a: number, b: number, r: number): string {
  if (b - a >= 0.999999) return `M ${r} 0 A ${r} ${r} 0 1 1 ${r - 0.001} 0 Z`;
  const point = (f: number) => [r + r * Math.sin(2 * Math.PI * f), r - r * Math.cos(2 * Math.PI * f)] as const;
  const [x1, y1] = point(a);
  const [x2, y2] = point(b);
  const large = b - a > 0.5 ? 1 : 0;
  return `M ${r} ${r} L ${x1.toFixed(3)} ${y1.toFixed(3)} A ${r} ${r} 0 ${large} 1 ${x2.toFixed(3)} ${y2.toFixed(3)} Z`;
}

export function AllocationPie({ title, slices }: { title: string; slices: readonly DistributionSlice[] }) {
  const headingId = useId();
  const R = 60;
  // Angles from the shares (drawing only; the figures shown are the server's decimals).
  const total = slices.reduce((sum, s) => sum.plus(toDecimal(s.value)), toDecimal(0));
  let start = 0;
  const arcs = slices.map((s, i) => {
    const fraction = total.isZero() ? 0 : toDecimal(s.value).div(total).toNumber();
    const arc = { d: slicePath(start, start + fraction, R), colour: colourOf(i), key: s.name };
    start += fraction;
    return arc;
  });
  return (
    <figure className="allocation" aria-labelledby={headingId}>
      <h3 id={headingId} className="allocation__title">
        {title}
      </h3>
      <div className="allocation__body">
        {/* The picture; the table below says the same in words. */}
        <svg className="allocation__pie" viewBox={`0 0 ${2 * R} ${2 * R}`} width={2 * R} height={2 * R} aria-hidden="true" focusable="false">
          {arcs.map((a) => (
            <path key={a.key} d={a.d} fill={a.colour} stroke="#fff" strokeWidth={1} />
          ))}
        </svg>
        <table className="allocation__table">
          <caption className="visually-hidden">{t.charts.tableCaption(title)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.charts.name}</th>
              <th scope="col" className="num">
                {t.charts.value}
              </th>
              <th scope="col" className="num">
                {t.charts.share}
              </th>
            </tr>
          </thead>
          <tbody>
            {slices.map((s, i) => (
              <tr key={s.name}>
                <th scope="row">
                  <span className="allocation__swatch" style={{ background: colourOf(i) }} aria-hidden="true" />
                  {s.name}
                </th>
                <td className="num">{formatRupees(s.value)}</td>
                <td className="num">{formatPercent(s.percentage)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
