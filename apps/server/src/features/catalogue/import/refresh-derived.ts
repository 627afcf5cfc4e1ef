// The scheme columns derived from nav_history: latest NAV and date, trailing 1/3/5-year returns.
// Kept on the scheme row so lists and search never scan the history.
import { trailingReturns, type NavOn } from '@sanchay/domain';
import type { Database } from '../../../db/client';
import type { ImportProgress } from './progress';
import { batches, query } from './sql';

const BATCH = 5000;

/** `iso` minus `years` plus `days`, YYYY-MM-DD (UTC arithmetic; only used as a lower bound). */
function shifted(iso: string, years: number, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const NO_RETURNS = { oneYear: null, threeYear: null, fiveYear: null };

/** A 2-decimal percent as numeric(10,2) prints it ('-0.00' is stored as '0.00'). */
const pg2 = (v: string | null) => (v === '-0.00' ? '0.00' : v);

interface Row {
  amfi_code: number;
  cur_nav: string | null;
  cur_date: string | null;
  cur_r1: string | null;
  cur_r3: string | null;
  cur_r5: string | null;
  end_date: string;
  end_nav: string;
  first_date: string;
  first_nav: string;
  d1: string | null;
  n1: string | null;
  d3: string | null;
  n3: string | null;
  d5: string | null;
  n5: string | null;
}

// The condition on f (the first NAV) uses only the outer row, so PostgreSQL checks it once per
// scheme (a one-time filter) and skips the probe for a history younger than the period: most
// schemes of a catalogue built from NAVAll files alone.
const onOrBefore = (alias: string, years: number) => `
LEFT JOIN LATERAL (
  SELECT h.nav_date, h.nav FROM nav_history h
  WHERE f.nav_date <= (l.nav_date - interval '${years} year')::date
    AND h.amfi_code = s.amfi_code AND h.nav_date <= (l.nav_date - interval '${years} year')::date
  ORDER BY h.nav_date DESC LIMIT 1) ${alias} ON true`;

// One round trip per batch of schemes: the latest and the first NAV, and the NAV on or before
// latest − 1/3/5 years, each an index probe on nav_history's primary key (amfi_code, nav_date).
// Those few points give the domain's trailingReturns exactly what the whole history would.
const SELECT_ENDPOINTS = `
SELECT s.amfi_code, s.latest_nav::text AS cur_nav, s.latest_nav_date::text AS cur_date,
       s.return_1y::text AS cur_r1, s.return_3y::text AS cur_r3, s.return_5y::text AS cur_r5,
       l.nav_date::text AS end_date, l.nav::text AS end_nav,
       f.nav_date::text AS first_date, f.nav::text AS first_nav,
       y1.nav_date::text AS d1, y1.nav::text AS n1,
       y3.nav_date::text AS d3, y3.nav::text AS n3,
       y5.nav_date::text AS d5, y5.nav::text AS n5
FROM scheme s
CROSS JOIN LATERAL (
  SELECT h.nav_date, h.nav FROM nav_history h WHERE h.amfi_code = s.amfi_code
  ORDER BY h.nav_date DESC LIMIT 1) l
CROSS JOIN LATERAL (
  SELECT h.nav_date, h.nav FROM nav_history h WHERE h.amfi_code = s.amfi_code
  ORDER BY h.nav_date ASC LIMIT 1) f
${onOrBefore('y1', 1)}
${onOrBefore('y3', 3)}
${onOrBefore('y5', 5)}
WHERE s.amfi_code = ANY($1::int[])`;

const UPDATE_DERIVED = `
UPDATE scheme s
SET latest_nav = u.nav, latest_nav_date = u.nav_date,
    return_1y = u.r1, return_3y = u.r3, return_5y = u.r5, updated_at = now()
FROM unnest($1::int[], $2::numeric[], $3::date[], $4::numeric[], $5::numeric[], $6::numeric[])
  AS u(amfi_code, nav, nav_date, r1, r3, r5)
WHERE s.amfi_code = u.amfi_code`;

export interface RefreshResult {
  schemes: number;
  updated: number;
  ms: number;
}

/**
 * Recomputes latest_nav, latest_nav_date and return_1y/3y/5y from nav_history for the given
 * schemes (all schemes when omitted). Rows whose values do not change are not written, so a
 * second run changes nothing. Schemes without any history keep what they have.
 */
export async function refreshDerived(
  database: Database,
  amfiCodes?: readonly number[],
  onProgress?: ImportProgress,
): Promise<RefreshResult> {
  const started = performance.now();
  const codes =
    amfiCodes ?? (await query<{ amfi_code: number }>(database, 'SELECT amfi_code FROM scheme ORDER BY amfi_code')).map(
      (r) => r.amfi_code,
    );
  let schemes = 0;
  let updated = 0;
  let processed = 0;
  for (const batch of batches([...new Set(codes)], BATCH)) {
    const rows = await query<Row>(database, SELECT_ENDPOINTS, [batch]);
    const cols: [number[], string[], string[], (string | null)[], (string | null)[], (string | null)[]] = [
      [], [], [], [], [], [],
    ];
    for (const r of rows) {
      const points = new Map<string, NavOn>();
      for (const [date, nav] of [
        [r.first_date, r.first_nav],
        [r.d5, r.n5],
        [r.d3, r.n3],
        [r.d1, r.n1],
        [r.end_date, r.end_nav],
      ] as const) {
        if (date && nav) points.set(date, { date, nav });
      }
      const sorted = [...points.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      // A history younger than a year (most schemes when only NAVAll files are loaded) has no
      // returns: the domain allows a start at most a week after the period's first day.
      const young = !r.d1 && r.first_date > shifted(r.end_date, 1, 8);
      const raw = young ? NO_RETURNS : trailingReturns(sorted, r.end_date);
      const returns = { oneYear: pg2(raw.oneYear), threeYear: pg2(raw.threeYear), fiveYear: pg2(raw.fiveYear) };
      // Only rows whose values change are written (numeric(10,2) text compares as the string).
      if (
        r.cur_nav === r.end_nav &&
        r.cur_date === r.end_date &&
        r.cur_r1 === returns.oneYear &&
        r.cur_r3 === returns.threeYear &&
        r.cur_r5 === returns.fiveYear
      ) {
        continue;
      }
      cols[0].push(r.amfi_code);
      cols[1].push(r.end_nav);
      cols[2].push(r.end_date);
      cols[3].push(returns.oneYear);
      cols[4].push(returns.threeYear);
      cols[5].push(returns.fiveYear);
    }
    schemes += rows.length;
    processed += batch.length;
    if (cols[0].length) {
      const res = await query<{ amfi_code: number }>(database, `${UPDATE_DERIVED} RETURNING s.amfi_code`, cols);
      updated += res.length;
    }
    onProgress?.({ phase: 'derived', done: processed, total: codes.length, unit: 'schemes' });
  }
  return { schemes, updated, ms: Math.round(performance.now() - started) };
}
