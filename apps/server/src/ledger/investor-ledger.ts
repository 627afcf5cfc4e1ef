import { isLedgerEntryKind, type LedgerEntry, type LedgerEntryKind } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

// An investor's ledger, read for the portfolio (issue 12 §1, docs/decisions/0103): every entry of
// one exchange client code (optionally one folio and scheme) in date order, in the domain's
// portfolio-entry shape (units always positive, the kind says the direction), with the facts of
// each scheme the screens need. Holdings, lots, returns and lock-ins are computed from these by
// the domain; nothing here is a running total.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type LedgerDb = Db | Tx;

/**
 * One ledger entry as the domain's portfolio math reads it (packages/domain/src/portfolio/
 * ledger-entry.ts): decimal strings, the NAV date, units always positive (the kind says the
 * direction), an outflow's STT and exit load as recorded (decision 0124).
 */
export type InvestorLedgerEntry = LedgerEntry;

/** The facts of a scheme an investor holds, as the portfolio screens show them (catalogue and NAV history). */
export interface HeldScheme {
  schemeCode: string;
  /** AMFI code: the scheme's public id (schemeId). */
  amfiCode: number;
  schemeName: string;
  isin: string | null;
  amcName: string;
  category: string;
  subCategory: string;
  fundType: 'open' | 'closed' | 'interval';
  /** An ELSS scheme: each allotment is locked in for 3 years. */
  isElss: boolean;
  launchDate: string | null;
  /** The latest published NAV and its date; null when none is published yet. */
  latestNav: string | null;
  latestNavDate: string | null;
  /** The NAV before it (for today's change), or null. */
  previousNav: string | null;
  previousNavDate: string | null;
  purchaseAllowed: boolean;
  redeemAllowed: boolean;
  stpAllowed: boolean;
  sipAllowed: boolean;
  minLumpsumAmount: string | null;
  minAdditionalAmount: string | null;
  minSipAmount: string | null;
  sipData: string | null;
  minRedemptionAmount: string | null;
  redemptionAmountMultiple: string | null;
  minRedemptionUnits: string | null;
  redemptionUnitsMultiple: string | null;
}

export interface InvestorLedger {
  entries: InvestorLedgerEntry[];
  /** By exchange scheme code, for every scheme an entry names that the catalogue knows. */
  schemes: Map<string, HeldScheme>;
}

export interface LedgerFilter {
  folioNo?: string;
  schemeCode?: string;
}

/** A ledger row as ledgerEntriesOf reads it, in this order (all text but the isin, which may be null). */
type EntryRow = [
  orderNo: string,
  kind: string,
  schemeCode: string,
  isin: string | null,
  folioNo: string,
  date: string,
  nav: string,
  units: string,
  amount: string,
  stampDuty: string,
  stt: string,
  exitLoad: string,
];

interface SchemeRow {
  scheme_code: string;
  amfi_code: number;
  name: string;
  isin: string | null;
  amc_name: string;
  category: string;
  sub_category: string;
  amfi_category: string | null;
  /** The scheme facts' lock-in (ELSS: 3), null when none (decision 0162). */
  lock_in_years: number | null;
  fund_type: 'open' | 'closed' | 'interval';
  launch_date: string | null;
  latest_nav: string | null;
  latest_nav_date: string | null;
  previous_nav: string | null;
  previous_nav_date: string | null;
  purchase_allowed: boolean;
  redeem_allowed: boolean;
  stp_allowed: boolean;
  sip_allowed: boolean;
  min_lumpsum_amount: string | null;
  min_additional_amount: string | null;
  min_sip_amount: string | null;
  sip_data: string | null;
  min_redemption_amount: string | null;
  redemption_amount_multiple: string | null;
  min_redemption_units: string | null;
  redemption_units_multiple: string | null;
}


/** The AMFI code in an exchange scheme code (`120503-DP-GR`, decision 0051). */
export function amfiCodeOfSchemeCode(schemeCode: string): number | null {
  const m = /^(\d{1,9})-/.exec(schemeCode);
  return m ? Number(m[1]) : null;
}

function kindOf(kind: string): LedgerEntryKind {
  if (isLedgerEntryKind(kind)) return kind;
  throw new Error(`ledger entry of an unknown kind: ${kind}`);
}

/**
 * The entries of one investor (by ucc), optionally of one folio and scheme, oldest first.
 *
 * One row comes back, the entries as one JSON array of arrays of text (decimals as PostgreSQL
 * writes numeric: exact, never a JSON number): decoding a result set field by field cost more
 * than everything else the statement does (PGlite: 2,540 entries × 10 fields ~40 ms of CPU, the
 * same entries as one JSON text ~14 ms; docs/benchmarks.md, decision 0120).
 */
export async function ledgerEntriesOf(db: LedgerDb, ucc: string, filter: LedgerFilter = {}): Promise<InvestorLedgerEntry[]> {
  const [row] = await rowsOf<{ entries: string }>(
    db,
    sql`SELECT coalesce(json_agg(json_build_array(exchange_order_no::text, kind, scheme_code, isin, folio_no,
                                                  to_char(nav_date, 'YYYY-MM-DD'), nav::text, abs(units)::text, amount::text,
                                                  stamp_duty::text, stt::text, exit_load::text)
                                 ORDER BY nav_date, id), '[]')::text AS entries
        FROM ledger_entry
        WHERE ucc = ${ucc}
          ${filter.folioNo !== undefined ? sql`AND folio_no = ${filter.folioNo}` : sql``}
          ${filter.schemeCode !== undefined ? sql`AND scheme_code = ${filter.schemeCode}` : sql``}`,
  );
  const rows = JSON.parse(row?.entries ?? '[]') as EntryRow[];
  return rows.map(([orderNo, kind, schemeCode, isin, folioNo, date, nav, units, amount, stampDuty, stt, exitLoad]) => ({
    orderNo,
    kind: kindOf(kind),
    schemeCode,
    isin,
    folioNo,
    date,
    nav,
    units,
    amount,
    stampDuty,
    stt,
    exitLoad,
  }));
}

/** The catalogue facts and the latest two NAVs of the schemes named by exchange scheme code. */
export async function heldSchemes(db: LedgerDb, schemeCodes: readonly string[]): Promise<Map<string, HeldScheme>> {
  const wanted = [...new Set(schemeCodes)]
    .map((code) => [code, amfiCodeOfSchemeCode(code)] as const)
    .filter((p): p is readonly [string, number] => p[1] !== null);
  if (!wanted.length) return new Map();
  const json = JSON.stringify(wanted.map(([code, amfi]) => ({ code, amfi })));
  const rows = await rowsOf<SchemeRow>(
    db,
    sql`SELECT w.code AS scheme_code, s.amfi_code, s.name, s.isin_growth AS isin, a.name AS amc_name, s.category, s.sub_category,
               s.amfi_category, f.lock_in_years, s.fund_type, to_char(s.launch_date, 'YYYY-MM-DD') AS launch_date,
               n1.nav::text AS latest_nav, to_char(n1.nav_date, 'YYYY-MM-DD') AS latest_nav_date,
               n2.nav::text AS previous_nav, to_char(n2.nav_date, 'YYYY-MM-DD') AS previous_nav_date,
               s.purchase_allowed, s.redeem_allowed, s.stp_allowed, s.sip_allowed,
               s.min_lumpsum_amount::text, s.min_additional_amount::text, s.min_sip_amount::text, s.sip_data,
               s.min_redemption_amount::text, s.redemption_amount_multiple::text, s.min_redemption_units::text,
               s.redemption_units_multiple::text
        FROM json_to_recordset(${json}::json) AS w(code text, amfi integer)
        JOIN scheme s ON s.amfi_code = w.amfi
        JOIN amc a ON a.id = s.amc_id
        LEFT JOIN scheme_facts f ON f.scheme_code = w.code
        LEFT JOIN LATERAL (SELECT nav, nav_date FROM nav_history h WHERE h.amfi_code = s.amfi_code ORDER BY nav_date DESC LIMIT 1) n1 ON true
        LEFT JOIN LATERAL (SELECT nav, nav_date FROM nav_history h WHERE h.amfi_code = s.amfi_code AND h.nav_date < n1.nav_date
                           ORDER BY nav_date DESC LIMIT 1) n2 ON true`,
  );
  return new Map(
    rows.map((r) => [
      r.scheme_code,
      {
        schemeCode: r.scheme_code,
        amfiCode: Number(r.amfi_code),
        schemeName: r.name,
        isin: r.isin,
        amcName: r.amc_name,
        category: r.category,
        subCategory: r.sub_category,
        fundType: r.fund_type,
        // The lock-in from the product's scheme facts, the one source (decision 0162).
        isElss: r.lock_in_years !== null,
        launchDate: r.launch_date,
        latestNav: r.latest_nav,
        latestNavDate: r.latest_nav_date,
        previousNav: r.previous_nav,
        previousNavDate: r.previous_nav_date,
        purchaseAllowed: r.purchase_allowed,
        redeemAllowed: r.redeem_allowed,
        stpAllowed: r.stp_allowed,
        sipAllowed: r.sip_allowed,
        minLumpsumAmount: r.min_lumpsum_amount,
        minAdditionalAmount: r.min_additional_amount,
        minSipAmount: r.min_sip_amount,
        sipData: r.sip_data,
        minRedemptionAmount: r.min_redemption_amount,
        redemptionAmountMultiple: r.redemption_amount_multiple,
        minRedemptionUnits: r.min_redemption_units,
        redemptionUnitsMultiple: r.redemption_units_multiple,
      },
    ]),
  );
}

/** An investor's ledger entries (oldest first) with the facts of every scheme they name. */
export async function investorLedger(db: LedgerDb, ucc: string, filter: LedgerFilter = {}): Promise<InvestorLedger> {
  const entries = await ledgerEntriesOf(db, ucc, filter);
  const schemes = await heldSchemes(
    db,
    entries.map((e) => e.schemeCode),
  );
  return { entries, schemes };
}
