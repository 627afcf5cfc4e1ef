import { SCHEME_TAX_CLASS_SOURCES, SCHEME_TAX_CLASSES, text } from '@sanchay/domain';
import { z } from 'zod';
import { fundSorts, fundTypes, navRanges, nfoFilters, nfoSorts } from './catalogue-constants';
import { defineRoute } from './route';
import { checkShareTarget, shareAnswer, shareFields } from './share';
import { decimalString, isoDate } from './wire';

/**
 * The fund catalogue API (spec 1 §7 "Cart, leads and services" fund calls, spec 3 §7 "NFO, funds
 * and search"). `schemeId` is the AMFI scheme code: public, stable across re-imports, so nothing
 * is gained by encrypting it (docs/decisions/0007-scheme-id.md).
 */
/** AMFI codes are six digits; the bound keeps any larger number out of the database's integer column. */
export const schemeIdSchema = z.coerce.number().int().positive().max(2_147_483_647).meta({ description: 'AMFI scheme code', example: 120503 });
const schemeId = schemeIdSchema;


/** Annualised returns in percent (2 decimals); null when the history is too short. */
export const fundReturns = z.object({
  oneYear: decimalString.nullable(),
  threeYear: decimalString.nullable(),
  fiveYear: decimalString.nullable(),
});

export const fundSummary = z.object({
  schemeId: z.number().int(),
  schemeName: z.string(),
  amcName: z.string(),
  category: z.string(),
  subCategory: z.string(),
  plan: z.string().nullable(),
  option: z.string().nullable(),
  riskometer: z.string().nullable(),
  fundType: z.enum(fundTypes),
  nav: decimalString.nullable(),
  navDate: isoDate.nullable(),
  returns: fundReturns,
  minLumpsumAmount: decimalString.nullable(),
  minSipAmount: decimalString.nullable(),
});
export type FundSummary = z.infer<typeof fundSummary>;

/** A scheme's tax class and why (the domain's schemeTaxClass; docs/decisions/0153). */
export const schemeTaxClassReading = z.object({
  taxClass: z.enum(SCHEME_TAX_CLASSES),
  /** At most 35 % in domestic equity shares: s. 50AA's definition for FY 2023-24 and 2024-25. */
  domesticEquityAtMost35Percent: z.boolean(),
  /** Where the class came from: the repository's override list or a default from one of the scheme's facts. */
  source: z.enum(SCHEME_TAX_CLASS_SOURCES),
  /** One sentence for a person: why this class. */
  basis: z.string(),
});
export type SchemeTaxClassReadingWire = z.infer<typeof schemeTaxClassReading>;

export const fundDetail = fundSummary.extend({
  objective: z.string().nullable(),
  isinGrowth: z.string().nullable(),
  isinReinvestment: z.string().nullable(),
  amfiCategory: z.string().nullable(),
  launchDate: isoDate.nullable(),
  lumpsumMultiple: decimalString.nullable(),
  sipMultiple: decimalString.nullable(),
  minRedemptionAmount: decimalString.nullable(),
  purchaseAllowed: z.boolean(),
  redeemAllowed: z.boolean(),
  sipAllowed: z.boolean(),
  stpAllowed: z.boolean(),
  swpAllowed: z.boolean(),
  switchAllowed: z.boolean(),
  /** spec 3 §3 metaData.sipData: '#'-separated entries; MONTHLY's 4th part lists the SIP dates. */
  sipData: z.string().nullable(),
  sipDates: z.array(z.number().int().min(1).max(31)),
  nfoOpenDate: isoDate.nullable(),
  nfoCloseDate: isoDate.nullable(),
  /** The NFO's filter group today (IST, the product's clock); null for a scheme with no offer window (decision 0148). */
  nfoCategory: z.enum(['open', 'upcoming', 'recentlyClosed', 'closedListed']).nullable(),
  /** Ranges with NAV history to draw (a young fund has no 5Y). */
  navRanges: z.array(z.enum(navRanges)),
  isDemoData: z.boolean(),
  /** The scheme's tax class and its basis, shown on the fund page (issue 23 §1). */
  taxClass: schemeTaxClassReading,
});
export type FundDetail = z.infer<typeof fundDetail>;

export const suggestion = z.object({
  schemeId: z.number().int(),
  schemeName: z.string(),
  category: z.string(),
  subCategory: z.string(),
});
export type Suggestion = z.infer<typeof suggestion>;

export const searchResult = z.object({
  schemeId: z.number().int(),
  schemeName: z.string(),
  fundInvestmentObjective: z.string().nullable(),
  category: z.string(),
  subCategory: z.string(),
  riskometer: z.string().nullable(),
  nav: decimalString.nullable(),
  returns: fundReturns,
});

export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  });

export const topFund = z.object({
  schemeId: z.number().int(),
  schemeName: z.string(),
  category: z.string(),
  subCategory: z.string(),
  tags: z.array(z.string()),
  threeYearReturn: decimalString.nullable(),
  lastUpdatedNavDate: isoDate.nullable(),
});

export const navPoint = z.object({ date: isoDate, nav: decimalString });

export const nfoItem = z.object({
  schemeId: z.number().int(),
  /** Spec 3 §3's field for the fund page's link: the scheme id itself (decision 0007, as STP/SWP). */
  encryptedSchemeId: z.number().int(),
  schemeName: z.string(),
  amcName: z.string(),
  category: z.string(),
  subCategory: z.string(),
  /** Which filter group the NFO falls in today (IST). */
  nfoCategory: z.enum(['open', 'upcoming', 'recentlyClosed', 'closedListed']),
  nfoOpenDate: isoDate,
  /** Spelled as the spec's NFO item spells it. */
  nfoClousureDate: isoDate,
  minimumLumpsumAmount: decimalString.nullable(),
  minimumSipAmount: decimalString.nullable(),
});
export type NfoItem = z.infer<typeof nfoItem>;


export const catalogueRoutes = {
  suggestMutualFund: defineRoute({
    method: 'GET',
    path: '/api/v1/mutual-funds/suggest-mutual-fund',
    summary: 'Up to 5 funds whose name matches the typed text (more than 3 characters)',
    tags: ['catalogue'],
    access: 'public',
    query: z.object({ text: text({ multiline: true }).trim() }),
    response: z.array(suggestion),
  }),
  searchMutualFundsByText: defineRoute({
    method: 'GET',
    path: '/api/v1/mutual-funds/search-mutual-funds-by-text',
    summary: 'Funds matching a text, a page at a time',
    tags: ['catalogue'],
    access: 'public',
    query: z.object({
      q: text({ multiline: true }).trim(),
      PageNumber: z.coerce.number().int().min(0).default(0),
      pageSize: z.coerce.number().int().min(1).max(50).default(10),
    }),
    response: page(searchResult),
  }),
  getMutualFundDetail: defineRoute({
    method: 'GET',
    path: '/api/v1/mutual-funds/get-mutual-fund-detail',
    summary: 'One fund with its facts, latest NAV and returns',
    tags: ['catalogue'],
    access: 'public',
    query: z.object({
      schemeId,
      /** `search` when the detail is opened from a search suggestion: counts toward most searched. */
      from: z.enum(['search']).optional(),
    }),
    response: fundDetail,
  }),
  getNavHistory: defineRoute({
    method: 'GET',
    path: '/api/v1/mutual-funds/get-nav-history',
    summary: 'Daily NAV of one fund over a range ending at its latest NAV',
    tags: ['catalogue'],
    access: 'public',
    query: z.object({ schemeId, range: z.enum(navRanges).default('1Y') }),
    response: z.object({ schemeId: z.number().int(), range: z.enum(navRanges), points: z.array(navPoint) }),
  }),
  getTopMutualFunds: defineRoute({
    method: 'GET',
    path: '/api/v1/mutual-funds/get-top-mutual-funds',
    summary: 'Top funds carrying a tag (ELSS), best 3-year return first',
    tags: ['catalogue'],
    access: 'public',
    query: z.object({ tag: z.enum(['ELSS']).default('ELSS'), limit: z.coerce.number().int().min(1).max(10).default(3) }),
    response: z.array(topFund),
  }),
  getBestPerformingMutualFunds: defineRoute({
    method: 'GET',
    path: '/api/v1/mutual-funds/get-best-performing-mutual-funds',
    summary: 'Best performing funds of each browse category (or of one), by 3-year return',
    tags: ['catalogue'],
    access: 'public',
    query: z.object({
      category: text().optional(),
      limit: z.coerce.number().int().min(1).max(20).default(5),
    }),
    response: z.array(z.object({ category: z.string(), funds: z.array(fundSummary) })),
  }),
  getMostViewedMutualFunds: defineRoute({
    method: 'GET',
    path: '/api/v1/mutual-funds/get-most-viewed-mutual-funds',
    summary: 'The 5 most viewed funds',
    tags: ['catalogue'],
    access: 'public',
    response: z.array(fundSummary),
  }),
  getMostSearchedMutualFunds: defineRoute({
    method: 'GET',
    path: '/api/v1/mutual-funds/get-most-searched-mutual-funds',
    summary: 'The 5 most searched funds',
    tags: ['catalogue'],
    access: 'public',
    response: z.array(fundSummary),
  }),
  getMutualFundsByCategory: defineRoute({
    method: 'GET',
    path: '/api/v1/mutual-funds/get-mutual-funds-by-category',
    summary: 'Funds of a browse category and sub-category, sorted and filtered, a page at a time',
    tags: ['catalogue'],
    access: 'public',
    query: z.object({
      mutualFundCategory: text().trim().min(1),
      subCategory: text().trim().optional(),
      sortBy: z.enum(fundSorts).default('returns3y'),
      sortOrder: z.enum(['asc', 'desc']).default('desc'),
      plan: z.enum(['Direct', 'Regular']).optional(),
      option: z.enum(['Growth', 'IDCW']).optional(),
      riskometer: text().optional(),
      amc: text().optional(),
      PageNumber: z.coerce.number().int().min(0).default(0),
      pageSize: z.coerce.number().int().min(1).max(50).default(20),
    }),
    response: page(fundSummary),
  }),
  getCategories: defineRoute({
    method: 'GET',
    path: '/api/v1/mutual-funds/get-categories',
    summary: 'The browse taxonomy with the number of funds in each sub-category',
    tags: ['catalogue'],
    access: 'public',
    response: z.array(
      z.object({
        category: z.string(),
        count: z.number().int(),
        subCategories: z.array(z.object({ name: z.string(), count: z.number().int() })),
      }),
    ),
  }),
  getNfoFunds: defineRoute({
    method: 'GET',
    path: '/api/v1/nfo/get-nfo-funds',
    summary: 'New fund offers by filter group, sorted by launch or close date',
    tags: ['catalogue'],
    access: 'public',
    query: z.object({
      filter: z.enum(nfoFilters).default('all'),
      sort: z.enum(nfoSorts).optional(),
    }),
    response: z.array(nfoItem),
  }),
  getNfoDetails: defineRoute({
    method: 'GET',
    path: '/api/v1/nfo/get-nfo-details',
    summary: 'One new fund offer',
    tags: ['catalogue'],
    access: 'public',
    query: z.object({ schemeId }),
    response: nfoItem.extend({ objective: z.string().nullable(), riskometer: z.string().nullable() }),
  }),
} as const;

/**
 * An advisor's share of an NFO link (spec 3 §3 "NFO share payload", §7 "POST share NFO"): the
 * channel, the address and the scheme. The server takes the customer from the session and the
 * close date from the catalogue, and builds the link itself (decision 0137), so the payload's
 * ucc, customer, closeDate and shareUrl are not sent.
 */
export const shareNfoLinkBody = z.object({ ...shareFields, schemeId }).superRefine(checkShareTarget);
export type ShareNfoLinkBody = z.input<typeof shareNfoLinkBody>;

/** Not public like the catalogue's reads: only the advisor in a customer's session may share. */
export const nfoShareRoutes = {
  shareNfoLink: defineRoute({
    method: 'POST',
    path: '/api/v1/nfo/share-nfo',
    summary:
      "An advisor sends the customer an NFO's link by e-mail or SMS (through the outbox): 'NFO link shared successfully!!!'. " +
      "Only on the advisor's session for the customer (403 otherwise)",
    tags: ['catalogue'],
    access: 'signedIn',
    body: shareNfoLinkBody,
    response: shareAnswer,
  }),
} as const;
