import {
  DEFAULT_UNIT_PRECISION,
  LIQUID_RULE_SUB_CATEGORIES,
  PURCHASE_CUT_OFF_IST,
  type NavCutOffClass,
} from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ExchangeSchemeMasterRow, SchemeMasterPort } from './scheme-master';
import { rowsOf } from '../../db/rows';

// The sandbox exchange's scheme master, in BSE's columns (migration 0040), one row per catalogue
// scheme. The facts the catalogue already holds from its BSE-style defaults (features/catalogue/
// import/scheme-master.ts: minimums, multiples, flags, SIP dates) are copied, not worked out a
// second time; the columns only the exchange has (cut-off, maximums, settlement type, exit load,
// lock-in, instalment numbers, unit precision) follow the documented rules below
// (docs/decisions/0051).

/** A row of sandbox_exchange_scheme_master as read (numbers as decimal strings). */
export interface SandboxSchemeMasterRow {
  unique_no: number;
  scheme_code: string;
  amc_code: string;
  scheme_type: string;
  scheme_plan: string;
  scheme_name: string;
  purchase_allowed: 'Y' | 'N';
  minimum_purchase_amount: string;
  additional_purchase_amount: string;
  purchase_amount_multiplier: string;
  purchase_cutoff_time: string;
  settlement_type: string;
  exit_load: string | null;
  lock_in_period: string | null;
  sip_dates: string;
  unit_precision: number;
  nav_cutoff_class: NavCutOffClass;
}

/** The exchange's ceilings, above anything the product lets an investor enter (spec 3 §9: ₹1 crore). */
export const SANDBOX_MAXIMUM_PURCHASE_AMOUNT = '99999999.00';
export const SANDBOX_MAXIMUM_REDEMPTION_AMOUNT = '99999999.00';
export const SANDBOX_MAXIMUM_REDEMPTION_QTY = '99999999.9999';
/** BSE's SIP master: monthly SIPs need 6 instalments at least, 360 at most ("until cancelled"). */
export const SIP_MINIMUM_INSTALLMENT_NUMBERS = 6;
export const SIP_MAXIMUM_INSTALLMENT_NUMBERS = 360;
/** STP and SWP: ₹500 a instalment, 6 instalments at least. */
export const SYSTEMATIC_MINIMUM_INSTALLMENT_AMOUNT = '500.00';
export const SYSTEMATIC_MINIMUM_INSTALLMENT_NUMBERS = 6;

const ELSS = 'ELSS (Tax Savings)';

/**
 * The master's columns from the catalogue's, one SELECT (set-based: a real catalogue has ~15,700
 * schemes, and the JSON round trip of a row-by-row derivation took 11 s on PGlite). The rules are
 * decision 0051's; the catalogue's own scheme-master facts are copied as they are.
 */
function derivedRows() {
  const liquid = sql`s.sub_category = ANY(${`{${LIQUID_RULE_SUB_CATEGORIES.map((c) => `"${c}"`).join(',')}}`}::text[])`;
  const yn = (flag: string) => sql.raw(`CASE WHEN s.${flag} THEN 'Y' ELSE 'N' END`);
  const exitLoad = sql`CASE
      WHEN s.sub_category = 'Liquid' THEN 'Graded, day 1 0.0070% to day 6 0.0045%, nil from day 7'
      WHEN s.category = 'Equity' AND s.sub_category <> ${ELSS} THEN '1% if redeemed within 365 days'
      WHEN s.category = 'Allocation' AND s.sub_category <> 'Less than 1 Year' THEN '1% if redeemed within 365 days'
    END`;
  const code = sql`s.amfi_code || '-' || CASE WHEN s.plan = 'Regular' THEN 'RG' ELSE 'DP' END || '-' || CASE WHEN s.option = 'IDCW' THEN 'DR' ELSE 'GR' END`;
  return sql`
    SELECT s.amfi_code AS unique_no, ${code} AS scheme_code, s.amfi_code::text AS rta_scheme_code,
      s.amfi_code::text AS amc_scheme_code, s.isin_growth AS isin,
      left(regexp_replace(a.name, '[^A-Za-z0-9]', '', 'g') || '_MF', 40) AS amc_code,
      CASE WHEN s.sub_category = ${ELSS} THEN 'ELSS' WHEN ${liquid} THEN 'LIQUID' ELSE upper(s.category) END AS scheme_type,
      CASE WHEN s.plan = 'Regular' THEN 'NORMAL' ELSE 'DIRECT' END AS scheme_plan,
      s.name AS scheme_name, ${yn('purchase_allowed')} AS purchase_allowed, 'DP' AS purchase_transaction_mode,
      COALESCE(s.min_lumpsum_amount, 5000) AS minimum_purchase_amount,
      COALESCE(s.min_additional_amount, 1000) AS additional_purchase_amount,
      ${SANDBOX_MAXIMUM_PURCHASE_AMOUNT}::numeric AS maximum_purchase_amount,
      COALESCE(s.lumpsum_multiple, 1) AS purchase_amount_multiplier,
      CASE WHEN ${liquid} THEN ${PURCHASE_CUT_OFF_IST.liquid} ELSE ${PURCHASE_CUT_OFF_IST.standard} END AS purchase_cutoff_time,
      ${yn('redeem_allowed')} AS redemption_allowed, 'DP' AS redemption_transaction_mode,
      COALESCE(s.min_redemption_units, 0.001) AS minimum_redemption_qty,
      COALESCE(s.redemption_units_multiple, 0.001) AS redemption_qty_multiplier,
      ${SANDBOX_MAXIMUM_REDEMPTION_QTY}::numeric AS maximum_redemption_qty,
      COALESCE(s.min_redemption_amount, 1000) AS redemption_amount_minimum,
      ${SANDBOX_MAXIMUM_REDEMPTION_AMOUNT}::numeric AS redemption_amount_maximum,
      COALESCE(s.redemption_amount_multiple, 1) AS redemption_amount_multiple,
      -- Redemptions have a 3 PM cut-off in every scheme, liquid ones included.
      ${PURCHASE_CUT_OFF_IST.standard} AS redemption_cutoff_time,
      -- A registrar by AMC, deterministic (CAMS and KFintech serve about half the AMCs each).
      CASE WHEN length(a.name) % 2 = 0 THEN 'CAMS' ELSE 'KFINTECH' END AS rta_agent_code,
      1 AS amc_active_flag, CASE WHEN s.option = 'IDCW' THEN 'Y' ELSE 'Z' END AS dividend_reinvestment_flag,
      ${yn('sip_allowed')} AS sip_flag, ${yn('stp_allowed')} AS stp_flag, ${yn('swp_allowed')} AS swp_flag,
      ${yn('switch_allowed')} AS switch_flag,
      CASE WHEN ${liquid} THEN 'L0' ELSE 'MF' END AS settlement_type, NULL::text AS amc_ind,
      CASE WHEN ${liquid} THEN 1000 ELSE 10 END AS face_value,
      s.launch_date AS start_date, CASE WHEN s.fund_type = 'open' THEN NULL ELSE s.closure_date END AS end_date,
      CASE WHEN (${exitLoad}) IS NULL THEN 'N' ELSE 'Y' END AS exit_load_flag, ${exitLoad} AS exit_load,
      CASE WHEN s.sub_category = ${ELSS} THEN 'Y' ELSE 'N' END AS lock_in_period_flag,
      CASE WHEN s.sub_category = ${ELSS} THEN '3 Years' END AS lock_in_period,
      ${code} AS channel_partner_code, NULL::date AS reopening_date,
      -- The MONTHLY entry's dates of sipData (domain catalogue/sip-data.ts: FREQUENCY,min,multiple,d:d:…).
      CASE WHEN s.sip_allowed
           THEN replace(COALESCE(substring(s.sip_data FROM 'MONTHLY,[^,#]*,[^,#]*,([0-9:]*)'), ''), ':', ',') ELSE '' END AS sip_dates,
      COALESCE(s.min_sip_amount, 500) AS sip_minimum_installment_amount,
      ${SANDBOX_MAXIMUM_PURCHASE_AMOUNT}::numeric AS sip_maximum_installment_amount,
      COALESCE(s.sip_multiple, 1) AS sip_multiplier_amount,
      ${SIP_MINIMUM_INSTALLMENT_NUMBERS}::int AS sip_minimum_installment_numbers,
      ${SIP_MAXIMUM_INSTALLMENT_NUMBERS}::int AS sip_maximum_installment_numbers,
      ${SYSTEMATIC_MINIMUM_INSTALLMENT_AMOUNT}::numeric AS stp_minimum_installment_amount,
      ${SYSTEMATIC_MINIMUM_INSTALLMENT_NUMBERS}::int AS stp_minimum_installment_numbers,
      ${SYSTEMATIC_MINIMUM_INSTALLMENT_AMOUNT}::numeric AS swp_minimum_installment_amount,
      ${SYSTEMATIC_MINIMUM_INSTALLMENT_NUMBERS}::int AS swp_minimum_installment_numbers,
      ${DEFAULT_UNIT_PRECISION}::int AS unit_precision,
      CASE WHEN ${liquid} THEN 'liquid' ELSE 'standard' END AS nav_cutoff_class
    FROM scheme s JOIN amc a ON a.id = s.amc_id`;
}

const COLUMNS = [
  'unique_no',
  'scheme_code',
  'rta_scheme_code',
  'amc_scheme_code',
  'isin',
  'amc_code',
  'scheme_type',
  'scheme_plan',
  'scheme_name',
  'purchase_allowed',
  'purchase_transaction_mode',
  'minimum_purchase_amount',
  'additional_purchase_amount',
  'maximum_purchase_amount',
  'purchase_amount_multiplier',
  'purchase_cutoff_time',
  'redemption_allowed',
  'redemption_transaction_mode',
  'minimum_redemption_qty',
  'redemption_qty_multiplier',
  'maximum_redemption_qty',
  'redemption_amount_minimum',
  'redemption_amount_maximum',
  'redemption_amount_multiple',
  'redemption_cutoff_time',
  'rta_agent_code',
  'amc_active_flag',
  'dividend_reinvestment_flag',
  'sip_flag',
  'stp_flag',
  'swp_flag',
  'switch_flag',
  'settlement_type',
  'amc_ind',
  'face_value',
  'start_date',
  'end_date',
  'exit_load_flag',
  'exit_load',
  'lock_in_period_flag',
  'lock_in_period',
  'channel_partner_code',
  'reopening_date',
  'sip_dates',
  'sip_minimum_installment_amount',
  'sip_maximum_installment_amount',
  'sip_multiplier_amount',
  'sip_minimum_installment_numbers',
  'sip_maximum_installment_numbers',
  'stp_minimum_installment_amount',
  'stp_minimum_installment_numbers',
  'swp_minimum_installment_amount',
  'swp_minimum_installment_numbers',
  'unit_precision',
  'nav_cutoff_class',
] as const;

/**
 * Brings the sandbox scheme master in line with the catalogue: a row for every scheme, updated
 * where the catalogue changed, none for a scheme the catalogue no longer has. Idempotent; returns
 * the rows written. Runs at catalogue load (loadCatalogue) and may be run again at any time.
 */
export async function syncSandboxSchemeMaster(database: Pick<Database, 'db'>): Promise<number> {
  const db = database.db;
  const list = sql.raw(COLUMNS.join(', '));
  const updates = sql.raw(
    COLUMNS.filter((c) => c !== 'unique_no')
      .map((c) => `${c} = EXCLUDED.${c}`)
      .join(', '),
  );
  const changed = sql.raw(
    COLUMNS.filter((c) => c !== 'unique_no')
      .map((c) => `m.${c} IS DISTINCT FROM EXCLUDED.${c}`)
      .join(' OR '),
  );
  const written = await rowsOf<{ unique_no: number }>(
    db,
    sql`
    INSERT INTO sandbox_exchange_scheme_master AS m (${list})
    SELECT ${list} FROM (${derivedRows()}) AS x
    ON CONFLICT (unique_no) DO UPDATE SET ${updates}, updated_at = now()
    WHERE ${changed}
    RETURNING m.unique_no`,
  );
  await db.execute(sql`
    DELETE FROM sandbox_exchange_scheme_master m
    WHERE NOT EXISTS (SELECT 1 FROM scheme s WHERE s.amfi_code = m.unique_no)`);
  return written.length;
}

/** True when some catalogue scheme has no sandbox scheme-master row (or a row outlived its scheme). */
export async function sandboxSchemeMasterIncomplete(
  database: Pick<Database, 'db'>,
): Promise<boolean> {
  const [row] = await rowsOf<{ differ: boolean }>(
    database.db,
    sql`
    SELECT (SELECT count(*) FROM scheme) <> (SELECT count(*) FROM sandbox_exchange_scheme_master)
        OR EXISTS (SELECT 1 FROM scheme s WHERE NOT EXISTS
                     (SELECT 1 FROM sandbox_exchange_scheme_master m WHERE m.unique_no = s.amfi_code)) AS differ`,
  );
  return row?.differ ?? true;
}

/**
 * The sandbox exchange answering the scheme-master port (docs/decisions/0162): its own table in
 * the exchange's fields, as a real exchange's master file would be read.
 */
export class SandboxSchemeMaster implements SchemeMasterPort {
  constructor(private readonly database: Database) {}

  schemeMaster(): Promise<ExchangeSchemeMasterRow[]> {
    return rowsOf<ExchangeSchemeMasterRow>(
      this.database.db,
      sql`SELECT scheme_code AS "SchemeCode", unique_no AS "UniqueNo", isin AS "ISIN", purchase_allowed AS "PurchaseAllowed",
                 redemption_allowed AS "RedemptionAllowed", minimum_redemption_qty::text AS "MinimumRedemptionQty",
                 redemption_qty_multiplier::text AS "RedemptionQtyMultiplier", redemption_amount_minimum::text AS "RedemptionAmountMinimum",
                 redemption_amount_multiple::text AS "RedemptionAmountMultiple", sip_flag AS "SIPFLAG", stp_flag AS "STPFLAG",
                 swp_flag AS "SWPFLAG", switch_flag AS "SwitchFLAG", exit_load_flag AS "ExitLoadFlag", exit_load AS "ExitLoad",
                 lock_in_period_flag AS "LockInPeriodFlag", lock_in_period AS "LockInPeriod"
          FROM sandbox_exchange_scheme_master ORDER BY scheme_code`,
    );
  }
}
