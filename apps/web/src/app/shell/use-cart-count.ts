import { useCartItemCount } from '../../features/cart';

/**
 * The cart badge count (spec 1 §4: the badge follows noOfItems), from the cart query
 * (/api/v1/cart/get-cart-details); every cart change updates it.
 */
export function useCartCount(): number {
  return useCartItemCount();
}
