import { text } from '@sanchay/domain';
import { z } from 'zod';
import { cartDetails } from './cart';
import { defineRoute } from './route';
import { decimalString } from './wire';

/**
 * Curated packs (spec 1 §2: a pack link opens the pack details route with
 * mintpackIds={pack id}; §3 the cart's activeMintPackInvestmentDetailList). A pack is a named
 * bundle of funds with weights; one amount is split across them to the paisa
 * (packages/domain/src/cart/pack.ts). The pack's minimums are derived from its funds'.
 */
export const packFund = z.object({
  schemeId: z.number().int(),
  schemeName: z.string(),
  brand: z.string(),
  category: z.string(),
  subCategory: z.string(),
  /** Percent, two decimals; a pack's weights sum to 100. */
  weight: decimalString,
  minLumpsumAmount: decimalString.nullable(),
  minSipAmount: decimalString.nullable(),
  sipDates: z.array(z.number().int()),
});
export type PackFund = z.infer<typeof packFund>;

export const packDetails = z.object({
  mintPackId: z.string(),
  packName: z.string(),
  description: z.string(),
  /** Whole rupees: the least amount whose split meets every fund's own minimum. */
  minLumpsumAmount: decimalString,
  minSipAmount: decimalString,
  /** Every fund allows purchase (and SIP). */
  purchaseAllowed: z.boolean(),
  sipAllowed: z.boolean(),
  /** The SIP dates every fund allows. */
  sipDates: z.array(z.number().int()),
  funds: z.array(packFund),
});
export type PackDetails = z.infer<typeof packDetails>;

export const packList = z.object({ packs: z.array(packDetails) });

const looseNumber = z.union([text(), z.number()]).nullish();

export const savePackInvestmentBody = z.object({
  mintPackId: text().min(1),
  cartId: text().nullish(),
  investmentType: z.enum(['SIP', 'Lumpsum']),
  investmentFrequency: looseNumber,
  /** 360 for until cancelled; empty for a lumpsum. */
  numOfSipInstallments: looseNumber,
  amount: looseNumber,
  sipDate: looseNumber,
});
export type SavePackInvestmentBody = z.input<typeof savePackInvestmentBody>;

export const updatePackItemBody = z.object({
  investmentId: text().min(1),
  amount: looseNumber,
  sipDate: looseNumber,
  numOfSipInstallments: looseNumber,
});
export type UpdatePackItemBody = z.input<typeof updatePackItemBody>;

export const packRoutes = {
  listPacks: defineRoute({
    method: 'GET',
    path: '/api/v1/packs/list-packs',
    summary: 'The curated packs open for investment, each with its funds, weights and minimums',
    tags: ['packs'],
    access: 'public',
    response: packList,
  }),
  getPackDetails: defineRoute({
    method: 'GET',
    path: '/api/v1/packs/get-pack-details',
    summary: "One pack by id (the pack details page's mintpackIds); 404 'Pack not found'",
    tags: ['packs'],
    access: 'public',
    query: z.object({ mintpackIds: text().min(1) }),
    response: packDetails,
  }),
  savePackInvestment: defineRoute({
    method: 'POST',
    path: '/api/v1/cart/save-pack-investment',
    summary:
      "Adds a pack as a lumpsum or SIP to the session's cart, split across its funds; the same pack and type is updated, not duplicated",
    tags: ['cart', 'packs'],
    access: { customerScoped: { caller: 'session', identifiers: [{ in: 'body', field: 'cartId', names: 'cart' }] } },
    body: savePackInvestmentBody,
    response: cartDetails,
  }),
  updatePackItem: defineRoute({
    method: 'POST',
    path: '/api/v1/cart/update-pack-item',
    summary: "Changes a pack item's amount, SIP date or instalments (the split is recomputed)",
    tags: ['cart', 'packs'],
    access: { customerScoped: { caller: 'session', identifiers: [{ in: 'body', field: 'investmentId', names: 'packItem' }] } },
    body: updatePackItemBody,
    response: cartDetails,
  }),
  removePackItem: defineRoute({
    method: 'POST',
    path: '/api/v1/cart/remove-pack-item',
    summary: 'Removes a pack item from the cart',
    tags: ['cart', 'packs'],
    access: { customerScoped: { caller: 'session', identifiers: [{ in: 'body', field: 'investmentId', names: 'packItem' }] } },
    body: z.object({ investmentId: text().min(1) }),
    response: cartDetails,
  }),
};
