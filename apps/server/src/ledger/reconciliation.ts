import { toDecimal } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import type { Database } from '../db/client';
import type { AllotmentStatementRow } from '../integrations/exchange';
import { reconciliationKinds } from '@sanchay/contract';

// Reconciliation (issue 10 §2, docs/decisions/0066): every difference between the product's ledger
// and the exchange's allotment statement for the same report dates. Read-only; the sandbox console
// shows it, and a real deployment's daily check will run the same comparison on BSE's statement.

// The kinds, in the order differences are listed: the contract's (the console shows them). A
// missingInLedger row is an exchange allotment with no ledger entry; missingAtExchange the reverse.
export const RECONCILIATION_KINDS = reconciliationKinds;
export type ReconciliationKind = (typeof reconciliationKinds)[number];

export interface ReconciliationDifference {
  kind: ReconciliationKind;
  orderNo: string;
  clientCode: string;
  schemeCode: string;
  /** What the ledger holds (null: no entry). */
  ledger: string | null;
  /** What the exchange's statement says (null: no row). */
  exchange: string | null;
}

interface EntryRow {
  order_no: string;
  ucc: string;
  scheme_code: string;
  folio_no: string;
  nav: string;
  units: string;
  amount: string;
}

/**
 * Compares the ledger's purchase and STP-in entries reported between `fromDate` and `toDate` (YYYY-MM-DD,
 * inclusive) with the exchange's valid purchase rows of the statement for those dates. Decimals
 * are compared by value ('40.4980' is '40.498'). Sorted by order number, then kind. Empty: none.
 */
export async function reconcileLedger(
  database: Pick<Database, 'db'>,
  statement: readonly AllotmentStatementRow[],
  window: { fromDate: string; toDate: string },
): Promise<ReconciliationDifference[]> {
  const entries = await rowsOf<EntryRow>(
    database.db,
    sql`
      SELECT exchange_order_no::text AS order_no, ucc, scheme_code, folio_no, nav::text, units::text, amount::text
      FROM ledger_entry
      WHERE kind IN ('purchase', 'stp_in') AND reported_on BETWEEN ${window.fromDate}::date AND ${window.toDate}::date`,
  );
  const ledger = new Map(entries.map((e) => [e.order_no, e]));
  const rows = statement.filter(
    (r) => r.BuySell === 'P' && r.ValidFlag === 'Y' && r.ReportDate >= window.fromDate && r.ReportDate <= window.toDate,
  );
  const seen = new Set<string>();
  const out: ReconciliationDifference[] = [];
  const same = (a: string, b: string) => toDecimal(a).eq(toDecimal(b));

  for (const r of rows) {
    seen.add(r.OrderNo);
    const at = { orderNo: r.OrderNo, clientCode: r.ClientCode, schemeCode: r.SchemeCode };
    const e = ledger.get(r.OrderNo);
    if (!e) {
      out.push({ kind: 'missingInLedger', ...at, ledger: null, exchange: `${r.AllottedUnit} units` });
      continue;
    }
    if (!same(e.units, r.AllottedUnit)) out.push({ kind: 'unitsDiffer', ...at, ledger: e.units, exchange: r.AllottedUnit });
    if (!same(e.amount, r.AllottedAmt)) out.push({ kind: 'amountDiffers', ...at, ledger: e.amount, exchange: r.AllottedAmt });
    if (!same(e.nav, r.AllottedNav)) out.push({ kind: 'navDiffers', ...at, ledger: e.nav, exchange: r.AllottedNav });
    if (e.folio_no !== r.FolioNo) out.push({ kind: 'folioDiffers', ...at, ledger: e.folio_no, exchange: r.FolioNo });
  }
  for (const e of entries) {
    if (seen.has(e.order_no)) continue;
    out.push({
      kind: 'missingAtExchange',
      orderNo: e.order_no,
      clientCode: e.ucc,
      schemeCode: e.scheme_code,
      ledger: `${e.units} units`,
      exchange: null,
    });
  }
  const rank = (k: ReconciliationKind) => RECONCILIATION_KINDS.indexOf(k);
  return out.sort((a, b) => cmpOrderNo(a.orderNo, b.orderNo) || rank(a.kind) - rank(b.kind));
}

/** Order numbers are digits: shorter is smaller, then as text. */
function cmpOrderNo(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
