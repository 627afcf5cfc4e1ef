import { fifoLots, parseExitLoad, redemptionCharges, type LedgerEntry, type RedemptionCharges, type SchemeClass } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type SqlRunner } from './sandbox-sql';

// The charges the sandbox exchange takes from a redemption, an STP-out or an SWP at settlement
// (docs/decisions/0124): the scheme master's exit load, FIFO over the folio's lots by their age at
// the NAV date, and STT where it applies (the domain's redemptionCharges, which runs the same
// estimateExitLoad the Redeem dialog shows). The lots are the folio's own statement rows, folded
// by the domain's fifoLots, before this redemption.

interface StatementLotRow {
  order_no: string;
  buy_sell: 'P' | 'R';
  nav_date: string;
  nav: string;
  units: string;
  amount: string;
}

export interface SandboxRedemption {
  folioNo: string;
  schemeCode: string;
  navDate: string;
  nav: string;
  units: string;
  /** The statement's AllottedAmt: the amount asked, or units × NAV truncated. */
  value: string;
  exitLoadFlag: string | null;
  exitLoad: string | null;
  scheme: SchemeClass;
}

export async function sandboxRedemptionCharges(tx: SqlRunner, r: SandboxRedemption): Promise<RedemptionCharges> {
  const rows = await rowsOf<StatementLotRow>(
    tx,
    sql`SELECT order_no::text, buy_sell, nav_date::text, allotted_nav::text AS nav, allotted_unit::text AS units,
               allotted_amt::text AS amount
        FROM sandbox_exchange_allotment
        WHERE folio_no = ${r.folioNo} AND scheme_code = ${r.schemeCode} AND valid_flag = 'Y' AND allotted_unit > 0`,
  );
  const entries: LedgerEntry[] = rows.map((x) => ({
    orderNo: x.order_no,
    kind: x.buy_sell === 'P' ? 'purchase' : 'redemption',
    schemeCode: r.schemeCode,
    isin: null,
    folioNo: r.folioNo,
    date: x.nav_date,
    nav: x.nav,
    units: x.units,
    amount: x.amount,
    stampDuty: '0',
    stt: '0',
  }));
  const folded = fifoLots(entries);
  // A statement that cannot be folded (it never happens: the exchange never oversells) loads nothing.
  const lots = folded.ok ? folded.lots.map((l) => ({ allottedOn: l.date, units: l.units })) : [];
  return redemptionCharges({
    value: r.value,
    units: r.units,
    nav: r.nav,
    navDate: r.navDate,
    scheme: r.scheme,
    exitLoadRule: parseExitLoad(r.exitLoadFlag, r.exitLoad),
    lots,
  });
}
