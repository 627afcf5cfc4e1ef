// NAV history CSV ("scheme_code,date,nav", one row per scheme and day), parsed without I/O. The
// server streams big files line by line through `parseNavHistoryLine` and bulk-loads the rows.
import { parseAmfiDate, parseNavValue, type SkippedLine } from './amfi-navall';
import { splitCsvLine } from './amfi-scheme-data';

export interface NavHistoryRow {
  amfiCode: number;
  /** YYYY-MM-DD */
  date: string;
  /** Decimal string. */
  nav: string;
}

export interface NavHistoryColumns {
  code: number;
  date: number;
  nav: number;
}

const norm = (s: string) => s.trim().toLowerCase().replace(/[\s-]+/g, '_');

/**
 * The header line → column positions. Accepts scheme_code / amfi_code / code, date / nav_date,
 * nav / net_asset_value, in any order. Throws when one is missing.
 */
export function parseNavHistoryHeader(line: string): NavHistoryColumns {
  const names = splitCsvLine(line.replace(/^\uFEFF/, '').replace(/\r$/, '')).map(norm);
  const find = (...alts: string[]) => names.findIndex((n) => alts.includes(n));
  const cols = {
    code: find('scheme_code', 'amfi_code', 'code', 'schemecode'),
    date: find('date', 'nav_date'),
    nav: find('nav', 'net_asset_value'),
  };
  const missing = Object.entries(cols).filter(([, v]) => v < 0).map(([k]) => k);
  if (missing.length) throw new Error(`NAV history header lacks column(s): ${missing.join(', ')} (got "${line}")`);
  return cols;
}

/**
 * One data line → a row, null for a blank line, or { error } for a line that is not a valid row
 * (a non-numeric code, an impossible date, a NAV that is not a positive decimal).
 */
export function parseNavHistoryLine(
  line: string,
  cols: NavHistoryColumns = { code: 0, date: 1, nav: 2 },
): NavHistoryRow | null | { error: string } {
  const text = line.endsWith('\r') ? line.slice(0, -1) : line;
  if (!text.trim()) return null;
  const fields = text.includes('"') ? splitCsvLine(text) : text.split(',');
  const code = fields[cols.code]?.trim() ?? '';
  if (!/^\d{1,9}$/.test(code)) return { error: 'scheme code is not a number' };
  const rawDate = fields[cols.date]?.trim() ?? '';
  const date = parseAmfiDate(rawDate);
  if (!date) return { error: `bad date "${rawDate}"` };
  const nav = parseNavValue(fields[cols.nav]);
  if (nav === null || !/[1-9]/.test(nav)) return { error: `bad NAV "${fields[cols.nav] ?? ''}"` };
  if (nav.split('.')[0]!.length > 10) return { error: `NAV out of range "${nav}"` };
  return { amfiCode: Number(code), date, nav };
}

export function isNavHistoryError(r: NavHistoryRow | null | { error: string }): r is { error: string } {
  return r !== null && 'error' in r;
}

export interface NavHistoryParseResult {
  rows: NavHistoryRow[];
  skipped: SkippedLine[];
}

/** Parses a whole NAV history CSV held in memory (small files and tests). */
export function parseNavHistoryCsv(text: string): NavHistoryParseResult {
  const lines = text.split(/\r?\n/);
  const rows: NavHistoryRow[] = [];
  const skipped: SkippedLine[] = [];
  const headerIndex = lines.findIndex((l) => l.trim() !== '');
  if (headerIndex < 0) return { rows, skipped };
  const cols = parseNavHistoryHeader(lines[headerIndex]!);
  for (let i = headerIndex + 1; i < lines.length; i++) {
    const r = parseNavHistoryLine(lines[i]!, cols);
    if (r === null) continue;
    if ('error' in r) skipped.push({ line: i + 1, reason: r.error, text: lines[i]! });
    else rows.push(r);
  }
  return { rows, skipped };
}
