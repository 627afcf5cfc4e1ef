import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CSRF_COOKIE, cartRoutes, type CartDetails, type RouteBody, type RouteDef } from '@sanchay/contract';
import { callApi } from '../../app/api-client';
import { cartKeys, fetchCart } from './cart-query';

export { cartKeys, useCart } from './cart-query';

/** A cart POST: callApi sends the session's CSRF token; without a session yet, get-cart-details starts one. */
async function postCart<D extends RouteDef>(route: D, body: RouteBody<D>): Promise<CartDetails> {
  if (!document.cookie.includes(`${CSRF_COOKIE}=`)) await fetchCart();
  return (await callApi(route, { body })) as CartDetails;
}

export function useCartMutation<D extends RouteDef>(route: D) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<D>) => postCart(route, body),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.details, cart),
  });
}

export const useSaveInvestment = () => useCartMutation(cartRoutes.saveInvestmentDetails);
export const useUpdateCartItem = () => useCartMutation(cartRoutes.updateCartItem);
export const useRemoveCartItem = () => useCartMutation(cartRoutes.removeCartItem);

/**
 * merge-carts: after a sign-in, the guest cart of this browser moves into the user's (the server
 * keeps one item per scheme and type, so a repeat or a parallel cart call adds nothing twice).
 */
export function useMergeCarts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(cartRoutes.mergeCarts),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.details, cart),
  });
}

/**
 * The customer approves the cart their advisor built (decision 0138). The server refuses the
 * advisor acting for the customer: only the customer, signed in themselves, approves.
 */
export function useApproveCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(cartRoutes.approveCart),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.details, cart),
  });
}
