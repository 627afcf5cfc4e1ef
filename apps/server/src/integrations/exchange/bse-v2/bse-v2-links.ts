import { z } from 'zod';
import type { BseV2Request } from './bse-v2-envelope';
import { BSE_V2_PATHS } from './bse-v2-paths';

// The two pages the investor must open herself: the 2FA approval of a subscription (OTP and
// captcha on BSE's page; BSE notice 20230109-49) and the payment page (payee ICCL; notice
// 20230104-23). The product hands the link over; it never completes either step.

/**
 * Where in the answer the link sits is not shown by any source: DhanRadar searches the whole
 * answer for the first string with the page's marker, and so does this reader. A link given as
 * a path is made absolute against the host (the base URL without its /api/).
 */
function linkReader(marker: string, baseUrl: string) {
  return z.unknown().transform((data, ctx) => {
    const found = firstStringWith(data, marker);
    if (!found) {
      ctx.addIssue({ code: 'custom', message: `no link containing ${marker}` });
      return z.NEVER;
    }
    return found.startsWith('/') ? new URL(found, new URL(baseUrl).origin).toString() : found;
  });
}

function firstStringWith(value: unknown, marker: string): string | undefined {
  if (typeof value === 'string') return value.includes(marker) ? value : undefined;
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = firstStringWith(v, marker);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') return firstStringWith(Object.values(value), marker);
  return undefined;
}

/** The 2FA events for a lumpsum order (others exist: verify_sxp_reg, mandate_enach, …, not yet used). */
export type BseV2OrderTwoFactorEvent = 'verify_order_new' | 'verify_order_cancel';

/** v2/get_2fa_link: data is a list, one entry per order to approve. */
export function twoFactorLink(
  orderId: string,
  baseUrl: string,
  event: BseV2OrderTwoFactorEvent = 'verify_order_new',
): BseV2Request<string> {
  return {
    path: BSE_V2_PATHS.twoFactorLink,
    data: [{ event, order: orderId }],
    answer: linkReader('2fa_view_object', baseUrl),
  };
}

export interface BseV2PaymentPageInput {
  ucc: string;
  orderIds: readonly string[];
  /** Where BSE sends the investor back (an https page of the product). */
  redirectionUrl: string;
  paymentModes: ReadonlyArray<'upi' | 'netbanking' | 'mandate'>;
  /** The distributor's details; empty for an execution-only order. */
  euin?: string;
  subBrokerCode?: string;
  subBrokerArn?: string;
  partnerId?: string;
}

/** get_exchpg_service with requested_method exch_pg_page: BSE's own payment page. */
export function paymentPage(input: BseV2PaymentPageInput, baseUrl: string): BseV2Request<string> {
  if (input.orderIds.length === 0) throw new RangeError('A payment needs at least one order');
  return {
    path: BSE_V2_PATHS.paymentPage,
    data: {
      mem_details: {
        euin: input.euin ?? '',
        euin_flag: Boolean(input.euin),
        sub_br_code: input.subBrokerCode ?? '',
        sub_br_arn: input.subBrokerArn ?? '',
        partner_id: input.partnerId ?? '',
      },
      investor: { ucc: input.ucc },
      // Numbers, as DhanRadar sends them (exact to 2^53, more than BSE's ten-digit order numbers).
      order_ids: input.orderIds.map((id) => {
        if (!/^\d{1,15}$/.test(id)) throw new RangeError(`Not a BSE order number: ${id}`);
        return Number(id);
      }),
      requested_method: 'exch_pg_page',
      payment_mode: [...input.paymentModes],
      redirection_url: input.redirectionUrl,
    },
    answer: linkReader('pg_view_object', baseUrl),
  };
}
