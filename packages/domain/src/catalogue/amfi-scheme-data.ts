// AMFI's scheme master ("SchemeData.csv"), parsed without I/O.
//
// Header: AMC,Code,Scheme Name,Scheme Type,Scheme Category,Scheme NAV Name,Scheme Minimum Amount,
//         Launch Date, Closure Date,ISIN Div Payout/ ISIN GrowthISIN Div Reinvestment
// Columns are found by their trimmed header name (note the leading space of " Closure Date").
// The minimum amount is free text ("Rs. 5000/- and in multiples of Re. 1/- thereafter"); the last
// field joins the growth/payout ISIN and the reinvestment ISIN with no separator.
import Decimal from 'decimal.js';
import {
  parseAmfiDate,
  parseOption,
  parsePlan,
  type SchemeOption,
  type SchemePlan,
  type SkippedLine,
} from './amfi-navall';

export interface SchemeDataRecord {
  line: number;
  amcName: string;
  amfiCode: number;
  /** The scheme's name without plan/option ("Aditya Birla Sun Life Equity Advantage Fund"). */
  schemeName: string;
  /** The plan/option's own name ("… - Growth - Direct Plan"). */
  navName: string;
  /** "Open Ended" | "Close Ended" | "Interval Fund" as published. */
  schemeType: string;
  /** "Equity Scheme - Large & Mid Cap Fund" */
  amfiCategory: string;
  minimumAmountText: string;
  /** Decimal string with 2 decimals, or null when the text states no usable amount. */
  minAmount: string | null;
  /** "in multiples of Re. 1" → "1.00"; null when not stated. */
  amountMultiple: string | null;
  launchDate: string | null;
  closureDate: string | null;
  isins: string[];
  isinGrowth: string | null;
  isinReinvestment: string | null;
  plan: SchemePlan | null;
  option: SchemeOption | null;
}

export interface SchemeDataParseResult {
  records: SchemeDataRecord[];
  skipped: SkippedLine[];
}

/** One CSV record's fields (RFC 4180 quoting: "a,b" and "" for a quote). */
export function splitCsvLine(line: string): string[] {
  if (!line.includes('"')) return line.split(',');
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"') {
        if (line[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      out.push(field);
      field = '';
    } else field += ch;
  }
  out.push(field);
  return out;
}

/** ISIN check digit (ISO 6166): letters → 10..35, then Luhn over the digits. */
export function isValidIsin(isin: string): boolean {
  if (!/^[A-Z]{2}[A-Z0-9]{9}\d$/.test(isin)) return false;
  const digits = isin
    .slice(0, 11)
    .split('')
    .map((c) => (c >= 'A' && c <= 'Z' ? String(c.charCodeAt(0) - 55) : c))
    .join('');
  let sum = 0;
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === Number(isin[11]);
}

/**
 * The scheme data's ISIN field → the ISINs in it, in order. The two ISINs are joined with no
 * separator ("INF209K01157INF209K01CE5"), sometimes with a '-' or a space, and a few are mangled
 * ("INF174K1TA2INF174KA1TB0": an 11-character first part); only 12-character codes whose check
 * digit is right are taken.
 */
export function splitIsins(text: string | null | undefined): string[] {
  if (!text) return [];
  const s = text.toUpperCase().replace(/[^A-Z0-9]/g, ' ');
  const out: string[] = [];
  for (let i = 0; i + 12 <= s.length; ) {
    const candidate = s.slice(i, i + 12);
    if (candidate.startsWith('IN') && isValidIsin(candidate)) {
      out.push(candidate);
      i += 12;
    } else i++;
  }
  return out;
}

const UNIT: Record<string, number> = {
  k: 1e3, thousand: 1e3,
  lakh: 1e5, lakhs: 1e5, lac: 1e5, lacs: 1e5, lcas: 1e5,
  cr: 1e7, crs: 1e7, crore: 1e7, crores: 1e7,
};

// An amount: digits with Indian or western grouping by commas or single spaces ("5,000",
// "1 00 00 000", "5 000"), optional decimals, optional unit word.
const AMOUNT = String.raw`(\d{1,3}(?:[, ]\d{2,5})+(?!\d)|\d+)(?:\.(\d+))?(?:\s*(k|thousand|lakhs?|lacs?|lcas|crores?|crs?)\b)?`;
const RUPEE = String.raw`(?:rs|re|inr|₹)\.?\s*`;

function toAmount(intPart: string, frac: string | undefined, unit: string | undefined): Decimal | null {
  const n = new Decimal(`${intPart.replace(/[, ]/g, '')}${frac ? `.${frac}` : ''}`);
  const value = unit ? n.mul(UNIT[unit.toLowerCase()] ?? 1) : n;
  return value.gt(0) ? value : null;
}

/**
 * The scheme data's free-text minimum amount → { amount, multiple } as decimal strings (2
 * decimals), null where the text does not state one. The multiple comes from "in multiples of
 * Re. 1", "in Rs.1 multiples" or "and Rs. 1 thereafter". The amount is the first amount left
 * once that clause is taken out: marked with Rs/Re/₹ ("Rs. 5000/-", "RS.5000") or bare ("5000/-",
 * "5,000", "Reg contr.-10000-…"), where a bare number glued to letters or a ")" does not count
 * ("1)Growth-Rs.15000" → 15000, "10yr"). Unit words scale it ("Rs.1 Lakh", "Rs. 5 Crs", "5k").
 * When a text names several amounts (retail/institutional, growth/IDCW) the first one wins.
 * "REFER SID", "Discontinued Plan", "0" and other noise → null.
 */
export function parseMinimumAmount(text: string | null | undefined): {
  amount: string | null;
  multiple: string | null;
} {
  if (!text) return { amount: null, multiple: null };
  let t = text.replace(/\s+/g, ' ').trim();
  let multiple: Decimal | null = null;
  const multipleClauses = [
    new RegExp(String.raw`mul(?:ti|it)p(?:le|e)?s?\s*(?:of|for)?\s*(?:${RUPEE})?${AMOUNT}`, 'i'),
    new RegExp(String.raw`${RUPEE}${AMOUNT}\s*mul(?:ti|it)p(?:le|e)?s?`, 'i'),
    new RegExp(String.raw`\band\s+${RUPEE}${AMOUNT}\s*(?:/-?)?\s*there`, 'i'),
  ];
  for (const re of multipleClauses) {
    const m = re.exec(t);
    if (!m) continue;
    multiple = toAmount(m[1]!, m[2], m[3]);
    t = t.slice(0, m.index) + ' '.repeat(m[0].length) + t.slice(m.index + m[0].length);
    break;
  }
  const marked = new RegExp(`${RUPEE}${AMOUNT}`, 'gi');
  const bare = new RegExp(`(?<![A-Za-z0-9.])${AMOUNT}(?![)A-Za-z0-9])`, 'gi');
  const candidates: { index: number; value: Decimal }[] = [];
  for (const re of [marked, bare]) {
    for (let m = re.exec(t); m; m = re.exec(t)) {
      const value = toAmount(m[1]!, m[2], m[3]);
      if (value) {
        candidates.push({ index: m.index, value });
        break;
      }
    }
  }
  candidates.sort((a, b) => a.index - b.index);
  const amount = candidates[0]?.value ?? null;
  return { amount: amount ? amount.toFixed(2) : null, multiple: multiple ? multiple.toFixed(2) : null };
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** Parses scheme-data CSV lines. Throws when the header lacks a needed column. */
export function parseSchemeDataLines(lines: Iterable<string>): SchemeDataParseResult {
  const records: SchemeDataRecord[] = [];
  const skipped: SkippedLine[] = [];
  let cols: Record<
    'amc' | 'code' | 'schemeName' | 'schemeType' | 'category' | 'navName' | 'minAmount' | 'launch' | 'closure' | 'isin',
    number
  > | null = null;
  let lineNo = 0;
  for (const raw of lines) {
    lineNo++;
    const text = (lineNo === 1 ? raw.replace(/^\uFEFF/, '') : raw).replace(/\r$/, '');
    if (!text.trim()) continue;
    const fields = splitCsvLine(text);
    if (!cols) {
      const names = fields.map(norm);
      const find = (pred: (n: string) => boolean) => names.findIndex(pred);
      cols = {
        amc: find((n) => n === 'amc'),
        code: find((n) => n === 'code' || n === 'scheme code'),
        schemeName: find((n) => n === 'scheme name'),
        schemeType: find((n) => n === 'scheme type'),
        category: find((n) => n === 'scheme category'),
        navName: find((n) => n === 'scheme nav name'),
        minAmount: find((n) => n.startsWith('scheme minimum amount')),
        launch: find((n) => n === 'launch date'),
        closure: find((n) => n === 'closure date'),
        isin: find((n) => n.startsWith('isin')),
      };
      const missing = Object.entries(cols).filter(([k, v]) => v < 0 && ['amc', 'code', 'schemeName'].includes(k));
      if (missing.length) throw new Error(`Scheme data header lacks column(s): ${missing.map(([k]) => k).join(', ')}`);
      continue;
    }
    const get = (i: number) => (i >= 0 ? (fields[i] ?? '').trim() : '');
    const code = get(cols.code);
    if (!/^\d+$/.test(code)) {
      skipped.push({ line: lineNo, reason: 'code is not a number', text });
      continue;
    }
    const navName = get(cols.navName).replace(/\s+/g, ' ');
    const schemeName = get(cols.schemeName).replace(/\s+/g, ' ');
    const minimumAmountText = get(cols.minAmount);
    const { amount, multiple } = parseMinimumAmount(minimumAmountText);
    const isins = splitIsins(get(cols.isin));
    const option = parseOption(navName);
    records.push({
      line: lineNo,
      amcName: get(cols.amc),
      amfiCode: Number(code),
      schemeName,
      navName: navName || schemeName,
      schemeType: get(cols.schemeType),
      amfiCategory: get(cols.category),
      minimumAmountText,
      minAmount: amount,
      amountMultiple: multiple,
      launchDate: parseAmfiDate(get(cols.launch)),
      closureDate: parseAmfiDate(get(cols.closure)),
      isins,
      isinGrowth: isins[0] ?? null,
      isinReinvestment: isins[1] ?? null,
      plan: parsePlan(navName) ?? (option ? 'Regular' : null),
      option,
    });
  }
  if (!cols) throw new Error('Not a scheme-data file: no header line');
  return { records, skipped };
}

/** Parses a whole scheme-data CSV. */
export function parseSchemeData(text: string): SchemeDataParseResult {
  return parseSchemeDataLines(text.split(/\r?\n/));
}
