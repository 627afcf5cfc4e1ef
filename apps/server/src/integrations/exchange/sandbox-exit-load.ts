import { fifoLots, parseExitLoad, redemptionCharges, schemeTaxClass, type LedgerEntry, type RedemptionCharges } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type SqlRunner } from '../../db/rows';

// The charges the sandbox exchange takes from a redemption, an STP-out or an SWP at settlement
// (docs/decisions/0124): the scheme master's exit load, FIFO over the folio's lots by their age at
// the NAV date, and STT where it applies (the domain's redemptionCharges, which runs the same
// estimateExitLoad the Redeem dialog shows): on equity-oriented units by the scheme's tax class,
// which the sandbox, playing the registrar, reads with the domain's schemeTaxClass from the
// scheme's facts (docs/decisions/0153). The lots are the folio's own statement rows, folded
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
  scheme: SandboxSchemeTaxRow;
}

/** The columns a settlement query selects for the tax class: the catalogue's scheme row and the master's scheme type. */
export interface SandboxSchemeTaxRow {
  scheme_name: string;
  amfi_category: string | null;
  isin_growth: string | null;
  isin_reinvestment: string | null;
  category: string;
  sub_category: string;
  scheme_type: string | null;
}

/** The SELECT list for SandboxSchemeTaxRow, from `scheme s` and `sandbox_exchange_scheme_master m`. */
export const SCHEME_TAX_COLUMNS = sql.raw(
  's.name AS scheme_name, s.amfi_category, s.isin_growth, s.isin_reinvestment, s.category, s.sub_category, m.scheme_type',
);

function taxClassOf(row: SandboxSchemeTaxRow) {
  return schemeTaxClass({
    schemeName: row.scheme_name,
    amfiCategory: row.amfi_category,
    isin: row.isin_growth,
    isinReinvestment: row.isin_reinvestment,
    category: row.category,
    subCategory: row.sub_category,
    exchangeSchemeType: row.scheme_type,
  }).taxClass;
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
    taxClass: taxClassOf(r.scheme),
    exitLoadRule: parseExitLoad(r.exitLoadFlag, r.exitLoad),
    lots,
  });
}
