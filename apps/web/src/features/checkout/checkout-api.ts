import { checkoutRoutes, type MakePaymentBody } from '@sanchay/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { callApi } from '../../app/api-client';

// The checkout routes the payment screens call (server feature `checkout`, packages/contract/CHECKOUT.md).

const R = checkoutRoutes;

export const checkoutKeys = {
  orders: (loopBackUrl: string) => ['checkout', 'orders', loopBackUrl] as const,
  challan: (groupId: string) => ['checkout', 'challan', groupId] as const,
};

export const activeOrderSets = () => callApi(R.getOrderDetails, {});
export const discardOrders = () => callApi(R.discardOrders, {});
export const discardActiveCart = () => callApi(R.discardActiveCart, {});
export const sendTransactionOtp = (cartId: string, isB2B: boolean) =>
  callApi(R.sendTransactionOtp, { query: { flowType: 1, cartId, isB2B: isB2B ? 'true' : 'false' } });
export const verifyTransactionOtp = (cartId: string, otp: string) =>
  callApi(R.verifyTransactionOtp, { query: { cartId }, body: { otp, flowType: 1 } });
export const saveBseOrder = (query: { trnxDetailId: string; ucc: string; mandateId?: string }) => callApi(R.saveBseOrder, { query });
export const makePayment = (body: MakePaymentBody) => callApi(R.makePayment, { body });
export const orderSet = (loopBackUrl: string) => callApi(R.getOrders, { query: { pxOrderNumber: loopBackUrl } });
export const getChallan = (groupId: string) => callApi(R.getChallan, { query: { groupId } });

/**
 * An order set as it stands (payment status, allotment), by its number: the thank-you and return
 * pages. With `askExchange` (the bank's return, /v1/{loopBackUrl}), the first read asks the
 * exchange where the payments stand (get-payment-status: a refusal shows at once, decision 0095);
 * the refreshes after it read the set.
 */
export const useOrderSet = (loopBackUrl: string, options: { refetchInterval?: number | false; askExchange?: boolean } = {}) => {
  const asked = useRef(false);
  return useQuery({
    queryKey: checkoutKeys.orders(loopBackUrl),
    queryFn: ({ signal }) => {
      const first = options.askExchange === true && !asked.current;
      asked.current = true;
      return callApi(first ? R.getPaymentStatus : R.getOrders, { query: { pxOrderNumber: loopBackUrl }, signal });
    },
    enabled: /^\d{1,18}$/.test(loopBackUrl),
    retry: false,
    refetchInterval: options.refetchInterval ?? false,
  });
};

export const useChallan = (groupId: string) =>
  useQuery({
    queryKey: checkoutKeys.challan(groupId),
    queryFn: ({ signal }) => callApi(R.getChallan, { query: { groupId }, signal }),
    enabled: /^\d{1,18}$/.test(groupId),
    retry: false,
  });
