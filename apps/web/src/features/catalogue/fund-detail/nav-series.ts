import { Decimal, formatPercent } from '@sanchay/domain';
import type { NavRange } from '@sanchay/contract';

export interface NavPoint {
  date: string; // YYYY-MM-DD (IST calendar date)
  nav: string; // decimal string
}

/** Start, end and change of a NAV series, exact (decimal), for the chart's text alternative. */
export function summariseNav(points: readonly NavPoint[]) {
  if (points.length < 2) return null;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const start = new Decimal(first.nav);
  if (start.isZero()) return null;
  const change = new Decimal(last.nav).minus(start).div(start).times(100);
  return { first, last, changePercent: formatPercent(change, { signed: true }) };
}

/**
 * Rows for the "Show as table" view: every NAV up to a year; beyond that the last NAV of each
 * month, so a 20-year history stays a readable table.
 */
export function tableRows(points: readonly NavPoint[], range: NavRange): { rows: NavPoint[]; monthly: boolean } {
  if (range === '1M' || range === '6M' || range === '1Y') return { rows: [...points], monthly: false };
  const byMonth = new Map<string, NavPoint>();
  for (const p of points) byMonth.set(p.date.slice(0, 7), p);
  return { rows: [...byMonth.values()], monthly: true };
}

/** Seconds since the epoch at UTC midnight of a calendar date: the x value of the chart. */
export function dateToSeconds(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 1000;
}

export function secondsToIsoDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}
