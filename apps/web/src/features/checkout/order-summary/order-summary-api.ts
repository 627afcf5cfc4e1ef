import { checkoutRoutes, type SharePaymentLinkBody } from '@sanchay/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client';

// The order summary's calls (server feature `checkout`, packages/contract/CHECKOUT.md).

const R = checkoutRoutes;

/** The payment link's fields, as /order-summary?paymentUrl=… carries them (spec 3 §2). */
export interface PaymentLinkFields {
  loopBackUrl: string;
  ucc: string;
  validTill: string;
  cartId: string;
}

/** The link inside `paymentUrl` (itself a query string), or null when it names no order set. */
export function paymentLinkFields(paymentUrl: string | null): PaymentLinkFields | null {
  if (!paymentUrl) return null;
  const inner = new URLSearchParams(paymentUrl.startsWith('?') ? paymentUrl.slice(1) : paymentUrl);
  const loopBackUrl = inner.get('loopBackUrl')?.trim() ?? '';
  const ucc = inner.get('ucc')?.trim() ?? '';
  if (!loopBackUrl || !ucc) return null;
  return { loopBackUrl, ucc, validTill: inner.get('validTill') ?? '', cartId: inner.get('cartId') ?? '' };
}

export const orderSummaryKey = (link: PaymentLinkFields) => ['checkout', 'order-list', link.loopBackUrl, link.ucc, link.cartId] as const;

export const useOrderList = (link: PaymentLinkFields, enabled: boolean) =>
  useQuery({
    queryKey: orderSummaryKey(link),
    queryFn: ({ signal }) =>
      callApi(R.getOrderList, {
        query: { loopBackUrl: link.loopBackUrl, ucc: link.ucc, ...(link.validTill ? { validTill: link.validTill } : {}), ...(link.cartId ? { cartId: link.cartId } : {}) },
        signal,
      }),
    enabled,
  });

export const reportInvalidOrders = (loopBackUrl: string, keys: string[]) =>
  callApi(R.reportInvalidOrders, { body: { loopBackUrl, orderDetailsList: keys } });

export const sharePaymentLink = (body: SharePaymentLinkBody) => callApi(R.sharePaymentLink, { body });
