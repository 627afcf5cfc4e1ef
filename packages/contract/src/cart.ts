import { text } from '@sanchay/domain';
import { z } from 'zod';
import { defineRoute } from './route';
import { decimalString } from './wire';
import { mintPackInvestment } from './cart-pack-item';
import { schemeIdSchema } from './catalogue';

/**
 * The cart (spec 1 §3 "Cart", §7 "Cart, leads and services"; spec 3 §3 Cart, §7 save investment
 * details). A guest's cart is keyed by the session's cookie id, a signed-in user's by the user.
 * Field rules (amount, SIP date, duration) are the domain's (`validateCartItem`); the server
 * answers 400 with the spec's message and fieldErrors.
 */
export const cartInvestmentTypes = ['SIP', 'Lumpsum'] as const;
export type CartInvestmentType = (typeof cartInvestmentTypes)[number];

const looseNumber = z.union([text(), z.number()]).nullish();

export const investmentDetail = z.object({
  /** The item's id (update-cart-item, remove-cart-item). */
  investmentId: z.string(),
  investmentType: z.enum(cartInvestmentTypes),
  /** 1 monthly SIP, 0 lumpsum. */
  investmentFrequency: z.number().int(),
  sipDate: z.number().int(),
  numOfInstallments: z.number().int(),
  amount: decimalString,
  /** Invest More: the existing folio the purchase goes into (ADDITIONAL); null for a new folio. */
  folioNumber: z.string().nullish(),
});
export type InvestmentDetail = z.infer<typeof investmentDetail>;

export const cartMutualFund = z.object({
  fundName: z.string(),
  schemeId: z.number().int(),
  brand: z.string(),
  category: z.string(),
  subCategory: z.string(),
  schemeName: z.string(),
  /** Allowed monthly SIP dates (for editing an item). */
  sipDates: z.array(z.number().int()),
});

export const customizedInvestment = z.object({
  /** The item's amount, or a SIP's amount × instalments. */
  totalAmount: decimalString,
  investmentDetail: z.array(investmentDetail),
  mutualFund: cartMutualFund,
});
export type CustomizedInvestment = z.infer<typeof customizedInvestment>;

export const cartDetails = z.object({
  cartId: z.string(),
  noOfItems: z.number().int(),
  /** The sum of the items' totals, packs included. */
  amount: decimalString,
  agentStatus: z.enum(['approved', 'pending']),
  /** Packs first (spec 1 §2 "Cart summary"), oldest first. */
  activeMintPackInvestmentDetailList: z.array(mintPackInvestment),
  activeCustomizedInvestmentDetailList: z.array(customizedInvestment),
});
export type CartDetails = z.infer<typeof cartDetails>;

export const saveInvestmentBody = z.object({
  schemeId: schemeIdSchema,
  cartId: text().nullish(),
  investmentType: z.enum(cartInvestmentTypes),
  investmentFrequency: looseNumber,
  /** 360 for until cancelled; empty for a lumpsum. */
  numOfSipInstallments: looseNumber,
  amount: looseNumber,
  sipDate: looseNumber,
  investmentId: text().nullish(),
  folioNumber: text().nullish(),
  isBtoCFlow: z.boolean().nullish(),
});
export type SaveInvestmentBody = z.input<typeof saveInvestmentBody>;

export const updateCartItemBody = z.object({
  investmentId: text().min(1),
  amount: looseNumber,
  sipDate: looseNumber,
  numOfSipInstallments: looseNumber,
});
export type UpdateCartItemBody = z.input<typeof updateCartItemBody>;

export const removeCartItemBody = z.object({ investmentId: text().min(1) });

export const cartRoutes = {
  getCartDetails: defineRoute({
    method: 'GET',
    path: '/api/v1/cart/get-cart-details',
    summary:
      "The session's cart (a guest's by cookie id, a user's by user); made when there is none",
    tags: ['cart'],
    access: { customerScoped: { caller: 'session', identifiers: [{ in: 'query', field: 'cartId', names: 'cart' }] } },
    query: z.object({ cartId: text().optional() }),
    response: cartDetails,
  }),
  saveInvestmentDetails: defineRoute({
    method: 'POST',
    path: '/api/v1/cart/save-investment-details',
    summary:
      'Adds a lumpsum or SIP to the cart; the same scheme and type is updated, not duplicated',
    tags: ['cart'],
    access: { customerScoped: { caller: 'session', identifiers: [{ in: 'body', field: 'cartId', names: 'cart' }, { in: 'body', field: 'investmentId', names: 'cartItem' }, { in: 'body', field: 'folioNumber', names: 'folio' }] } },
    body: saveInvestmentBody,
    response: cartDetails,
  }),
  updateCartItem: defineRoute({
    method: 'POST',
    path: '/api/v1/cart/update-cart-item',
    summary: "Changes an item's amount, SIP date or instalments",
    tags: ['cart'],
    access: { customerScoped: { caller: 'session', identifiers: [{ in: 'body', field: 'investmentId', names: 'cartItem' }] } },
    body: updateCartItemBody,
    response: cartDetails,
  }),
  removeCartItem: defineRoute({
    method: 'POST',
    path: '/api/v1/cart/remove-cart-item',
    summary: 'Removes an item from the cart',
    tags: ['cart'],
    access: { customerScoped: { caller: 'session', identifiers: [{ in: 'body', field: 'investmentId', names: 'cartItem' }] } },
    body: removeCartItemBody,
    response: cartDetails,
  }),
  mergeCarts: defineRoute({
    method: 'POST',
    path: '/api/v1/cart/merge-carts',
    summary:
      "Moves the session's guest cart into the signed-in user's cart; the user's item wins for the same scheme and type",
    tags: ['cart'],
    access: 'signedIn',
    response: cartDetails,
  }),
  approveCart: defineRoute({
    method: 'POST',
    path: '/api/v1/cart/approve',
    summary:
      "The customer approves the cart their advisor built while acting for them (agentStatus pending → approved, decision 0138); only the customer signed in themselves, never the advisor acting (403)",
    tags: ['cart'],
    access: 'signedIn',
    response: cartDetails,
  }),
};
