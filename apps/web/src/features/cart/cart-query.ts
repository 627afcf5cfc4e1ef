import { useQuery } from '@tanstack/react-query';
import type { cartRoutes } from '@sanchay/contract';
import { callApi } from '../../app/api-client';

// Kept free of contract values (zod schemas): the header's badge and preview load this in the
// entry chunk. callApi only reads the route's method and path.
const getCartDetails = {
  method: 'GET',
  path: '/api/v1/cart/get-cart-details',
} as unknown as typeof cartRoutes.getCartDetails;

/** Query keys of the cart; every mutation puts the returned cart here (badge, preview, review). */
export const cartKeys = {
  details: ['cart', 'details'] as const,
};

/** Fetches the session's cart (get-cart-details makes one, and a guest session, when there is none). */
export const fetchCart = (signal?: AbortSignal) =>
  callApi(getCartDetails, { query: {}, ...(signal ? { signal } : {}) });

/** The session's cart. */
export function useCart(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: cartKeys.details,
    queryFn: ({ signal }) => fetchCart(signal),
    staleTime: 30_000,
    retry: false,
    enabled: options.enabled ?? true,
  });
}

/** '123456.00' → '1,23,456'; '1234.50' → '1,234.50' (string work only, no floats). */
export function groupRupees(amount: string): string {
  const [whole = '0', fraction] = amount.split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3;
  return `₹${grouped}${fraction && !/^0+$/.test(fraction) ? `.${fraction}` : ''}`;
}
