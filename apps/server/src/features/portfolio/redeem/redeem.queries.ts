import type { SignedLedgerRow } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import type { DbOrTx } from '../../../integrations/notifications';

// The Redeem feature's reads: the holding's scheme and limits (the product's scheme facts, copied
// from the exchange's master through its port: decision 0162), its ledger entries (for the FIFO
// lots), its NAV.

export interface HoldingScheme {
  scheme_code: string;
  amfi_code: number;
  scheme_name: string;
  category: string;
  sub_category: string;
  fund_type: string;
  launch_date: string | null;
  redemption_allowed: boolean;
  minimum_redemption_qty: string;
  redemption_qty_multiplier: string;
  redemption_amount_minimum: string;
  redemption_amount_multiple: string;
  /** The exchange's flag as the dialog shows it ('Y'/'N'). */
  exit_load_flag: 'Y' | 'N';
  exit_load: string | null;
  /** Years the units are locked in (ELSS: 3), or null. */
  lock_in_years: number | null;
  nav: string | null;
  nav_date: string | null;
}

/**
 * The scheme of a folio's holding by ISIN, when the caller's client code holds (or held) it: none
 * for another investor's folio (the route's ownership check).
 */
export async function holdingScheme(db: DbOrTx, ucc: string, folioNo: string, isin: string): Promise<HoldingScheme | undefined> {
  const [row] = await rowsOf<HoldingScheme>(
    db,
    sql`
    SELECT f.scheme_code, f.amfi_code, s.name AS scheme_name, s.category, s.sub_category, s.fund_type,
           s.launch_date::text, f.redemption_allowed, f.minimum_redemption_qty::text, f.redemption_qty_multiplier::text,
           f.redemption_amount_minimum::text, f.redemption_amount_multiple::text,
           CASE WHEN f.exit_load_flag THEN 'Y' ELSE 'N' END AS exit_load_flag, f.exit_load, f.lock_in_years,
           n.nav::text, n.nav_date::text
    FROM (SELECT DISTINCT scheme_code FROM ledger_entry WHERE ucc = ${ucc} AND folio_no = ${folioNo} AND isin = ${isin}) e
    JOIN scheme_facts f ON f.scheme_code = e.scheme_code
    JOIN scheme s ON s.amfi_code = f.amfi_code
    LEFT JOIN LATERAL (SELECT nav, nav_date FROM nav_history WHERE amfi_code = f.amfi_code ORDER BY nav_date DESC LIMIT 1) n ON true
    ORDER BY f.scheme_code LIMIT 1`,
  );
  return row;
}

/** The holding's ledger rows as the domain's SignedLedgerRow reads them (units signed). */
export function holdingEntries(db: DbOrTx, ucc: string, folioNo: string, schemeCode: string): Promise<SignedLedgerRow[]> {
  return rowsOf<SignedLedgerRow>(
    db,
    sql`SELECT exchange_order_no::text AS "orderNo", kind, scheme_code AS "schemeCode", isin, folio_no AS "folioNo",
               nav_date::text AS date, nav::text, units::text, amount::text, stamp_duty::text AS "stampDuty", stt::text
        FROM ledger_entry WHERE ucc = ${ucc} AND folio_no = ${folioNo} AND scheme_code = ${schemeCode}`,
  );
}

/** The investor's client code, with the profile row locked when `lock` (the per-investor lock of orders). */
export async function investorUcc(db: DbOrTx, userId: string, lock: boolean): Promise<string | undefined> {
  const [row] = await rowsOf<{ ucc: string | null }>(
    db,
    lock
      ? sql`SELECT ucc FROM investor_profile WHERE user_id = ${userId} FOR UPDATE`
      : sql`SELECT ucc FROM investor_profile WHERE user_id = ${userId}`,
  );
  return row?.ucc ?? undefined;
}
