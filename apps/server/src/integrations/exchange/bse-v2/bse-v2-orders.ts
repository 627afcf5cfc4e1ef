import { z } from 'zod';
import { rupeesOnWire, unitsOnWire } from './bse-v2-amount';
import { bseV2Id, type BseV2Request } from './bse-v2-envelope';
import { holdersOnWire, type BseV2HolderContact } from './bse-v2-holder';
import { BSE_V2_PATHS } from './bse-v2-paths';
import { bseV2RefId } from './bse-v2-ref-id';

// Lumpsum orders: order_new (purchase "p", redemption "r", switch "sw"), order_get, order_cancel.
// The purchase body is the one DhanRadar placed on BSE's UAT (bse_uat_router.py, 2026-07/08);
// redemption and switch add what research §1.4 lists; exchange/README.md has the rest.

/** How much a redemption or switch takes out: an amount (rupees), units, or the whole folio. */
export type BseV2Quantity = { amount: string } | { units: string } | 'all';

interface OrderCommon {
  /** The durable command's key: mem_ord_ref_id is derived from it (bseV2RefId). */
  idempotencyKey: string;
  ucc: string;
  /** BSE's scheme code (scheme_bse_code, e.g. "208-GR"). */
  scheme: string;
  /** 'p' physical (statement of account, the default), 'd' demat. */
  physOrDemat?: 'p' | 'd';
  kycPassed: boolean;
  nominationOpted: boolean;
  holders?: readonly BseV2HolderContact[];
}

export type BseV2OrderInput =
  | (OrderCommon & { type: 'purchase'; amount: string; /** '' or absent: a new folio. */ folio?: string })
  | (OrderCommon & { type: 'redemption'; folio: string; quantity: BseV2Quantity })
  | (OrderCommon & { type: 'switch'; folio: string; destScheme: string; quantity: BseV2Quantity });

const ORDER_TYPE = { purchase: 'p', redemption: 'r', switch: 'sw' } as const;

function quantityOnWire(quantity: BseV2Quantity) {
  if (quantity === 'all') return { is_units: true, all_units: true };
  if ('units' in quantity) return { is_units: true, all_units: false, units: unitsOnWire(quantity.units) };
  return { amount: rupeesOnWire(quantity.amount), is_units: false, all_units: false };
}

/** The order as BSE takes it (one order; BSE's `orders` is a list, one per call keeps one answer per command). */
export function orderNewBody(memberCode: string, order: BseV2OrderInput) {
  const folio = order.type === 'purchase' ? (order.folio ?? '') : order.folio;
  const quantity =
    order.type === 'purchase'
      ? { amount: rupeesOnWire(order.amount), is_units: false, all_units: false }
      : quantityOnWire(order.quantity);
  return {
    orders: [
      {
        type: ORDER_TYPE[order.type],
        mem_ord_ref_id: bseV2RefId(order.idempotencyKey),
        investor: { ucc: order.ucc },
        member: memberCode,
        scheme: order.scheme,
        ...(order.type === 'switch' ? { dest_scheme: order.destScheme } : {}),
        ...quantity,
        cur: 'INR',
        min_redeem_flag: false,
        folio,
        // A purchase without a folio opens one; an additional purchase, a redemption or a switch uses the folio named.
        is_fresh: order.type === 'purchase' && folio === '',
        phys_or_demat: order.physOrDemat ?? 'p',
        kyc_passed: order.kycPassed,
        is_nomination_opted: order.nominationOpted,
        ...holdersOnWire(order.holders),
      },
    ],
  };
}

/**
 * BSE's order number. UAT answers order_new with data.items[0].id (an order placed was once read
 * as a failure for want of this path); documents show data.orders[0] or data.id. All are read.
 */
const orderIdHolder = z
  .object({ id: bseV2Id.optional(), order_id: bseV2Id.optional(), mem_ord_ref_id: z.string().optional() })
  .loose();

export interface BseV2OrderPlaced {
  orderId: string;
  /** The member's reference echoed, when BSE echoes it. */
  memOrdRefId: string | undefined;
}

export const orderNewAnswer: z.ZodType<BseV2OrderPlaced, unknown> = z
  .object({
    items: z.array(orderIdHolder).optional(),
    orders: z.array(orderIdHolder).optional(),
    id: bseV2Id.optional(),
    order_id: bseV2Id.optional(),
  })
  .loose()
  .transform((d, ctx) => {
    const row = d.items?.[0] ?? d.orders?.[0] ?? d;
    const orderId = row.id ?? row.order_id;
    if (!orderId || orderId === '0') {
      ctx.addIssue({ code: 'custom', message: 'no order number (items[0].id, orders[0].id or id)' });
      return z.NEVER;
    }
    const memOrdRefId = 'mem_ord_ref_id' in row && typeof row.mem_ord_ref_id === 'string' ? row.mem_ord_ref_id : undefined;
    return { orderId, memOrdRefId };
  });

export function orderNew(memberCode: string, order: BseV2OrderInput): BseV2Request<BseV2OrderPlaced> {
  return { path: BSE_V2_PATHS.orderNew, data: orderNewBody(memberCode, order), answer: orderNewAnswer };
}

/** An order as order_get shows it: the number, BSE's status text when given, and the rest as sent. */
export interface BseV2OrderState {
  orderId: string;
  status: string | undefined;
  raw: Record<string, unknown>;
}

export const orderGetAnswer: z.ZodType<BseV2OrderState, unknown> = z
  .object({ id: bseV2Id, status: z.string().optional() })
  .loose()
  .transform((d) => ({ orderId: d.id, status: d.status, raw: d as Record<string, unknown> }));

/** order_get { id, filter_param: {} }: the id is sent as the number BSE gave (DhanRadar sends an int). */
export function orderGet(orderId: string): BseV2Request<BseV2OrderState> {
  return { path: BSE_V2_PATHS.orderGet, data: { id: orderIdOnWire(orderId), filter_param: {} }, answer: orderGetAnswer };
}

export interface BseV2OrderCancelInput {
  orderId: string;
  ucc: string;
  /** The PANs of the holders, first holder first. */
  panHolders: readonly string[];
  /** 'SI' single, 'JO' joint, 'AS' anyone or survivor. */
  holdingNature: 'SI' | 'JO' | 'AS';
  remark: string;
}

/** The cancellation's acknowledgement (its id when BSE gives one; the order's state follows by webhook or order_get). */
export const orderCancelAnswer = z
  .object({ id: bseV2Id.optional() })
  .loose()
  .nullish()
  .transform((d) => ({ id: d?.id }));

export function orderCancel(input: BseV2OrderCancelInput): BseV2Request<{ id: string | undefined }> {
  return {
    path: BSE_V2_PATHS.orderCancel,
    data: {
      id: orderIdOnWire(input.orderId),
      investor: { ucc: input.ucc, pan_holders: [...input.panHolders], holding_nature: input.holdingNature },
      remark: input.remark,
    },
    answer: orderCancelAnswer,
  };
}

/** Order numbers are kept as strings; BSE's examples send them as JSON numbers, which is exact up to 2^53. */
function orderIdOnWire(orderId: string): number {
  if (!/^\d{1,15}$/.test(orderId)) throw new RangeError(`Not a BSE order number: ${orderId}`);
  return Number(orderId);
}
