import { toDecimal, type Clock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import type { LedgerDb } from './investor-ledger';
import type { AllotmentStatementRow } from '../integrations/exchange';

// The ledger (migrations 0043, 0052, 0082): one entry per allotment the exchange reports, never two.
// The allotment statement is applied as it comes; the exchange's order number is the key, so a
// statement read again, or two processes applying it at once, record each allotment once.
// Purchases add units; redemptions (BuySell R) take them away: their units are recorded negative
// and their amount is the redemption's value; their STT, payout day and (once the exchange
// reports it) the day paid out are recorded with them, paid_out_on set once (decision 0107); an
// outflow's exit load too (decision 0124): the money paid out is amount − exit_load − stt.

export interface ApplyStatementResult {
  /** Entries written now. */
  recorded: number;
  /** Allotments the ledger already had, as reported. */
  alreadyRecorded: number;
  /** Order numbers whose ledger entry differs from the statement row (for reconciliation). */
  differing: string[];
}

interface EntryRow {
  exchange_order_no: string;
  folio_no: string;
  nav: string;
  units: string;
  amount: string;
}

export type LedgerKind = 'purchase' | 'redemption' | 'stp_out' | 'stp_in' | 'swp';

/**
 * A statement row's kind (migration 0076): STP legs (OrderType STP) are stp_out (BuySell R) and
 * stp_in (P), SWP instalments (OrderType SWP) swp; everything else a purchase or a redemption.
 * Outs are signed negative as redemptions are.
 */
export function ledgerKindOf(r: Pick<AllotmentStatementRow, 'OrderType' | 'BuySell'>): LedgerKind {
  if (r.OrderType === 'STP') return r.BuySell === 'P' ? 'stp_in' : 'stp_out';
  if (r.OrderType === 'SWP' && r.BuySell === 'R') return 'swp';
  return r.BuySell === 'P' ? 'purchase' : 'redemption';
}

export type LedgerOrderType = 'lumpsum' | 'sip' | 'redemption' | 'stp_in' | 'stp_out' | 'swp' | 'switch_in' | 'switch_out';

/**
 * The kind of order a statement row came from (migration 0082, docs/decisions/0122), from BSE's
 * OrderType and BuySell: SIP instalments' child orders are SIP (the sandbox's XSIP children
 * too), STP legs STP, SWP instalments SWP, a switch's legs SWITCH (out R, in P); anything else a
 * lumpsum purchase or a redemption. Transactions labels the rows no order of ours placed by it.
 */
export function ledgerOrderTypeOf(r: Pick<AllotmentStatementRow, 'OrderType' | 'BuySell'>): LedgerOrderType {
  const type = r.OrderType.trim().toUpperCase();
  const buy = r.BuySell === 'P';
  if (type === 'STP') return buy ? 'stp_in' : 'stp_out';
  if (type === 'SWP' && !buy) return 'swp';
  if (type === 'SWITCH') return buy ? 'switch_in' : 'switch_out';
  if (buy) return type === 'SIP' || type === 'XSIP' || type === 'ISIP' ? 'sip' : 'lumpsum';
  return 'redemption';
}

/** Records the allotments (purchases and redemptions) of a statement in the ledger, idempotently. */
export async function applyAllotmentStatement(
  database: { db: LedgerDb },
  statement: readonly AllotmentStatementRow[],
  clock: Clock,
): Promise<ApplyStatementResult> {
  const valid = statement.filter((r) => (r.BuySell === 'P' || r.BuySell === 'R') && r.ValidFlag === 'Y');
  if (!valid.length) return { recorded: 0, alreadyRecorded: 0, differing: [] };
  const db = database.db;
  const rows = valid.map((r) => ({
    order_no: r.OrderNo,
    kind: ledgerKindOf(r),
    order_type: ledgerOrderTypeOf(r),
    ucc: r.ClientCode,
    scheme_code: r.SchemeCode,
    isin: r.ISIN || null,
    folio_no: r.FolioNo,
    order_date: r.OrderDate,
    nav_date: r.NavDate,
    nav: r.AllottedNav,
    // Signed: a redemption's units leave the holding.
    units: r.BuySell === 'P' ? r.AllottedUnit : toDecimal(r.AllottedUnit).negated().toString(),
    amount: r.AllottedAmt,
    stamp_duty: r.StampDuty,
    reported_on: r.ReportDate,
    stt: r.Stt || '0',
    exit_load: r.ExitLoad || '0',
    payout_due_on: r.PayoutDate || null,
    paid_out_on: r.PaidOutOn || null,
  }));
  const json = JSON.stringify(rows);
  const inserted = await rowsOf<{ exchange_order_no: string }>(db, sql`
    INSERT INTO ledger_entry (exchange_order_no, kind, ucc, scheme_code, isin, folio_no, order_date, nav_date, nav, units,
                              amount, stamp_duty, reported_on, recorded_at, stt, payout_due_on, paid_out_on, order_type, exit_load)
    SELECT x.order_no, x.kind, x.ucc, x.scheme_code, x.isin, x.folio_no, x.order_date, x.nav_date, x.nav, x.units,
           x.amount, x.stamp_duty, x.reported_on, ${clock.now().toISOString()}::timestamptz, x.stt, x.payout_due_on, x.paid_out_on, x.order_type, x.exit_load
    FROM json_to_recordset(${json}::json) AS x(order_no bigint, kind text, ucc text, scheme_code text, isin text, folio_no text,
      order_date date, nav_date date, nav numeric, units numeric, amount numeric, stamp_duty numeric, reported_on date,
      stt numeric, payout_due_on date, paid_out_on date, order_type text, exit_load numeric)
    ON CONFLICT (exchange_order_no) DO NOTHING
    RETURNING exchange_order_no::text`);
  // A payout reported after the entry was recorded: its day, written once.
  const paid = rows.filter((r) => r.paid_out_on !== null);
  if (paid.length) {
    await db.execute(sql`
      UPDATE ledger_entry e SET paid_out_on = x.paid_out_on
      FROM json_to_recordset(${JSON.stringify(paid)}::json) AS x(order_no bigint, paid_out_on date)
      WHERE e.exchange_order_no = x.order_no AND e.kind = 'redemption' AND e.paid_out_on IS NULL`);
  }
  const fresh = new Set(inserted.map((r) => r.exchange_order_no));
  const existing = await rowsOf<EntryRow>(db, sql`
    SELECT exchange_order_no::text, folio_no, nav::text, units::text, amount::text FROM ledger_entry
    WHERE exchange_order_no = ANY(${`{${rows.map((r) => r.order_no).join(',')}}`}::bigint[])`);
  const byNo = new Map(existing.map((e) => [e.exchange_order_no, e]));
  const differing = rows
    .filter((r) => {
      const e = byNo.get(r.order_no);
      if (!e) return true;
      // Compared as decimals: the same value whatever the scale ('40.4980' = '40.498').
      const same = (a: string, b: string) => toDecimal(a).eq(toDecimal(b));
      return (
        e.folio_no !== r.folio_no ||
        !same(e.nav, r.nav) ||
        !same(e.units, r.units) ||
        !same(e.amount, r.amount)
      );
    })
    .map((r) => r.order_no);
  return { recorded: fresh.size, alreadyRecorded: rows.length - fresh.size, differing };
}
