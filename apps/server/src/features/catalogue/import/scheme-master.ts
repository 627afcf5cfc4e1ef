// The BSE-style scheme master fields that AMFI does not publish (DESIGN.md "Reference data"): SIP
// minimums and dates, redemption minimums and multiples, purchase/redeem/SIP/STP/SWP/switch flags
// and the risk-o-meter. The sandbox exchange owns them; these are its documented defaults, the
// same for the demo catalogue and for schemes imported from AMFI's files.
import { buildSipData, DEFAULT_SIP_DATES } from '@sanchay/domain';
import Decimal from 'decimal.js';
import type { Database } from '../../../db/client';
import { query } from './sql';

export const RISKOMETER_LEVELS = ['Low', 'Low to Moderate', 'Moderate', 'Moderately High', 'High', 'Very High'] as const;
export type Riskometer = (typeof RISKOMETER_LEVELS)[number];

export interface SchemeMaster {
  minLumpsumAmount: string;
  lumpsumMultiple: string;
  minAdditionalAmount: string;
  minSipAmount: string;
  sipMultiple: string;
  /** spec 3 §3 metaData.sipData, in the layout of the domain's buildSipData (catalogue/sip-data.ts). */
  sipData: string;
  minRedemptionAmount: string;
  redemptionAmountMultiple: string;
  minRedemptionUnits: string;
  redemptionUnitsMultiple: string;
  purchaseAllowed: boolean;
  redeemAllowed: boolean;
  sipAllowed: boolean;
  stpAllowed: boolean;
  swpAllowed: boolean;
  switchAllowed: boolean;
  riskometer: Riskometer;
}

export interface SchemeMasterInput {
  category: string;
  subCategory: string;
  /** AMFI category or scheme name words that refine the risk level ("Multi Asset", "Gold"). */
  amfiCategory?: string | null;
  name: string;
  fundType: 'open' | 'closed' | 'interval';
  /** As published (AMFI scheme data), when known. */
  minLumpsumAmount?: string | null;
  lumpsumMultiple?: string | null;
  /** False for a scheme that no longer publishes NAVs (matured, merged, wound up). */
  active?: boolean;
  /** Monthly SIP dates; days 1–28 when omitted. */
  sipDates?: readonly number[];
}

/** The risk-o-meter level a scheme of this class usually carries (SEBI's six levels). */
export function riskometerFor(input: Pick<SchemeMasterInput, 'category' | 'subCategory' | 'amfiCategory' | 'name'>): Riskometer {
  const hint = `${input.amfiCategory ?? ''} ${input.name}`.toLowerCase();
  switch (input.category) {
    case 'Equity':
      return 'Very High';
    case 'Money Market':
      return input.subCategory === 'Overnight' ? 'Low' : 'Low to Moderate';
    case 'Fixed Income':
      if (['Ultra Short Duration', 'Low Duration', 'Floater'].includes(input.subCategory)) return 'Low to Moderate';
      if (input.subCategory === 'Credit Risk') return 'High';
      return 'Moderate';
    case 'Allocation':
      if (input.subCategory === 'Less than 1 Year') return 'Low';
      if (input.subCategory === '1 to 3 Years') return 'Moderately High';
      return /multi asset|balanced advantage|dynamic asset/.test(hint) ? 'High' : 'Very High';
    default:
      if (/gold|silver/.test(hint)) return 'High';
      if (['Fixed Maturity Plans', 'Interval Funds'].includes(input.subCategory)) return 'Low to Moderate';
      if (['Hybrid Index Funds', 'Other Schemes', "Children's Funds"].includes(input.subCategory)) return 'Moderately High';
      return 'Very High';
  }
}

const money = (v: Decimal.Value) => new Decimal(v).toFixed(2);

/**
 * The sandbox scheme master of a scheme: published minimums kept, the rest by documented rule —
 * SIP ₹500 (₹100 where the lumpsum minimum is ₹100 or less; ELSS in multiples of ₹500), monthly
 * SIP dates 1–28 unless given, and a quarterly entry (3 × the monthly minimum on the 1st, 10th or
 * 20th); redemption from ₹500 (equity)
 * or ₹1,000, units in steps of 0.001; STP/SWP/switch for open-ended schemes except ELSS (lock-in);
 * no SIP in overnight funds; nothing new into closed-ended, interval or inactive schemes.
 */
export function defaultSchemeMaster(input: SchemeMasterInput): SchemeMaster {
  const elss = input.subCategory === 'ELSS (Tax Savings)';
  const open = input.fundType === 'open';
  const active = input.active ?? true;
  const minLumpsum = new Decimal(input.minLumpsumAmount ?? (elss ? 500 : 5000));
  const lumpsumMultiple = new Decimal(input.lumpsumMultiple ?? (elss ? 500 : 1));
  const minSip = minLumpsum.lte(100) ? new Decimal(100) : new Decimal(500);
  const sipMultiple = elss ? new Decimal(500) : new Decimal(1);
  const sipAllowed = open && active && input.subCategory !== 'Overnight';
  const sipData = buildSipData({
    monthly: { minAmount: minSip.toFixed(), multiple: sipMultiple.toFixed(), dates: [...(input.sipDates ?? DEFAULT_SIP_DATES)] },
    quarterly: { minAmount: minSip.mul(3).toFixed(), multiple: sipMultiple.toFixed(), dates: [1, 10, 20] },
  });
  return {
    minLumpsumAmount: money(minLumpsum),
    lumpsumMultiple: money(lumpsumMultiple),
    minAdditionalAmount: money(Decimal.min(minLumpsum, 1000)),
    minSipAmount: money(minSip),
    sipMultiple: money(sipMultiple),
    sipData,
    minRedemptionAmount: money(input.category === 'Equity' ? 500 : 1000),
    redemptionAmountMultiple: money(1),
    minRedemptionUnits: '0.0010',
    redemptionUnitsMultiple: '0.0010',
    purchaseAllowed: open && active,
    redeemAllowed: true,
    sipAllowed,
    stpAllowed: open && active && !elss,
    swpAllowed: open && !elss,
    switchAllowed: open && active && !elss,
    riskometer: riskometerFor(input),
  };
}

interface MasterlessRow {
  amfi_code: number;
  name: string;
  category: string;
  sub_category: string;
  amfi_category: string | null;
  fund_type: 'open' | 'closed' | 'interval';
  min_lumpsum_amount: string | null;
  lumpsum_multiple: string | null;
  active: boolean;
}

/**
 * Gives every scheme without a scheme master (sip_data is null) the sandbox defaults. A scheme is
 * active when its latest NAV is within a week of the newest NAV in the catalogue. Schemes that
 * have one are left alone, so running it again changes nothing.
 */
export async function applySchemeMasterDefaults(database: Database): Promise<number> {
  const rows = await query<MasterlessRow>(
    database,
    `WITH newest AS (SELECT max(latest_nav_date) AS d FROM scheme)
     SELECT s.amfi_code, s.name, s.category, s.sub_category, s.amfi_category, s.fund_type,
            s.min_lumpsum_amount::text AS min_lumpsum_amount, s.lumpsum_multiple::text AS lumpsum_multiple,
            COALESCE(s.latest_nav_date >= newest.d - 7, false) AS active
     FROM scheme s CROSS JOIN newest
     WHERE s.sip_data IS NULL`,
  );
  if (!rows.length) return 0;
  const masters = rows.map((r) => ({
    amfi_code: r.amfi_code,
    ...toColumns(
      defaultSchemeMaster({
        category: r.category,
        subCategory: r.sub_category,
        amfiCategory: r.amfi_category,
        name: r.name,
        fundType: r.fund_type,
        minLumpsumAmount: r.min_lumpsum_amount,
        lumpsumMultiple: r.lumpsum_multiple,
        active: r.active,
      }),
    ),
  }));
  const updated = await query(
    database,
    `UPDATE scheme s
     SET min_lumpsum_amount = x.min_lumpsum_amount, lumpsum_multiple = x.lumpsum_multiple,
         min_additional_amount = x.min_additional_amount, min_sip_amount = x.min_sip_amount,
         sip_multiple = x.sip_multiple, sip_data = x.sip_data,
         min_redemption_amount = x.min_redemption_amount,
         redemption_amount_multiple = x.redemption_amount_multiple,
         min_redemption_units = x.min_redemption_units, redemption_units_multiple = x.redemption_units_multiple,
         purchase_allowed = x.purchase_allowed, redeem_allowed = x.redeem_allowed, sip_allowed = x.sip_allowed,
         stp_allowed = x.stp_allowed, swp_allowed = x.swp_allowed, switch_allowed = x.switch_allowed,
         riskometer = COALESCE(s.riskometer, x.riskometer), updated_at = now()
     FROM json_to_recordset($1::json) AS x(${MASTER_RECORD})
     WHERE s.amfi_code = x.amfi_code AND s.sip_data IS NULL
     RETURNING s.amfi_code`,
    [JSON.stringify(masters)],
  );
  return updated.length;
}

/** json_to_recordset column list of {@link toColumns} rows (plus amfi_code). */
export const MASTER_RECORD = `amfi_code integer, min_lumpsum_amount numeric, lumpsum_multiple numeric,
  min_additional_amount numeric, min_sip_amount numeric, sip_multiple numeric, sip_data text,
  min_redemption_amount numeric, redemption_amount_multiple numeric, min_redemption_units numeric,
  redemption_units_multiple numeric, purchase_allowed boolean, redeem_allowed boolean,
  sip_allowed boolean, stp_allowed boolean, swp_allowed boolean, switch_allowed boolean, riskometer text`;

/** A scheme master as snake_case columns. */
export function toColumns(m: SchemeMaster) {
  return {
    min_lumpsum_amount: m.minLumpsumAmount,
    lumpsum_multiple: m.lumpsumMultiple,
    min_additional_amount: m.minAdditionalAmount,
    min_sip_amount: m.minSipAmount,
    sip_multiple: m.sipMultiple,
    sip_data: m.sipData,
    min_redemption_amount: m.minRedemptionAmount,
    redemption_amount_multiple: m.redemptionAmountMultiple,
    min_redemption_units: m.minRedemptionUnits,
    redemption_units_multiple: m.redemptionUnitsMultiple,
    purchase_allowed: m.purchaseAllowed,
    redeem_allowed: m.redeemAllowed,
    sip_allowed: m.sipAllowed,
    stp_allowed: m.stpAllowed,
    swp_allowed: m.swpAllowed,
    switch_allowed: m.switchAllowed,
    riskometer: m.riskometer,
  };
}
