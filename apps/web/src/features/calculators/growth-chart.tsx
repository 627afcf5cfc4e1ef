import { formatRupees, productMessages, type CalculatorYear } from '@sanchay/domain';
import { useId } from 'react';

// The bar chart of invested and gains by year (spec 3 §2 "a result panel with a bar chart"; spec 3
// §3 "Graph: xAxisData, invested, gains"). Stacked SVG bars, as the portfolio's pies are SVG
// (decision 0104: uPlot, the NAV chart's library, has no stacked bars without a plug-in); the
// same figures are a table under it, the chart's text alternative for everyone (decision 0132).

const own = productMessages.calculator;
/** The brand green and an amber, each at least 3:1 against white and told apart by the legend. */
const INVESTED = '#0b5d4b';
const GAINS = '#b4530a';

export function GrowthChart({ years }: { years: readonly CalculatorYear[] }) {
  const titleId = useId();
  const W = 320;
  const H = 160;
  const last = years.at(-1);
  const max = last ? last.invested.plus(last.gains.isNegative() ? 0 : last.gains) : null;
  const slot = W / Math.max(1, years.length);
  const bar = Math.max(2, slot * 0.7);
  const height = (v: CalculatorYear['invested']) => (max === null || max.isZero() ? 0 : v.div(max).times(H).toNumber());
  return (
    <figure className="calc-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="calc-chart__title">
        {own.chartTitle}
      </figcaption>
      <ul className="calc-chart__legend" aria-hidden="true">
        <li>
          <span className="calc-chart__swatch" style={{ background: INVESTED }} />
          {own.chartInvested}
        </li>
        <li>
          <span className="calc-chart__swatch" style={{ background: GAINS }} />
          {own.chartGains}
        </li>
      </ul>
      {/* The picture; the table says the same in words. */}
      <svg className="calc-chart__bars" viewBox={`0 0 ${W} ${H + 1}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {years.map((y, k) => {
          const hi = height(y.invested);
          const hg = y.gains.isNegative() ? 0 : height(y.gains);
          const x = k * slot + (slot - bar) / 2;
          return (
            <g key={y.year}>
              <rect x={x} y={H - hi} width={bar} height={hi} fill={INVESTED} />
              <rect x={x} y={H - hi - hg} width={bar} height={hg} fill={GAINS} />
            </g>
          );
        })}
        <line x1={0} y1={H + 0.5} x2={W} y2={H + 0.5} stroke="#52606d" strokeWidth={1} />
      </svg>
      <p className="calc-chart__axis" aria-hidden="true">
        <span>{`${own.chartYear} 1`}</span>
        <span>{`${own.chartYear} ${years.length}`}</span>
      </p>
      <details className="calc-chart__details">
        <summary>{own.chartTable}</summary>
        <div className="table-scroll">
          <table className="calc-chart__table">
            <caption className="visually-hidden">{own.chartTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{own.chartYear}</th>
                <th scope="col" className="num">
                  {own.chartInvested}
                </th>
                <th scope="col" className="num">
                  {own.chartGains}
                </th>
                <th scope="col" className="num">
                  {own.chartTotal}
                </th>
              </tr>
            </thead>
            <tbody>
              {years.map((y) => (
                <tr key={y.year}>
                  <th scope="row">{y.year}</th>
                  <td className="num">{formatRupees(y.invested)}</td>
                  <td className="num">{formatRupees(y.gains)}</td>
                  <td className="num">{formatRupees(y.invested.plus(y.gains))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
