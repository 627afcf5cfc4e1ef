import { DEFAULT_UNIT_PRECISION, navCutOffClassOf, parseSipData, PURCHASE_CUT_OFF_IST } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from './sandbox-sql';

// The sandbox exchange's scheme master, in BSE's columns (migration 0040), one row per catalogue
// scheme. The facts the catalogue already holds from its BSE-style defaults (features/catalogue/
// import/scheme-master.ts: minimums, multiples, flags, SIP dates) are copied, not worked out a
// second time; the columns only the exchange has (cut-off, maximums, settlement type, exit load,
// lock-in, instalment numbers, unit precision) follow the documented rules below
// (docs/decisions/0051).

/** The catalogue's facts about one scheme, as the sync reads them. */
export interface CatalogueScheme {
  amfi_code: number;
  name: string;
  amc_name: string;
  isin_growth: string | null;
  plan: string | null;
  option: string | null;
  category: string;
  sub_category: string;
  fund_type: 'open' | 'closed' | 'interval';
  launch_date: string | null;
  closure_date: string | null;
  min_lumpsum_amount: string | null;
  lumpsum_multiple: string | null;
  min_additional_amount: string | null;
  min_sip_amount: string | null;
  sip_multiple: string | null;
  sip_data: string | null;
  min_redemption_amount: string | null;
  redemption_amount_multiple: string | null;
  min_redemption_units: string | null;
  redemption_units_multiple: string | null;
  purchase_allowed: boolean;
  redeem_allowed: boolean;
  sip_allowed: boolean;
  stp_allowed: boolean;
  swp_allowed: boolean;
  switch_allowed: boolean;
}

/** A row of sandbox_exchange_scheme_master (numbers as decimal strings). */
export interface SandboxSchemeMasterRow {
  unique_no: number;
  scheme_code: string;
  rta_scheme_code: string;
  amc_scheme_code: string;
  isin: string | null;
  amc_code: string;
  scheme_type: string;
  scheme_plan: string;
  scheme_name: string;
  purchase_allowed: 'Y' | 'N';
  purchase_transaction_mode: string;
  minimum_purchase_amount: string;
  additional_purchase_amount: string;
  maximum_purchase_amount: string;
  purchase_amount_multiplier: string;
  purchase_cutoff_time: string;
  redemption_allowed: 'Y' | 'N';
  redemption_transaction_mode: string;
  minimum_redemption_qty: string;
  redemption_qty_multiplier: string;
  maximum_redemption_qty: string;
  redemption_amount_minimum: string;
  redemption_amount_maximum: string;
  redemption_amount_multiple: string;
  redemption_cutoff_time: string;
  rta_agent_code: string;
  amc_active_flag: number;
  dividend_reinvestment_flag: string;
  sip_flag: 'Y' | 'N';
  stp_flag: 'Y' | 'N';
  swp_flag: 'Y' | 'N';
  switch_flag: 'Y' | 'N';
  settlement_type: string;
  amc_ind: string | null;
  face_value: string;
  start_date: string | null;
  end_date: string | null;
  exit_load_flag: 'Y' | 'N';
  exit_load: string | null;
  lock_in_period_flag: 'Y' | 'N';
  lock_in_period: string | null;
  channel_partner_code: string;
  reopening_date: string | null;
  sip_dates: string;
  sip_minimum_installment_amount: string;
  sip_maximum_installment_amount: string;
  sip_multiplier_amount: string;
  sip_minimum_installment_numbers: number;
  sip_maximum_installment_numbers: number;
  stp_minimum_installment_amount: string;
  stp_minimum_installment_numbers: number;
  swp_minimum_installment_amount: string;
  swp_minimum_installment_numbers: number;
  unit_precision: number;
  nav_cutoff_class: 'standard' | 'liquid';
}

const yn = (flag: boolean): 'Y' | 'N' => (flag ? 'Y' : 'N');

/** The exchange's ceilings, above anything the product lets an investor enter (spec 3 §9: ₹1 crore). */
export const SANDBOX_MAXIMUM_PURCHASE_AMOUNT = '99999999.00';
export const SANDBOX_MAXIMUM_REDEMPTION_AMOUNT = '99999999.00';
export const SANDBOX_MAXIMUM_REDEMPTION_QTY = '99999999.9999';
/** BSE's SIP master: monthly SIPs need 6 instalments at least, 360 at most ("until cancelled"). */
export const SIP_MINIMUM_INSTALLMENT_NUMBERS = 6;
export const SIP_MAXIMUM_INSTALLMENT_NUMBERS = 360;

/** The BSE scheme code of a catalogue scheme: AMFI code, plan (DP direct, RG regular), option (GR growth, DR IDCW). */
export function sandboxSchemeCode(s: Pick<CatalogueScheme, 'amfi_code' | 'plan' | 'option'>): string {
  const plan = s.plan === 'Regular' ? 'RG' : 'DP';
  const option = s.option === 'IDCW' ? 'DR' : 'GR';
  return `${s.amfi_code}-${plan}-${option}`;
}

/** The AMC code as BSE spells them (e.g. HDFCMutualFund_MF). */
function amcCode(amcName: string): string {
  return `${amcName.replace(/[^A-Za-z0-9]/g, '')}_MF`.slice(0, 40);
}

/** A registrar by AMC, deterministic (CAMS and KFintech serve about half the AMCs each). */
function rtaOf(amcName: string): string {
  let h = 0;
  for (const c of amcName) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h % 2 === 0 ? 'CAMS' : 'KFINTECH';
}

function exitLoad(s: CatalogueScheme): string | null {
  if (s.sub_category === 'Liquid') return 'Graded, day 1 0.0070% to day 6 0.0045%, nil from day 7';
  if (s.category === 'Equity' && s.sub_category !== 'ELSS (Tax Savings)') return '1% if redeemed within 365 days';
  if (s.category === 'Allocation' && s.sub_category !== 'Less than 1 Year') return '1% if redeemed within 365 days';
  return null;
}

/** The sandbox scheme master row of one catalogue scheme; the same scheme always gives the same row. */
export function sandboxSchemeMasterRow(s: CatalogueScheme): SandboxSchemeMasterRow {
  const code = sandboxSchemeCode(s);
  const cutOffClass = navCutOffClassOf(s.sub_category);
  const elss = s.sub_category === 'ELSS (Tax Savings)';
  const liquid = cutOffClass === 'liquid';
  const monthly = parseSipData(s.sip_data).monthly;
  const load = exitLoad(s);
  const minSip = s.min_sip_amount ?? '500.00';
  return {
    unique_no: s.amfi_code,
    scheme_code: code,
    rta_scheme_code: String(s.amfi_code),
    amc_scheme_code: String(s.amfi_code),
    isin: s.isin_growth,
    amc_code: amcCode(s.amc_name),
    scheme_type: elss ? 'ELSS' : liquid ? 'LIQUID' : s.category.toUpperCase(),
    scheme_plan: s.plan === 'Regular' ? 'NORMAL' : 'DIRECT',
    scheme_name: s.name,
    purchase_allowed: yn(s.purchase_allowed),
    purchase_transaction_mode: 'DP',
    minimum_purchase_amount: s.min_lumpsum_amount ?? '5000.00',
    additional_purchase_amount: s.min_additional_amount ?? '1000.00',
    maximum_purchase_amount: SANDBOX_MAXIMUM_PURCHASE_AMOUNT,
    purchase_amount_multiplier: s.lumpsum_multiple ?? '1.00',
    purchase_cutoff_time: PURCHASE_CUT_OFF_IST[cutOffClass],
    redemption_allowed: yn(s.redeem_allowed),
    redemption_transaction_mode: 'DP',
    minimum_redemption_qty: s.min_redemption_units ?? '0.0010',
    redemption_qty_multiplier: s.redemption_units_multiple ?? '0.0010',
    maximum_redemption_qty: SANDBOX_MAXIMUM_REDEMPTION_QTY,
    redemption_amount_minimum: s.min_redemption_amount ?? '1000.00',
    redemption_amount_maximum: SANDBOX_MAXIMUM_REDEMPTION_AMOUNT,
    redemption_amount_multiple: s.redemption_amount_multiple ?? '1.00',
    // Redemptions have a 3 PM cut-off in every scheme, liquid ones included.
    redemption_cutoff_time: PURCHASE_CUT_OFF_IST.standard,
    rta_agent_code: rtaOf(s.amc_name),
    amc_active_flag: 1,
    dividend_reinvestment_flag: s.option === 'IDCW' ? 'Y' : 'Z',
    sip_flag: yn(s.sip_allowed),
    stp_flag: yn(s.stp_allowed),
    swp_flag: yn(s.swp_allowed),
    switch_flag: yn(s.switch_allowed),
    settlement_type: liquid ? 'L0' : 'MF',
    amc_ind: null,
    face_value: liquid ? '1000.00' : '10.00',
    start_date: s.launch_date,
    end_date: s.fund_type === 'open' ? null : s.closure_date,
    exit_load_flag: yn(load !== null),
    exit_load: load,
    lock_in_period_flag: yn(elss),
    lock_in_period: elss ? '3 Years' : null,
    channel_partner_code: code,
    reopening_date: null,
    sip_dates: s.sip_allowed ? (monthly?.dates ?? []).join(',') : '',
    sip_minimum_installment_amount: minSip,
    sip_maximum_installment_amount: SANDBOX_MAXIMUM_PURCHASE_AMOUNT,
    sip_multiplier_amount: s.sip_multiple ?? '1.00',
    sip_minimum_installment_numbers: SIP_MINIMUM_INSTALLMENT_NUMBERS,
    sip_maximum_installment_numbers: SIP_MAXIMUM_INSTALLMENT_NUMBERS,
    stp_minimum_installment_amount: '500.00',
    stp_minimum_installment_numbers: 6,
    swp_minimum_installment_amount: '500.00',
    swp_minimum_installment_numbers: 6,
    unit_precision: DEFAULT_UNIT_PRECISION,
    nav_cutoff_class: cutOffClass,
  };
}

const COLUMNS = Object.keys(sandboxSchemeMasterRow({
  amfi_code: 0, name: '', amc_name: '', isin_growth: null, plan: null, option: null, category: '', sub_category: '',
  fund_type: 'open', launch_date: null, closure_date: null, min_lumpsum_amount: null, lumpsum_multiple: null,
  min_additional_amount: null, min_sip_amount: null, sip_multiple: null, sip_data: null, min_redemption_amount: null,
  redemption_amount_multiple: null, min_redemption_units: null, redemption_units_multiple: null,
  purchase_allowed: true, redeem_allowed: true, sip_allowed: true, stp_allowed: true, swp_allowed: true, switch_allowed: true,
})) as (keyof SandboxSchemeMasterRow)[];

const NUMERIC = new Set<string>(['unique_no', 'amc_active_flag', 'sip_minimum_installment_numbers',
  'sip_maximum_installment_numbers', 'stp_minimum_installment_numbers', 'swp_minimum_installment_numbers', 'unit_precision']);

/** json_to_recordset's column list for the rows. */
function recordType(): string {
  return COLUMNS.map((c) => {
    if (NUMERIC.has(c)) return `${c} integer`;
    if (/amount|qty|multiplier|multiple|face_value/.test(c) && c !== 'sip_dates') return `${c} numeric`;
    if (/_date$/.test(c)) return `${c} date`;
    return `${c} text`;
  }).join(', ');
}

/**
 * Brings the sandbox scheme master in line with the catalogue: a row for every scheme, updated
 * where the catalogue changed, none for a scheme the catalogue no longer has. Idempotent; returns
 * the rows written. Runs at catalogue load (loadCatalogue) and may be run again at any time.
 */
export async function syncSandboxSchemeMaster(database: Pick<Database, 'db'>): Promise<number> {
  const db = database.db;
  const schemes = await rowsOf<CatalogueScheme>(db, sql`
    SELECT s.amfi_code, s.name, a.name AS amc_name, s.isin_growth, s.plan, s.option, s.category, s.sub_category,
           s.fund_type, s.launch_date::text AS launch_date, s.closure_date::text AS closure_date,
           s.min_lumpsum_amount::text AS min_lumpsum_amount, s.lumpsum_multiple::text AS lumpsum_multiple,
           s.min_additional_amount::text AS min_additional_amount, s.min_sip_amount::text AS min_sip_amount,
           s.sip_multiple::text AS sip_multiple, s.sip_data, s.min_redemption_amount::text AS min_redemption_amount,
           s.redemption_amount_multiple::text AS redemption_amount_multiple,
           s.min_redemption_units::text AS min_redemption_units,
           s.redemption_units_multiple::text AS redemption_units_multiple,
           s.purchase_allowed, s.redeem_allowed, s.sip_allowed, s.stp_allowed, s.swp_allowed, s.switch_allowed
    FROM scheme s JOIN amc a ON a.id = s.amc_id`);
  const list = COLUMNS.join(', ');
  const updates = COLUMNS.filter((c) => c !== 'unique_no').map((c) => `${c} = EXCLUDED.${c}`).join(', ');
  const changed = COLUMNS.filter((c) => c !== 'unique_no').map((c) => `m.${c} IS DISTINCT FROM EXCLUDED.${c}`).join(' OR ');
  let written = 0;
  for (let i = 0; i < schemes.length; i += 2000) {
    const rows = schemes.slice(i, i + 2000).map(sandboxSchemeMasterRow);
    const done = await rowsOf<{ unique_no: number }>(db, sql`
      INSERT INTO sandbox_exchange_scheme_master AS m (${sql.raw(list)})
      SELECT ${sql.raw(list)} FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(${sql.raw(recordType())})
      ON CONFLICT (unique_no) DO UPDATE SET ${sql.raw(updates)}, updated_at = now()
      WHERE ${sql.raw(changed)}
      RETURNING m.unique_no`);
    written += done.length;
  }
  await db.execute(sql`
    DELETE FROM sandbox_exchange_scheme_master m
    WHERE NOT EXISTS (SELECT 1 FROM scheme s WHERE s.amfi_code = m.unique_no)`);
  return written;
}

/** True when some catalogue scheme has no sandbox scheme-master row (or a row outlived its scheme). */
export async function sandboxSchemeMasterIncomplete(database: Pick<Database, 'db'>): Promise<boolean> {
  const [row] = await rowsOf<{ differ: boolean }>(database.db, sql`
    SELECT (SELECT count(*) FROM scheme) <> (SELECT count(*) FROM sandbox_exchange_scheme_master)
        OR EXISTS (SELECT 1 FROM scheme s WHERE NOT EXISTS
                     (SELECT 1 FROM sandbox_exchange_scheme_master m WHERE m.unique_no = s.amfi_code)) AS differ`);
  return row?.differ ?? true;
}
