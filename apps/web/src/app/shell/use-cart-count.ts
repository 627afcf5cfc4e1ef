/**
 * The cart badge count (spec 1 §4: the badge follows noOfItems). A stub until the cart issue
 * brings /api/v1/cart/get-cart-details; then it reads the cart query.
 */
export function useCartCount(): number {
  return 0;
}
