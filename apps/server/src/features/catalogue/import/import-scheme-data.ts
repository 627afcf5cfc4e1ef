// Imports AMFI's scheme master (SchemeData.csv): enriches the schemes NAVAll created (minimum
// amount and multiple, launch/closure dates, NFO window) and creates the ones it lacks. Matched by
// AMFI code; set-based, idempotent.
import { classifyScheme, fundTypeOf, parseSchemeData, type SchemeDataRecord, type SkippedLine } from '@sanchay/domain';
import type { Database } from '../../../db/client';
import { readSource, type TextSource } from './source-text';
import type { ImportOptions } from './progress';
import { refreshDerived } from './refresh-derived';
import { batches, inTransaction } from './sql';

export interface SchemeDataImportResult {
  records: number;
  schemesInserted: number;
  schemesUpdated: number;
  amcsInserted: number;
  skipped: SkippedLine[];
  ms: number;
}

const BATCH = 5000;
/** The longest launch→closure span read as an NFO window (SEBI allows 15 days for open-ended). */
const MAX_NFO_DAYS = 60;

/**
 * The scheme data names AMCs by company ("HDFC Asset Management Company Limited"), NAVAll by
 * fund house ("HDFC Mutual Fund"). An AMC none of whose schemes NAVAll knows gets the fund-house
 * form of its name.
 */
export function fundHouseName(companyName: string): string {
  const base = companyName
    .replace(/\s+/g, ' ')
    .replace(/\b(private|pvt\.?)\s+(limited|ltd\.?)$/i, '')
    .replace(/\b(limited|ltd\.?)$/i, '')
    .replace(/\s*\(india\)\s*/i, ' ')
    .replace(/\b(asset management company|asset management co\.?|asset managers|asset management|investment managers|amc|fund management|investment management)\b.*$/i, '')
    .trim();
  return /mutual fund$/i.test(base) ? base : `${base} Mutual Fund`;
}

function daysBetween(a: string, b: string): number {
  return (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;
}

/** Launch/closure dates as an NFO window when they look like one (closure after launch, ≤ 60 days). */
export function nfoWindow(r: Pick<SchemeDataRecord, 'launchDate' | 'closureDate'>): { open: string; close: string } | null {
  if (!r.launchDate || !r.closureDate) return null;
  const days = daysBetween(r.launchDate, r.closureDate);
  return days >= 0 && days <= MAX_NFO_DAYS ? { open: r.launchDate, close: r.closureDate } : null;
}

const INPUT = `
  SELECT u.*
  FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
              $9::text[], $10::text[], $11::numeric[], $12::numeric[], $13::date[], $14::date[], $15::date[],
              $16::date[], $17::text[], $18::text[])
    AS u(amfi_code, amc_id, name, isin_growth, isin_reinvestment, plan, option, amfi_scheme_type,
         amfi_category, fund_type, min_lumpsum_amount, lumpsum_multiple, launch_date, closure_date,
         nfo_open_date, nfo_close_date, category, sub_category)`;

// NAVAll is the fresher source for names, ISINs, type and category: the scheme data fills those
// only where NAVAll left them empty, and owns the minimums and the dates.
const UPDATE = `
WITH u AS (${INPUT}),
n AS (
  SELECT s.amfi_code,
         COALESCE(s.isin_growth, u.isin_growth) AS isin_growth,
         COALESCE(s.isin_reinvestment, u.isin_reinvestment) AS isin_reinvestment,
         COALESCE(s.plan, u.plan) AS plan, COALESCE(s.option, u.option) AS option,
         COALESCE(s.amfi_category, u.amfi_category) AS amfi_category,
         CASE WHEN s.amfi_category IS NULL THEN u.category ELSE s.category END AS category,
         CASE WHEN s.amfi_category IS NULL THEN u.sub_category ELSE s.sub_category END AS sub_category,
         CASE WHEN s.amfi_scheme_type IS NULL THEN u.fund_type ELSE s.fund_type END AS fund_type,
         COALESCE(u.min_lumpsum_amount, s.min_lumpsum_amount) AS min_lumpsum_amount,
         COALESCE(u.lumpsum_multiple, s.lumpsum_multiple) AS lumpsum_multiple,
         COALESCE(u.launch_date, s.launch_date) AS launch_date,
         COALESCE(u.closure_date, s.closure_date) AS closure_date,
         COALESCE(u.nfo_open_date, s.nfo_open_date) AS nfo_open_date,
         COALESCE(u.nfo_close_date, s.nfo_close_date) AS nfo_close_date
  FROM scheme s JOIN u ON u.amfi_code = s.amfi_code)
UPDATE scheme s
SET isin_growth = n.isin_growth, isin_reinvestment = n.isin_reinvestment, plan = n.plan, option = n.option,
    amfi_category = n.amfi_category, category = n.category, sub_category = n.sub_category,
    fund_type = n.fund_type, min_lumpsum_amount = n.min_lumpsum_amount, lumpsum_multiple = n.lumpsum_multiple,
    launch_date = n.launch_date, closure_date = n.closure_date, nfo_open_date = n.nfo_open_date,
    nfo_close_date = n.nfo_close_date, updated_at = now()
FROM n
WHERE s.amfi_code = n.amfi_code
  AND (s.isin_growth, s.isin_reinvestment, s.plan, s.option, s.amfi_category, s.category, s.sub_category,
       s.fund_type, s.min_lumpsum_amount, s.lumpsum_multiple, s.launch_date, s.closure_date,
       s.nfo_open_date, s.nfo_close_date)
      IS DISTINCT FROM
      (n.isin_growth, n.isin_reinvestment, n.plan, n.option, n.amfi_category, n.category, n.sub_category,
       n.fund_type, n.min_lumpsum_amount, n.lumpsum_multiple, n.launch_date, n.closure_date,
       n.nfo_open_date, n.nfo_close_date)
RETURNING s.amfi_code`;

const INSERT = `
WITH u AS (${INPUT})
INSERT INTO scheme (amfi_code, amc_id, name, isin_growth, isin_reinvestment, plan, option, amfi_scheme_type,
                    amfi_category, category, sub_category, fund_type, min_lumpsum_amount, lumpsum_multiple,
                    launch_date, closure_date, nfo_open_date, nfo_close_date)
SELECT amfi_code, amc_id, name, isin_growth, isin_reinvestment, plan, option, amfi_scheme_type,
       amfi_category, category, sub_category, fund_type, min_lumpsum_amount, lumpsum_multiple,
       launch_date, closure_date, nfo_open_date, nfo_close_date
FROM u
ON CONFLICT (amfi_code) DO NOTHING
RETURNING amfi_code`;

/**
 * Imports a scheme-data CSV. Each scheme's AMC is the one NAVAll already gave its sibling schemes
 * (the most common among the company's known schemes); failing that, the fund-house form of the
 * company name.
 */
export async function importSchemeData(
  database: Database,
  source: TextSource,
  options: ImportOptions = {},
): Promise<SchemeDataImportResult> {
  const started = performance.now();
  const progress = options.onProgress;
  const parsed = parseSchemeData((await readSource(source)).text);
  const skipped = [...parsed.skipped];
  const byCode = new Map<number, SchemeDataRecord>();
  const fundTypes = new Map<number, string>();
  for (const r of parsed.records) {
    try {
      fundTypes.set(r.amfiCode, fundTypeOf(r.schemeType));
    } catch {
      skipped.push({ line: r.line, reason: `unknown scheme type "${r.schemeType}"`, text: r.navName });
      continue;
    }
    byCode.set(r.amfiCode, r);
  }
  const records = [...byCode.values()];
  progress?.({ phase: 'parse', done: parsed.records.length, total: parsed.records.length, unit: 'rows' });

  let schemesInserted = 0;
  let schemesUpdated = 0;
  let amcsInserted = 0;
  const insertedCodes: number[] = [];
  await inTransaction(database, async (conn) => {
    // company name → amc id, from the schemes NAVAll already placed.
    const known = await conn.query<{ amfi_code: number; amc_id: number }>(
      'SELECT amfi_code, amc_id FROM scheme WHERE amfi_code = ANY($1::int[])',
      [records.map((r) => r.amfiCode)],
    );
    const votes = new Map<string, Map<number, number>>();
    const amcOfCode = new Map(known.map((k) => [k.amfi_code, k.amc_id]));
    for (const r of records) {
      const amcId = amcOfCode.get(r.amfiCode);
      if (amcId === undefined) continue;
      const v = votes.get(r.amcName) ?? new Map<number, number>();
      v.set(amcId, (v.get(amcId) ?? 0) + 1);
      votes.set(r.amcName, v);
    }
    const amcIdOf = new Map<string, number>();
    for (const [company, v] of votes) amcIdOf.set(company, [...v].sort((a, b) => b[1] - a[1])[0]![0]);
    const missing = [...new Set(records.map((r) => r.amcName))].filter((c) => !amcIdOf.has(c));
    if (missing.length) {
      const houses = missing.map(fundHouseName);
      amcsInserted = (
        await conn.query(
          'INSERT INTO amc (name) SELECT DISTINCT unnest($1::text[]) ON CONFLICT (name) DO NOTHING RETURNING id',
          [houses],
        )
      ).length;
      const ids = await conn.query<{ id: number; name: string }>('SELECT id, name FROM amc WHERE name = ANY($1::text[])', [
        houses,
      ]);
      const idOfHouse = new Map(ids.map((r) => [r.name, r.id]));
      missing.forEach((company, i) => amcIdOf.set(company, idOfHouse.get(houses[i]!)!));
    }

    let done = 0;
    for (const batch of batches(records, BATCH)) {
      const classes = batch.map((r) => classifyScheme(r.amfiCategory, r.navName, r.schemeType));
      const nfo = batch.map(nfoWindow);
      const params = [
        batch.map((r) => r.amfiCode),
        batch.map((r) => amcIdOf.get(r.amcName)!),
        batch.map((r) => r.navName),
        batch.map((r) => r.isinGrowth),
        batch.map((r) => r.isinReinvestment),
        batch.map((r) => r.plan),
        batch.map((r) => r.option),
        batch.map((r) => r.schemeType || null),
        batch.map((r) => r.amfiCategory || null),
        batch.map((r) => fundTypes.get(r.amfiCode)!),
        batch.map((r) => r.minAmount),
        batch.map((r) => r.amountMultiple),
        batch.map((r) => r.launchDate),
        batch.map((r) => r.closureDate),
        nfo.map((w) => w?.open ?? null),
        nfo.map((w) => w?.close ?? null),
        classes.map((c) => c.category),
        classes.map((c) => c.subCategory),
      ];
      schemesUpdated += (await conn.query(UPDATE, params)).length;
      const inserted = await conn.query<{ amfi_code: number }>(INSERT, params);
      schemesInserted += inserted.length;
      insertedCodes.push(...inserted.map((r) => r.amfi_code));
      done += batch.length;
      progress?.({ phase: 'schemes', done, total: records.length, unit: 'rows' });
    }
  });
  // A scheme new to the catalogue may have a NAV history already.
  if (insertedCodes.length) await refreshDerived(database, insertedCodes);
  return {
    records: parsed.records.length,
    schemesInserted,
    schemesUpdated,
    amcsInserted,
    skipped,
    ms: Math.round(performance.now() - started),
  };
}
