/** What the payment popup needs to know of the cart it checks out (the cart feature hands it over). */
export interface CheckoutCart {
  cartId: string;
  /** The cart has lumpsums (something to pay now). */
  hasLumpsum: boolean;
  /** The cart has SIPs (registered on a mandate). */
  hasSip: boolean;
  /** The advisor's flow (isB2B; the high-risk wording is theirs). */
  isAdvisor: boolean;
}
