// AMFI's daily NAV file (NAVAll.txt), parsed without I/O: text or lines in, records out.
//
// Two layouts are in use, both ';'-separated with CRLF line ends:
//   6 columns: Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date
//   8 columns: … Scheme Name;Plan;Option;Net Asset Value;Date   (from 19 Aug 2026)
// Columns are found by header name, never by position. Between blocks of data rows the file has
// scheme-type header lines ("Open Ended Schemes(Equity Scheme - ELSS)") and AMC-name lines
// ("HDFC Mutual Fund"), each followed by a blank line.

export type SchemePlan = 'Direct' | 'Regular';
/**
 * Growth or IDCW (income distribution cum capital withdrawal, formerly "dividend"; payout,
 * reinvestment, daily/weekly/monthly/… variants all count as IDCW). Bonus options and plans whose
 * text names neither (unclaimed-amount plans, "Defined Maturity Date Option") are null.
 */
export type SchemeOption = 'Growth' | 'IDCW';

export interface NavAllRecord {
  /** 1-based line number in the file. */
  line: number;
  amfiCode: number;
  isinGrowth: string | null;
  isinReinvestment: string | null;
  /**
   * Full scheme name. In the 8-column layout, when Plan/Option come in their own columns the file's
   * name is the bare scheme name, so they are appended: "ICICI Prudential Corporate Bond Fund -
   * Direct Plan - Growth".
   */
  name: string;
  /** The name exactly as in the file's Scheme Name column. */
  fileName: string;
  /** Raw Plan/Option columns (8-column layout), null when empty or absent. */
  planText: string | null;
  optionText: string | null;
  plan: SchemePlan | null;
  option: SchemeOption | null;
  /** Where plan/option came from: their own columns, the scheme name, or nowhere. */
  planOptionSource: 'columns' | 'name' | 'none';
  /** Decimal string; null when the file says N.A. or similar. */
  nav: string | null;
  /** YYYY-MM-DD; null when unparseable. */
  date: string | null;
  amcName: string | null;
  /** The whole header line: "Open Ended Schemes(Equity Scheme - ELSS)". */
  schemeTypeHeader: string | null;
  /** "Open Ended Schemes" */
  amfiSchemeType: string | null;
  /** "Equity Scheme - ELSS" */
  amfiCategory: string | null;
}

export interface SkippedLine {
  line: number;
  reason: string;
  text: string;
}

export interface NavAllParseResult {
  layout: '6-col' | '8-col';
  records: NavAllRecord[];
  skipped: SkippedLine[];
}

const MONTHS: Record<string, string> = {
  jan: '01', feb: '02', mar: '03', apr: '04', may: '05', jun: '06',
  jul: '07', aug: '08', sep: '09', oct: '10', nov: '11', dec: '12',
};

function isRealDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= (days[m - 1] ?? 0);
}

/**
 * AMFI dates → YYYY-MM-DD: "18-Aug-2026" (NAVAll, scheme data), also "18-08-2026", "18/08/2026"
 * and "2026-08-18". null for anything else or an impossible date.
 */
export function parseAmfiDate(text: string | null | undefined): string | null {
  if (!text) return null;
  const t = text.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{1,2})[-/ ]([A-Za-z]{3})[A-Za-z]*[-/ ](\d{4})$/.exec(t);
  if (match) {
    const mm = MONTHS[match[2]!.toLowerCase()];
    if (!mm) return null;
    [y, m, d] = [Number(match[3]), Number(mm), Number(match[1])];
  } else if ((match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t))) {
    [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(t))) {
    [y, m, d] = [Number(match[3]), Number(match[2]), Number(match[1])];
  } else {
    return null;
  }
  if (!isRealDate(y, m, d)) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * A NAV as AMFI prints it → a plain decimal string ("10." → "10", "0123.4500" → "123.4500").
 * null for "N.A.", "-", blanks and anything not a non-negative decimal, including a NAV with a
 * thousands separator ("1,234.56"): AMFI never prints one, so a file that has one was made by
 * something else, and guessing what it meant could store a wrong price.
 */
export function parseNavValue(text: string | null | undefined): string | null {
  if (!text) return null;
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (!match[1] && !match[2])) return null;
  const int = (match[1] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const frac = match[2] ?? '';
  return frac ? `${int}.${frac}` : int;
}

/** The ways AMFI prints "no NAV today": blank, "N.A.", "NA", "-", "--", "Nil". */
export function isNoNavText(text: string | null | undefined): boolean {
  return !text || /^(n\.?\s*a\.?|-+|nil)$/i.test(text.trim());
}

/** An ISIN column: "-" and blanks → null; otherwise the 12-character code (format-checked). */
export function parseIsinColumn(text: string | null | undefined): string | null {
  if (!text) return null;
  const t = text.trim().toUpperCase();
  return /^IN[A-Z0-9]{10}$/.test(t) ? t : null;
}

/** Plan from a Plan column or a scheme name. Direct wins ("Regular Savings Fund - Direct Plan"). */
export function parsePlan(text: string | null | undefined): SchemePlan | null {
  if (!text) return null;
  if (/\bdirect/i.test(text)) return 'Direct';
  // "Regular Savings Fund" names a scheme, not a plan.
  if (/\bregular\b(?!\s+(sav|income))|\bretail\b|\binstitutional\b/i.test(text)) return 'Regular';
  return null;
}

const GROWTH = /\bgrowth|\bcumulative\b|capital appreciation|\bgr\b/gi;
const IDCW = /\bi?dcw|\bicdw\b|\bidwc\b|dividend(?!\s*yield)|income distribution|\bpayout\b|reinvest|re-invest/gi;
const BONUS = /\bbonus\b/gi;

function lastIndex(re: RegExp, text: string): number {
  let last = -1;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) last = m.index;
  return last;
}

/**
 * Option from an Option column or a scheme name. Names often contain "Growth" or "Dividend" as
 * part of the fund's own name ("Nippon India Growth Mid Cap Fund", "Dividend Yield Fund"), so the
 * term that comes last decides. Bonus → null.
 */
export function parseOption(text: string | null | undefined): SchemeOption | null {
  if (!text) return null;
  const g = lastIndex(GROWTH, text);
  const i = lastIndex(IDCW, text);
  const b = lastIndex(BONUS, text);
  if (b > g && b > i) return null;
  if (g < 0 && i < 0) return null;
  return i > g ? 'IDCW' : 'Growth';
}

/**
 * "Open Ended Schemes(Equity Scheme - ELSS)" → { schemeType: 'Open Ended Schemes', category:
 * 'Equity Scheme - ELSS' }. null for any other line (an AMC name such as "IL&FS Mutual Fund (IDF)").
 */
export function parseSchemeTypeHeader(line: string): { schemeType: string; category: string } | null {
  const match = /^((?:open|close|closed|interval)\b[^()]*?schemes?)\s*\((.+)\)\s*$/i.exec(line.trim());
  if (!match) return null;
  return { schemeType: match[1]!.trim(), category: match[2]!.trim() };
}

interface NavAllColumns {
  code: number;
  isinGrowth: number;
  isinReinvestment: number;
  name: number;
  plan: number;
  option: number;
  nav: number;
  date: number;
  count: number;
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

function findColumns(fields: string[]): NavAllColumns {
  const names = fields.map(norm);
  const find = (pred: (n: string) => boolean) => names.findIndex(pred);
  const cols: NavAllColumns = {
    code: find((n) => n === 'scheme code' || n === 'code'),
    isinGrowth: find((n) => n.startsWith('isin div payout') || n.includes('isin growth')),
    isinReinvestment: find((n) => n.startsWith('isin div reinvestment') || n.includes('reinvestment')),
    name: find((n) => n === 'scheme name'),
    plan: find((n) => n === 'plan'),
    option: find((n) => n === 'option'),
    nav: find((n) => n === 'net asset value' || n === 'nav'),
    date: find((n) => n === 'date'),
    count: fields.length,
  };
  const missing = (['code', 'name', 'nav', 'date'] as const).filter((k) => cols[k] < 0);
  if (missing.length) throw new Error(`NAVAll header lacks column(s): ${missing.join(', ')}`);
  return cols;
}

/** True when a line is NAVAll's column header. */
export function isNavAllHeader(line: string): boolean {
  return /^\s*scheme code\s*;/i.test(line);
}

/** Parses NAVAll lines (any iterable, e.g. a file split on line ends). Throws without a header. */
export function parseNavAllLines(lines: Iterable<string>): NavAllParseResult {
  const records: NavAllRecord[] = [];
  const skipped: SkippedLine[] = [];
  let cols: NavAllColumns | null = null;
  let amcName: string | null = null;
  let header: { line: string; schemeType: string; category: string } | null = null;
  let lineNo = 0;
  // Dates and the Plan/Option texts repeat thousands of times in a file.
  const memo = <T>(fn: (t: string | null) => T) => {
    const cache = new Map<string | null, T>();
    return (t: string | null): T => {
      let v = cache.get(t);
      if (v === undefined && !cache.has(t)) cache.set(t, (v = fn(t)));
      return v as T;
    };
  };
  const dateOf = memo(parseAmfiDate);
  const planOfColumn = memo(parsePlan);
  const optionOfColumn = memo(parseOption);
  for (const raw of lines) {
    lineNo++;
    const text = (lineNo === 1 ? raw.replace(/^\uFEFF/, '') : raw).replace(/\r$/, '');
    if (!text.trim()) continue;
    if (!cols) {
      if (!isNavAllHeader(text)) {
        skipped.push({ line: lineNo, reason: 'before header', text });
        continue;
      }
      cols = findColumns(text.split(';'));
      continue;
    }
    if (!text.includes(';')) {
      const h = parseSchemeTypeHeader(text);
      if (h) {
        // The AMC line after a header is sometimes left out when the AMC carries on: keep it.
        header = { line: text.trim(), ...h };
      } else {
        amcName = text.trim();
      }
      continue;
    }
    if (isNavAllHeader(text)) continue; // a repeated header
    const fields = text.split(';');
    if (fields.length < cols.count) {
      skipped.push({ line: lineNo, reason: `expected ${cols.count} fields, found ${fields.length}`, text });
      continue;
    }
    const code = fields[cols.code]!.trim();
    if (!/^\d+$/.test(code)) {
      skipped.push({ line: lineNo, reason: 'scheme code is not a number', text });
      continue;
    }
    const get = (i: number) => (i >= 0 ? fields[i]!.trim() || null : null);
    const navText = get(cols.nav);
    const nav = parseNavValue(navText);
    if (nav === null && !isNoNavText(navText)) {
      skipped.push({ line: lineNo, reason: `NAV "${navText}" is not a plain decimal`, text });
      continue;
    }
    const fileName = fields[cols.name]!.trim().replace(/\s+/g, ' ');
    const planText = get(cols.plan);
    const optionText = get(cols.option);
    const colPlan = planOfColumn(planText);
    const colOption = optionOfColumn(optionText);
    const name = planText || optionText ? [fileName, planText, optionText].filter(Boolean).join(' - ') : fileName;
    // The option column sometimes carries the plan too ("Direct Growth"): read the whole name.
    const namePlan = parsePlan(name);
    const nameOption = parseOption(fileName);
    const option = colOption ?? nameOption;
    // A name that states its option but not "Direct" is a regular (distributor) plan: since 2013
    // each scheme has a Direct plan and names the other one "Regular", "Growth Plan", "Plan A",
    // "Defunct Plan" or nothing. A bare name (no option either, e.g. an ETF) stays unknown.
    const plan = colPlan ?? namePlan ?? (option && !planText ? 'Regular' : null);
    records.push({
      line: lineNo,
      amfiCode: Number(code),
      isinGrowth: parseIsinColumn(get(cols.isinGrowth)),
      isinReinvestment: parseIsinColumn(get(cols.isinReinvestment)),
      name,
      fileName,
      planText,
      optionText,
      plan,
      option,
      planOptionSource:
        colPlan || colOption ? 'columns' : namePlan || nameOption ? 'name' : 'none',
      nav,
      date: dateOf(get(cols.date)),
      amcName,
      schemeTypeHeader: header?.line ?? null,
      amfiSchemeType: header?.schemeType ?? null,
      amfiCategory: header?.category ?? null,
    });
  }
  if (!cols) throw new Error('Not a NAVAll file: no "Scheme Code;…" header line');
  return { layout: cols.plan >= 0 || cols.option >= 0 ? '8-col' : '6-col', records, skipped };
}

/** Parses a whole NAVAll.txt (CRLF or LF). */
export function parseNavAll(text: string): NavAllParseResult {
  return parseNavAllLines(text.split(/\r?\n/));
}
