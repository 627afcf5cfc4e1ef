import { isIsoDate } from '../ist-date';
import { parseDecimal, toDecimal, type Decimal } from '../money';

// The domain's view of one ledger entry (DESIGN.md "Data": the portfolio is derived from the
// append-only ledger, never from a stored running total). The server's `ledger_entry` table
// (apps/server/src/ledger/ledger.ts, migrations 0043 and 0052) maps onto it field by field:
//
//   ledger_entry            LedgerEntry
//   exchange_order_no  →    orderNo     (bigint as text)
//   kind               →    kind
//   scheme_code, isin  →    schemeCode, isin
//   folio_no           →    folioNo
//   nav_date           →    date        (the NAV date, YYYY-MM-DD: the day that counts for
//                                        returns, lots, holding periods and the ELSS lock)
//   nav                →    nav
//   units (signed)     →    units       (the magnitude: `ledgerEntryFromSigned` drops the sign,
//                                        which must agree with the kind; `signedUnits` puts it back)
//   amount             →    amount      (an inflow: what was paid, stamp duty included;
//                                        an outflow: what the units fetched, before STT)
//   stamp_duty         →    stampDuty   (inflows; '0' on outflows)
//   stt                →    stt         (outflows of equity-oriented units; '0' when not recorded)
//   exit_load          →    exitLoad    (outflows: the exit load taken, an expense of the transfer;
//                                        absent or '0' when none; migration 0083, decision 0124)
//
// Decimals travel as strings (docs/decisions/0003); the portfolio functions parse them.

/** What moved units into a holding (each one is a FIFO lot) … */
export const INFLOW_KINDS = ['purchase', 'switch_in', 'stp_in'] as const;
/** … and what moved units out of it (each one is a sale for FIFO and capital gains). */
export const OUTFLOW_KINDS = ['redemption', 'switch_out', 'stp_out', 'swp'] as const;

export type InflowKind = (typeof INFLOW_KINDS)[number];
export type OutflowKind = (typeof OUTFLOW_KINDS)[number];
export type LedgerEntryKind = InflowKind | OutflowKind;

export interface LedgerEntry {
  /** The exchange's order number: unique across the ledger. */
  orderNo: string;
  kind: LedgerEntryKind;
  schemeCode: string;
  isin: string | null;
  folioNo: string;
  /** The NAV date, YYYY-MM-DD. */
  date: string;
  /** The NAV the units moved at, a decimal string. */
  nav: string;
  /** The number of units that moved: always above zero; the kind says which way. */
  units: string;
  /** Inflow: rupees paid, stamp duty included. Outflow: rupees the units fetched, before STT. */
  amount: string;
  /** Stamp duty inside `amount` (inflows); '0' for outflows. */
  stampDuty: string;
  /** Securities transaction tax taken from an outflow's `amount`; '0' otherwise. */
  stt: string;
  /**
   * Exit load taken from an outflow's `amount` (decision 0124); absent means '0'. The money paid
   * out is amount − exitLoad − stt.
   */
  exitLoad?: string;
}

const INFLOWS: ReadonlySet<string> = new Set(INFLOW_KINDS);
const OUTFLOWS: ReadonlySet<string> = new Set(OUTFLOW_KINDS);

export function isInflow(kind: LedgerEntryKind): kind is InflowKind {
  return INFLOWS.has(kind);
}

export function isOutflow(kind: LedgerEntryKind): kind is OutflowKind {
  return OUTFLOWS.has(kind);
}

export function isLedgerEntryKind(kind: string): kind is LedgerEntryKind {
  return INFLOWS.has(kind) || OUTFLOWS.has(kind);
}

/** The units as the server's ledger stores them: positive for inflows, negative for outflows. */
export function signedUnits(entry: Pick<LedgerEntry, 'kind' | 'units'>): Decimal {
  const units = toDecimal(entry.units);
  return isInflow(entry.kind) ? units : units.negated();
}

/** A ledger row with signed units, as `ledger_entry` holds it (camel-cased by the reader). */
export type SignedLedgerRow = Omit<LedgerEntry, 'units' | 'stt'> & { units: string; stt?: string };

/**
 * The domain's entry from a row of the server's ledger, whose units are signed (redemptions
 * negative). Throws a RangeError when the sign disagrees with the kind or a field is not what the
 * table allows: the ledger is the product's own record, so a bad row is a bug, not user input.
 */
export function ledgerEntryFromSigned(row: SignedLedgerRow): LedgerEntry {
  const units = toDecimal(row.units);
  if (units.isZero() || units.isNegative() !== isOutflow(row.kind)) {
    throw new RangeError(
      `Ledger entry ${row.orderNo}: units ${row.units} do not fit kind ${row.kind}`,
    );
  }
  const entry: LedgerEntry = { ...row, units: units.abs().toString(), stt: row.stt ?? '0' };
  const problem = ledgerEntryProblem(entry);
  if (problem) throw new RangeError(`Ledger entry ${row.orderNo}: ${problem}`);
  return entry;
}

const ZERO = toDecimal(0);

/** '0' (the STT of every entry so far, the stamp duty of every outflow) without parsing it. */
function zeroOrDecimal(text: string): Decimal | null {
  return text === '0' ? ZERO : repeatedDecimal(text);
}

/** The decimals of the last few hundred distinct amount texts (a Decimal never changes). */
const REPEATED = new Map<string, Decimal | null>();
const REPEATED_MAX = 256;

/**
 * parseDecimal for texts that repeat: amounts and stamp duties (every instalment of a SIP pays
 * the same), parsed once each instead of once per entry and again for its XIRR flow.
 */
export function repeatedDecimal(text: string): Decimal | null {
  let parsed = REPEATED.get(text);
  if (parsed === undefined) {
    parsed = parseDecimal(text);
    if (REPEATED.size >= REPEATED_MAX) REPEATED.clear();
    REPEATED.set(text, parsed);
  }
  return parsed;
}

/** An entry's decimals, parsed once. */
export interface ParsedLedgerEntry {
  nav: Decimal;
  units: Decimal;
  amount: Decimal;
  stampDuty: Decimal;
  stt: Decimal;
  exitLoad: Decimal;
}

/**
 * The entry's decimals, or why it cannot be folded: a known kind, a real NAV date, NAV and units
 * above zero, amount, stamp duty and STT zero or more.
 */
export function parseLedgerEntry(entry: LedgerEntry): ParsedLedgerEntry | { problem: string } {
  if (!isLedgerEntryKind(entry.kind)) return { problem: `unknown kind ${String(entry.kind)}` };
  if (!isIsoDate(entry.date)) return { problem: `date ${entry.date} is not YYYY-MM-DD` };
  const nav = parseDecimal(entry.nav);
  const units = parseDecimal(entry.units);
  const amount = repeatedDecimal(entry.amount);
  const stampDuty = zeroOrDecimal(entry.stampDuty);
  const stt = zeroOrDecimal(entry.stt);
  const exitLoad = zeroOrDecimal(entry.exitLoad ?? '0');
  if (!nav?.gt(0)) return { problem: `NAV ${entry.nav} is not above zero` };
  if (!units?.gt(0)) return { problem: `units ${entry.units} are not above zero` };
  if (!amount?.gte(0)) return { problem: `amount ${entry.amount} is below zero` };
  if (!stampDuty?.gte(0)) return { problem: `stamp duty ${entry.stampDuty} is below zero` };
  if (!stt?.gte(0)) return { problem: `STT ${entry.stt} is below zero` };
  if (!exitLoad?.gte(0)) return { problem: `exit load ${String(entry.exitLoad)} is below zero` };
  return { nav, units, amount, stampDuty, stt, exitLoad };
}

/** Why an entry cannot be folded (see parseLedgerEntry), or null when it can. */
export function ledgerEntryProblem(entry: LedgerEntry): string | null {
  const parsed = parseLedgerEntry(entry);
  return 'problem' in parsed ? parsed.problem : null;
}

/** The holding an entry belongs to: one folio, one scheme. */
export function holdingKey(entry: Pick<LedgerEntry, 'folioNo' | 'schemeCode'>): string {
  return `${entry.folioNo}|${entry.schemeCode}`;
}

/** Compares order numbers as integers when both are digits (they are bigints), else as text. */
function compareOrderNo(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) {
    const x = a.replace(/^0+(?=\d)/, '');
    const y = b.replace(/^0+(?=\d)/, '');
    if (x.length !== y.length) return x.length - y.length;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The order entries are folded in: by NAV date; on one date, inflows before outflows (units
 * allotted at a day's NAV can leave at that day's NAV, as an STP's switch does); then by order
 * number, so the same ledger always folds the same way whatever order the rows were read in.
 */
export function compareLedgerEntries(a: LedgerEntry, b: LedgerEntry): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const flowA = isInflow(a.kind) ? 0 : 1;
  const flowB = isInflow(b.kind) ? 0 : 1;
  if (flowA !== flowB) return flowA - flowB;
  return compareOrderNo(a.orderNo, b.orderNo);
}

/** The entries grouped by holding (folio + scheme), each group in fold order. */
export function groupByHolding(entries: readonly LedgerEntry[]): Map<string, LedgerEntry[]> {
  const groups = new Map<string, LedgerEntry[]>();
  for (const entry of entries) {
    const key = holdingKey(entry);
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  for (const group of groups.values()) group.sort(compareLedgerEntries);
  return groups;
}
