import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDisplayDate, formatIndianNumber } from '@sanchay/domain';
import type { NavRange } from '@sanchay/contract';
import { dateToSeconds, secondsToIsoDate, type NavPoint } from './nav-series';

export interface UplotNavChartProps {
  points: readonly NavPoint[];
  range: NavRange;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function tickLabel(seconds: number, range: NavRange): string {
  const d = new Date(seconds * 1000);
  const month = MONTHS[d.getUTCMonth()]!;
  if (range === '1M') return `${String(d.getUTCDate()).padStart(2, '0')} ${month}`;
  return `${month} ${String(d.getUTCFullYear()).slice(2)}`;
}

/** ₹ ticks with as many decimals as the tick step needs (₹1,200 / ₹12.5 / ₹10.25). */
function rupeeTick(value: number, step: number): string {
  const decimals = step >= 1 ? 0 : step >= 0.1 ? 1 : 2;
  return `₹${formatIndianNumber(value, decimals)}`;
}

function cssVar(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** Canvas needs a real browser; jsdom and very old engines get only the text alternative. */
function canDraw(): boolean {
  if (typeof ResizeObserver === 'undefined') return false;
  if (typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent)) return false;
  return true;
}

/**
 * The NAV line drawn with uPlot: ₹ on the y axis, DD/MM/YYYY and ₹ in the legend as the cursor
 * moves, width following its container. A lazy chunk: only the fund detail route loads it.
 * Hidden from assistive technology: the figure around it carries a text summary and a table.
 */
export default function UplotNavChart({ points, range }: UplotNavChartProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || !canDraw() || points.length === 0) return;
    const xs = points.map((p) => dateToSeconds(p.date));
    const ys = points.map((p) => Number(p.nav));
    const brand = cssVar('--color-brand', '#0b5d4b');
    const muted = cssVar('--color-text-muted', '#4a5565');
    const grid = cssVar('--color-border', '#d5dbe3');
    const last = points[points.length - 1]!;
    const heightFor = (width: number) => (width < 480 ? 220 : 300);
    const width = Math.max(el.clientWidth, 280);

    const chart = new uPlot(
      {
        width,
        height: heightFor(width),
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { x: { time: true } },
        cursor: { drag: { x: false, y: false }, points: { size: 8 } },
        legend: { live: true },
        series: [
          {
            label: 'Date',
            // Away from the line, the legend shows the latest NAV rather than a blank.
            value: (_u, v) => (v === null || v === undefined ? formatDisplayDate(last.date) : formatDisplayDate(secondsToIsoDate(v))),
          },
          {
            label: 'NAV',
            stroke: brand,
            width: 2,
            fill: 'rgba(11, 93, 75, 0.08)',
            value: (_u, v) => `₹${formatIndianNumber(v === null || v === undefined ? last.nav : v, 4)}`,
          },
        ],
        axes: [
          {
            stroke: muted,
            grid: { stroke: grid, width: 1 },
            ticks: { stroke: grid },
            space: 70,
            values: (_u, splits) => splits.map((s) => tickLabel(s, range)),
          },
          {
            stroke: muted,
            grid: { stroke: grid, width: 1 },
            ticks: { stroke: grid },
            size: 72,
            values: (_u, splits, _axis, _space, step) => splits.map((s) => rupeeTick(s, step)),
          },
        ],
      },
      [xs, ys],
      el,
    );

    const observer = new ResizeObserver(([entry]) => {
      const w = Math.max(Math.floor(entry?.contentRect.width ?? width), 280);
      if (w !== chart.width) chart.setSize({ width: w, height: heightFor(w) });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [points, range]);

  return <div ref={ref} className="cat-nav-chart__canvas" aria-hidden="true" />;
}
