// Imports AMFI's daily NAV file (NAVAll.txt, 6- or 8-column layout): AMCs, schemes and the day's
// NAVs. The parsed rows are COPied into temporary tables and merged with a few set-based
// statements, never row by row. Idempotent: a second run of the same file writes nothing.
//
// What the file may not do (refused, nothing stored): be a web page or binary, or have far fewer
// rows than the last NAVAll file (cut short; `allowPartial` forces it). What a row may not do
// (refused and counted, the rest imported): carry a NAV that is not a plain decimal, or a date
// more than a week after the file's date or decades before it (@sanchay/domain nav-dates).
import {
  classifyScheme,
  daysAfter,
  fundTypeOf,
  istDate,
  NAVALL_DAYS_AHEAD,
  navDateRefusal,
  navDateRefusalText,
  navDateWindow,
  navFileDate,
  parseNavAll,
  type NavAllRecord,
  type SkippedLine,
  systemClock,
  type Clock,
} from '@sanchay/domain';
import type { Database } from '../../../db/client';
import { recordRun, refusePartial } from './import-run';
import type { ImportOptions } from './progress';
import { refreshDerived } from './refresh-derived';
import { ImportRefused, readSource, type TextEncodingName, type TextSource } from './source-text';
import { copyCsv, csvChunks, inTransaction } from './sql';

export interface NavAllImportOptions extends ImportOptions {
  /** Import a file with far fewer rows than the last NAVAll file (default false: refused). */
  allowPartial?: boolean;
  /** Today in IST, YYYY-MM-DD (default: the clock's): a file dated after it is refused. */
  today?: string;
  /** Where today comes from when `today` is not given: the injected Clock (the system's by default). */
  clock?: Clock;
}

export interface NavAllImportResult {
  layout: '6-col' | '8-col';
  encoding: TextEncodingName;
  /** The date most rows carry: the day the file reports. */
  fileDate: string | null;
  /** Rows refused for their date (also in `skipped`, with the reason). */
  refused: { future: number; tooOld: number; badNav: number };
  /** NAV rows in the file. */
  records: number;
  schemesInserted: number;
  schemesUpdated: number;
  /** nav_history rows inserted or changed. */
  navsWritten: number;
  /** Rows without a usable NAV or date (kept as schemes, no NAV written). */
  navsMissing: number;
  /** Rows left out: no AMC, or lines that are not rows. */
  skipped: SkippedLine[];
  derivedUpdated: number;
  ms: number;
  /** Milliseconds per step: read+parse, COPY into staging, scheme merge, NAV merge, derived. */
  timings: Record<'parse' | 'stage' | 'schemes' | 'navs' | 'derived', number>;
}

// The file's rows go into a temporary table with COPY, then a handful of set-based statements
// merge them. Each statement writes only rows that change, so a second run writes nothing.
const STAGE = `
CREATE TEMP TABLE navall_stage (
  amfi_code integer NOT NULL, amc_name text NOT NULL, name text NOT NULL, bare boolean NOT NULL,
  isin_growth text, isin_reinvestment text, plan text, option text, amfi_scheme_type text,
  amfi_category text, category text NOT NULL, sub_category text NOT NULL, fund_type text NOT NULL,
  nav_date date, nav numeric(14,4)
) ON COMMIT DROP`;
const STAGE_COLUMNS = [
  'amfi_code', 'amc_name', 'name', 'bare', 'isin_growth', 'isin_reinvestment', 'plan', 'option',
  'amfi_scheme_type', 'amfi_category', 'category', 'sub_category', 'fund_type', 'nav_date', 'nav',
];

const INSERT_AMCS = `
INSERT INTO amc (name) SELECT DISTINCT amc_name FROM navall_stage ON CONFLICT (name) DO NOTHING`;

// Existing schemes first, in one UPDATE per scheme: the details and the day's NAV as the latest.
// A bare 8-column name (plan/option in neither the columns nor the name) does not replace a
// fuller name already known; plan and option only fill in, never unlearn. The day's NAV is the
// scheme's latest unless a later one is stored. Setting details and latest NAV in two UPDATEs
// wrote every scheme row of a daily file twice (a new row version and five index entries each
// time) and re-checked the amc foreign key of rows this transaction had already written
// (docs/decisions/0029, 0037). Only this staging-and-scheme join: nothing here looks at
// nav_history, whose conditions are separate queries below (0029's amendment).
const UPDATE_SCHEMES = `
WITH n AS (
  SELECT s.amfi_code, a.id AS amc_id,
         CASE WHEN u.bare AND (s.plan IS NOT NULL OR s.option IS NOT NULL) THEN s.name ELSE u.name END AS name,
         COALESCE(u.isin_growth, s.isin_growth) AS isin_growth,
         COALESCE(u.isin_reinvestment, s.isin_reinvestment) AS isin_reinvestment,
         COALESCE(u.plan, s.plan) AS plan, COALESCE(u.option, s.option) AS option,
         COALESCE(u.amfi_scheme_type, s.amfi_scheme_type) AS amfi_scheme_type,
         COALESCE(u.amfi_category, s.amfi_category) AS amfi_category,
         CASE WHEN u.amfi_category IS NULL THEN s.category ELSE u.category END AS category,
         CASE WHEN u.amfi_category IS NULL THEN s.sub_category ELSE u.sub_category END AS sub_category,
         CASE WHEN u.amfi_scheme_type IS NULL THEN s.fund_type ELSE u.fund_type END AS fund_type,
         u.nav IS NOT NULL AND (s.latest_nav_date IS NULL OR s.latest_nav_date <= u.nav_date) AS takes_nav,
         u.nav, u.nav_date
  FROM navall_stage u JOIN scheme s ON s.amfi_code = u.amfi_code JOIN amc a ON a.name = u.amc_name),
d AS (
  SELECT n.*, (s.amc_id, s.name, s.isin_growth, s.isin_reinvestment, s.plan, s.option, s.amfi_scheme_type,
               s.amfi_category, s.category, s.sub_category, s.fund_type, s.is_demo)
              IS DISTINCT FROM
              (n.amc_id, n.name, n.isin_growth, n.isin_reinvestment, n.plan, n.option, n.amfi_scheme_type,
               n.amfi_category, n.category, n.sub_category, n.fund_type, false) AS details_changed,
         n.takes_nav AND (s.latest_nav, s.latest_nav_date) IS DISTINCT FROM (n.nav, n.nav_date) AS latest_changed
  FROM n JOIN scheme s ON s.amfi_code = n.amfi_code)
UPDATE scheme s
SET amc_id = d.amc_id, name = d.name, isin_growth = d.isin_growth, isin_reinvestment = d.isin_reinvestment,
    plan = d.plan, option = d.option, amfi_scheme_type = d.amfi_scheme_type, amfi_category = d.amfi_category,
    category = d.category, sub_category = d.sub_category, fund_type = d.fund_type, is_demo = false,
    latest_nav = CASE WHEN d.takes_nav THEN d.nav ELSE s.latest_nav END,
    latest_nav_date = CASE WHEN d.takes_nav THEN d.nav_date ELSE s.latest_nav_date END,
    updated_at = now()
FROM d
WHERE s.amfi_code = d.amfi_code AND (d.details_changed OR d.latest_changed)
RETURNING d.details_changed`;

// New schemes start with the file's NAV as their latest (refreshDerived then has nothing to do for
// a scheme whose only NAV is this one).
const INSERT_SCHEMES = `
INSERT INTO scheme (amfi_code, amc_id, name, isin_growth, isin_reinvestment, plan, option,
                    amfi_scheme_type, amfi_category, category, sub_category, fund_type,
                    latest_nav, latest_nav_date)
SELECT u.amfi_code, a.id, u.name, u.isin_growth, u.isin_reinvestment, u.plan, u.option,
       u.amfi_scheme_type, u.amfi_category, u.category, u.sub_category, u.fund_type, u.nav, u.nav_date
FROM navall_stage u JOIN amc a ON a.name = u.amc_name
WHERE NOT EXISTS (SELECT 1 FROM scheme s WHERE s.amfi_code = u.amfi_code)
ON CONFLICT (amfi_code) DO NOTHING
RETURNING amfi_code`;

// Of the schemes just created, those with NAVs on other days too (a history imported before them).
const NEW_WITH_HISTORY = `
SELECT n.amfi_code FROM navall_stage n JOIN unnest($1::int[]) AS c(amfi_code) ON c.amfi_code = n.amfi_code
WHERE EXISTS (SELECT 1 FROM nav_history h WHERE h.amfi_code = n.amfi_code AND h.nav_date IS DISTINCT FROM n.nav_date)`;

// AMFI revises a day's NAV now and then: a changed value replaces the old one.
const UPSERT_NAVS = `
INSERT INTO nav_history (amfi_code, nav_date, nav)
SELECT amfi_code, nav_date, nav FROM navall_stage WHERE nav IS NOT NULL
ON CONFLICT (amfi_code, nav_date) DO UPDATE SET nav = EXCLUDED.nav
  WHERE nav_history.nav IS DISTINCT FROM EXCLUDED.nav
RETURNING amfi_code`;

// Of the schemes whose NAVs changed, those whose returns can move: a NAV older than a year (less
// a week, the domain's tolerance for a period's start) before the file's row, or a row older than
// the latest NAV stored (a revision of the past, or a history loaded without its refresh). The others (most of a catalogue built from
// NAVAll files alone) have no returns, and their latest NAV was set by UPDATE_SCHEMES.
const NEEDS_REFRESH = `
SELECT u.amfi_code FROM navall_stage u JOIN scheme s ON s.amfi_code = u.amfi_code
WHERE u.amfi_code = ANY($1::int[])
  AND (u.nav_date < s.latest_nav_date
       OR EXISTS (SELECT 1 FROM nav_history h WHERE h.amfi_code = u.amfi_code AND h.nav_date > u.nav_date)
       OR EXISTS (SELECT 1 FROM nav_history h WHERE h.amfi_code = u.amfi_code
                  AND h.nav_date <= (u.nav_date - interval '1 year' + interval '8 days')::date))`;

export interface SchemeRow {
  amfiCode: number;
  amcName: string;
  name: string;
  /** The name carries no plan/option: do not let it replace a fuller one. */
  bare: boolean;
  isinGrowth: string | null;
  isinReinvestment: string | null;
  plan: string | null;
  option: string | null;
  amfiSchemeType: string | null;
  amfiCategory: string | null;
  category: string;
  subCategory: string;
  fundType: string;
  /** The row's NAV when it has a usable one (a date and a value above zero). */
  navDate: string | null;
  nav: string | null;
}

const stageValues = (r: SchemeRow) => [
  r.amfiCode, r.amcName, r.name, r.bare, r.isinGrowth, r.isinReinvestment, r.plan, r.option,
  r.amfiSchemeType, r.amfiCategory, r.category, r.subCategory, r.fundType, r.navDate, r.nav,
];

function toSchemeRow(r: NavAllRecord & { amcName: string }): SchemeRow {
  const { category, subCategory } = classifyScheme(r.schemeTypeHeader ?? r.amfiCategory ?? '', r.name);
  return {
    amfiCode: r.amfiCode,
    amcName: r.amcName,
    name: r.name,
    bare: r.planOptionSource === 'none' && r.planText === null && r.optionText === null && r.name === r.fileName,
    isinGrowth: r.isinGrowth,
    isinReinvestment: r.isinReinvestment,
    plan: r.plan,
    option: r.option,
    amfiSchemeType: r.amfiSchemeType,
    amfiCategory: r.amfiCategory,
    category,
    subCategory,
    fundType: r.schemeTypeHeader ? fundTypeOf(r.schemeTypeHeader) : 'open',
    navDate: hasNav(r) ? r.date : null,
    nav: hasNav(r) ? r.nav : null,
  };
}

/** NAVs that mean something: a date and a value above zero (segregated portfolios print 0). */
const hasNav = (r: NavAllRecord): r is NavAllRecord & { nav: string; date: string } =>
  r.nav !== null && r.date !== null && /[1-9]/.test(r.nav);

/**
 * Imports a NAVAll file: upserts AMCs and schemes (name, ISINs, plan, option, AMFI type and
 * category, browse category via classifyScheme, fund type via fundTypeOf), writes each row's NAV
 * to nav_history, then refreshes the derived columns of the schemes in the file.
 */
export async function importNavAll(
  database: Database,
  source: TextSource,
  options: NavAllImportOptions = {},
): Promise<NavAllImportResult> {
  const started = performance.now();
  const timings = { parse: 0, stage: 0, schemes: 0, navs: 0, derived: 0 };
  let mark = started;
  const lap = (k: keyof typeof timings) => {
    const now = performance.now();
    timings[k] = Math.round(now - mark);
    mark = now;
  };
  const progress = options.onProgress;
  const { text, encoding, name } = await readSource(source);
  const parsed = parseNavAll(text);
  const skipped = [...parsed.skipped];
  const refused = { future: 0, tooOld: 0, badNav: parsed.skipped.filter((s) => s.reason.startsWith('NAV ')).length };
  const fileDate = navFileDate(parsed.records.map((r) => r.date));
  const today = options.today ?? istDate((options.clock ?? systemClock).now());
  if (fileDate && fileDate > daysAfter(today, 1)) {
    throw new ImportRefused(`${name} reports NAVs of ${fileDate}, after today (${today}): nothing was imported`);
  }
  const window = fileDate ? navDateWindow(fileDate, NAVALL_DAYS_AHEAD) : null;
  const byCode = new Map<number, NavAllRecord & { amcName: string }>();
  for (const r of parsed.records) {
    if (!r.amcName) {
      skipped.push({ line: r.line, reason: 'no AMC line before the row', text: r.name });
      continue;
    }
    const refusal = window && r.date ? navDateRefusal(r.date, window) : null;
    if (refusal) {
      refused[refusal === 'future' ? 'future' : 'tooOld']++;
      skipped.push({ line: r.line, reason: navDateRefusalText(refusal, window!), text: `${r.amfiCode} ${r.name} ${r.date}` });
      continue;
    }
    const seen = byCode.get(r.amfiCode);
    if (!seen || (r.date ?? '') >= (seen.date ?? '')) byCode.set(r.amfiCode, r as NavAllRecord & { amcName: string });
  }
  const records = [...byCode.values()];
  progress?.({ phase: 'parse', done: parsed.records.length, total: parsed.records.length, unit: 'rows' });
  const schemeRows = records.map(toSchemeRow);
  const navRows = records.filter(hasNav);
  lap('parse');
  let schemesInserted = 0;
  let schemesUpdated = 0;
  let changedCodes: number[] = [];
  let insertedCodes: number[] = [];
  let refreshCodes: number[] = [];
  await inTransaction(database, async (conn) => {
    await refusePartial(conn, 'navall', name, parsed.records.length, options.allowPartial ?? false);
    await conn.exec(STAGE);
    await copyCsv(conn, 'navall_stage', STAGE_COLUMNS, csvChunks(schemeRows.map(stageValues)));
    progress?.({ phase: 'stage', done: 1, total: 4, unit: 'steps' });
    lap('stage');
    await conn.run(INSERT_AMCS);
    schemesUpdated = (await conn.query<{ details_changed: boolean }>(UPDATE_SCHEMES)).filter((r) => r.details_changed).length;
    progress?.({ phase: 'schemes', done: 2, total: 4, unit: 'steps' });
    insertedCodes = (await conn.query<{ amfi_code: number }>(INSERT_SCHEMES)).map((r) => r.amfi_code);
    schemesInserted = insertedCodes.length;
    progress?.({ phase: 'schemes', done: 3, total: 4, unit: 'steps' });
    lap('schemes');
    changedCodes = [...new Set((await conn.query<{ amfi_code: number }>(UPSERT_NAVS)).map((r) => r.amfi_code))];
    const inserted = new Set(insertedCodes);
    const changedOld = changedCodes.filter((c) => !inserted.has(c));
    refreshCodes = [
      ...(changedOld.length
        ? (await conn.query<{ amfi_code: number }>(NEEDS_REFRESH, [changedOld])).map((r) => r.amfi_code)
        : []),
      ...(await conn.query<{ amfi_code: number }>(NEW_WITH_HISTORY, [insertedCodes])).map((r) => r.amfi_code),
    ];
    await recordRun(conn, {
      kind: 'navall',
      fileName: name,
      fileDate,
      encoding,
      rowsRead: parsed.records.length,
      rowsRefused: refused.future + refused.tooOld + refused.badNav,
      partialAllowed: options.allowPartial ?? false,
      details: { layout: parsed.layout, refused, navsWritten: changedCodes.length },
    });
    progress?.({ phase: 'navs', done: 4, total: 4, unit: 'steps' });
  });
  lap('navs');
  // Returns move only for schemes whose NAVs changed and whose history is older than a year (the
  // latest NAV was set in the merge); a new scheme may have a history already (imported before it).
  const derived = await refreshDerived(database, refreshCodes, progress);
  lap('derived');
  return {
    layout: parsed.layout,
    encoding,
    fileDate,
    refused,
    records: parsed.records.length,
    schemesInserted,
    schemesUpdated,
    navsWritten: changedCodes.length,
    navsMissing: records.length - navRows.length,
    skipped,
    derivedUpdated: derived.updated,
    ms: Math.round(performance.now() - started),
    timings,
  };
}
