import { z } from 'zod';
import { rupeesOnWire, unitsOnWire } from './bse-v2-amount';
import { bseV2Id, type BseV2Request } from './bse-v2-envelope';
import { holdersOnWire, type BseV2HolderContact } from './bse-v2-holder';
import { BSE_V2_PATHS } from './bse-v2-paths';
import { bseV2RefId } from './bse-v2-ref-id';

// Systematic plans (SIP, STP, SWP, top-up) through one call family, sxp_*. Field names from a
// public TypeScript SxP schema resolved against BSE UAT (2026-08-25) and research §1.4.

export type BseV2SxpType = 'sip' | 'stp' | 'swp' | 'topup';
/** d daily, w weekly, m monthly, q quarterly, h half-yearly, y yearly. */
export type BseV2Frequency = 'd' | 'w' | 'm' | 'q' | 'h' | 'y';

export interface BseV2SxpInput {
  type: BseV2SxpType;
  /** The durable command's key: mem_sxp_ref_id is derived from it (bseV2RefId). */
  idempotencyKey: string;
  ucc: string;
  /** The scheme paid into (SIP, top-up) or taken from (STP, SWP). */
  srcScheme: string;
  /** STP only: the scheme the money moves to (same AMC). */
  destScheme?: string;
  /** Rupees per instalment, or (SWP, STP) units per instalment. */
  quantity: { amount: string } | { units: string };
  srcFolio?: string;
  destFolio?: string;
  isFresh: boolean;
  physOrDemat?: 'p' | 'd';
  /** YYYY-MM-DD (the product's IST date). */
  startDate: string;
  endDate?: string;
  freq: BseV2Frequency;
  ninstallments?: number;
  /** The exchange's mandate id: required for a mandate-linked SIP (XSIP). */
  exchMandateId?: string;
  firstOrderToday?: boolean;
  kycPassed: boolean;
  nominationOpted: boolean;
  holders?: readonly BseV2HolderContact[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function sxpRegisterBody(memberCode: string, sxp: BseV2SxpInput) {
  if (sxp.type === 'stp' && !sxp.destScheme) throw new RangeError('An STP needs its destination scheme');
  for (const date of [sxp.startDate, sxp.endDate]) {
    if (date !== undefined && !ISO_DATE.test(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  }
  const quantity =
    'units' in sxp.quantity
      ? { isunits: true, units: unitsOnWire(sxp.quantity.units) }
      : { amount: rupeesOnWire(sxp.quantity.amount), cur: 'INR' };
  return {
    sxp_type: sxp.type,
    mem_sxp_ref_id: bseV2RefId(sxp.idempotencyKey),
    investor: { ucc: sxp.ucc },
    member: memberCode,
    src_scheme: sxp.srcScheme,
    ...(sxp.destScheme ? { dest_scheme: sxp.destScheme } : {}),
    ...quantity,
    // Absent rather than '': one source found an empty string poisons the whole request.
    ...(sxp.srcFolio ? { src_folio: sxp.srcFolio } : {}),
    ...(sxp.destFolio ? { dest_folio: sxp.destFolio } : {}),
    is_fresh: sxp.isFresh,
    phys_or_demat: sxp.physOrDemat ?? 'p',
    start_date: sxp.startDate,
    ...(sxp.endDate ? { end_date: sxp.endDate } : {}),
    freq: sxp.freq,
    // BSE refuses a txn_date that is not the start date's day (msgid 3809, per the same source): derived, never asked.
    txn_date: Number(sxp.startDate.slice(8, 10)),
    ...(sxp.ninstallments !== undefined ? { ninstallments: sxp.ninstallments } : {}),
    ...(sxp.exchMandateId ? { exch_mandate_id: mandateIdOnWire(sxp.exchMandateId) } : {}),
    ...(sxp.firstOrderToday !== undefined ? { first_order_today: sxp.firstOrderToday } : {}),
    kyc_passed: sxp.kycPassed,
    is_nomination_opted: sxp.nominationOpted,
    ...holdersOnWire(sxp.holders),
  };
}

export interface BseV2SxpRegistered {
  /** BSE's registration number (reg_no in sxp_cancel). */
  registrationId: string;
  /** The first instalment's order number when first_order_today was asked and BSE placed it. */
  firstOrderId: string | undefined;
}

/**
 * Sources name the registration four ways: data.id (standard), data.sxp_id with data.order_id
 * (first order today), sxp_reg_num (the v2 portal's extract), exch_sxp_id (another client's
 * schema). All are read, in that order.
 */
export const sxpRegisterAnswer: z.ZodType<BseV2SxpRegistered, unknown> = z
  .object({
    id: bseV2Id.optional(),
    sxp_id: bseV2Id.optional(),
    sxp_reg_num: bseV2Id.optional(),
    exch_sxp_id: bseV2Id.optional(),
    order_id: bseV2Id.optional(),
  })
  .loose()
  .transform((d, ctx) => {
    const registrationId = d.id ?? d.sxp_id ?? d.sxp_reg_num ?? d.exch_sxp_id;
    if (!registrationId) {
      ctx.addIssue({ code: 'custom', message: 'no registration number (id, sxp_id, sxp_reg_num or exch_sxp_id)' });
      return z.NEVER;
    }
    return { registrationId, firstOrderId: d.order_id && d.order_id !== '0' ? d.order_id : undefined };
  });

export function sxpRegister(memberCode: string, sxp: BseV2SxpInput): BseV2Request<BseV2SxpRegistered> {
  return { path: BSE_V2_PATHS.sxpRegister, data: sxpRegisterBody(memberCode, sxp), answer: sxpRegisterAnswer };
}

/**
 * sxp_cancel's type: "XSIP" for a SIP paid by mandate (production refused "SIP" for one with 507
 * record_not_found), "SIP" for one without; STP and SWP as their names.
 */
export type BseV2SxpCancelType = 'XSIP' | 'SIP' | 'STP' | 'SWP';

export interface BseV2SxpCancelInput {
  registrationId: string;
  sxpType: BseV2SxpCancelType;
  /** sxp_cancel_reason 1–13 (6: cancelled by the investor; 13: others, with a message). */
  reasonCode: number;
  reasonMessage?: string;
}

export const sxpCancelAnswer = z
  .object({ id: bseV2Id.optional() })
  .loose()
  .nullish()
  .transform((d) => ({ id: d?.id }));

export function sxpCancel(input: BseV2SxpCancelInput): BseV2Request<{ id: string | undefined }> {
  if (!Number.isInteger(input.reasonCode) || input.reasonCode < 1 || input.reasonCode > 13) {
    throw new RangeError(`A cancellation reason is 1 to 13: ${input.reasonCode}`);
  }
  if (input.reasonCode === 13 && !input.reasonMessage?.trim()) throw new RangeError('Reason 13 (others) needs its message');
  return {
    path: BSE_V2_PATHS.sxpCancel,
    data: {
      reg_no: input.registrationId,
      reason_cd: input.reasonCode,
      reason_cd_msg: input.reasonMessage?.trim() ?? '',
      sxp_type: input.sxpType,
    },
    answer: sxpCancelAnswer,
  };
}

/** BSE's mandate ids are numbers in the SxP schema (exch_mandate_id: number). */
function mandateIdOnWire(id: string): number {
  if (!/^\d{1,15}$/.test(id)) throw new RangeError(`Not an exchange mandate id: ${id}`);
  return Number(id);
}
