import { returnsNoFigureReasons, text } from '@sanchay/domain';
import { z } from 'zod';
import { schemeIdSchema } from './catalogue';
import { checkShareTarget, shareAnswer } from './share';
import { defineRoute } from './route';
import { decimalString, isoDate } from './wire';

/**
 * Portfolio (spec 3 §2 "Portfolio screen", §3 Portfolio scheme record, metaData, Transaction row,
 * Portfolio details, §7 Portfolio; issue 12 §1; docs/decisions/0103): every figure derived from
 * the ledger at the latest published NAVs, never from a stored running total. Amounts are rupees
 * and units and NAVs decimal strings; dates YYYY-MM-DD (screens show DD/MM/YYYY).
 */

/** Spec 3 §3 tagToDisplay: which redemptions are in progress on the holding. */
export const redemptionTags = ['none', 'all', 'amount', 'units', 'both'] as const;
export type RedemptionTag = (typeof redemptionTags)[number];

/** Spec 3 §3 metaData fundType, as the spec names the two kinds. */
export const portfolioFundTypes = ['Open Ended Investment Company', 'Unlisted Closed End Investment Company'] as const;

/** What moved units, as the transaction table names it. */
export const transactionTypes = ['Purchase', 'Redemption', 'Switch In', 'Switch Out', 'STP In', 'STP Out', 'SWP'] as const;

/** Spec 3 §3 Transaction row: one ledger entry. `type` S (sell: units out) shows a minus sign; P plus. */
export const portfolioTransaction = z.object({
  orderNo: z.string(),
  transactionDate: isoDate,
  transactionType: z.enum(transactionTypes),
  type: z.enum(['P', 'S']),
  /** Paid in (purchase, stamp duty included) or paid out, rupees. */
  amount: decimalString,
  /** Always positive; `type` says the direction. */
  units: decimalString,
  nav: decimalString,
  folioNo: z.string(),
  stampDuty: decimalString,
});
export type PortfolioTransaction = z.infer<typeof portfolioTransaction>;

/**
 * The return shown for a holding or the portfolio (decision 0159, the domain's returnsFigure):
 * `ok` the XIRR (annualised, cash flows grouped by day, 365-day years), `absolute` the absolute
 * return of what was held under a year, `none` no figure; percentages with 2 decimals. `reason`
 * says why it is not an XIRR (the words are the catalogue's productMessages.returns.reasons):
 * never a wrong number, never a magic one.
 */
export const xirrFigure = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), percentage: decimalString }),
  z.object({ status: z.literal('absolute'), percentage: decimalString, reason: z.literal('under-a-year') }),
  z.object({ status: z.literal('none'), reason: z.enum(returnsNoFigureReasons) }),
]);
export type XirrFigure = z.infer<typeof xirrFigure>;

/** One ELSS allotment still held (FIFO), locked for 3 years from its allotment (issue 12 §1). */
export const elssLot = z.object({
  allotmentDate: isoDate,
  units: decimalString,
  /** The first day its units may be redeemed or switched. */
  freeOn: isoDate,
  locked: z.boolean(),
});
export const elssLockIn = z.object({
  lockedUnits: decimalString,
  freeUnits: decimalString,
  lots: z.array(elssLot),
});
export type ElssLockIn = z.infer<typeof elssLockIn>;

/** Spec 3 §3 metaData. */
export const portfolioMetaData = z.object({
  fundType: z.enum(portfolioFundTypes),
  schemeShortName: z.string(),
  schemeName: z.string(),
  /** The AMFI code (the catalogue's schemeId). */
  schemeId: z.number().int(),
  isin: z.string().nullable(),
  allowPur: z.boolean(),
  minLumpsumAmount: decimalString,
  /** An additional purchase's minimum (Invest More into the folio); the lumpsum minimum when the master has none. */
  minAdditionalAmount: decimalString,
  minSipAmount: decimalString,
  /** '#'-separated entries; the MONTHLY entry's fourth part lists the SIP dates, ':'-separated. */
  sipData: z.string(),
  amcName: z.string(),
  category: z.string(),
  subCategory: z.string(),
  isElss: z.boolean(),
});
export type PortfolioMetaData = z.infer<typeof portfolioMetaData>;

/** Spec 3 §3 Portfolio scheme record: one folio's holding of one scheme. */
export const portfolioScheme = z.object({
  folioNo: z.string(),
  /** The exchange's scheme code. */
  schemeCode: z.string(),
  unitsAllocated: decimalString,
  /** The latest NAV published (null: none yet). */
  todaysNAV: decimalString.nullable(),
  latestNavDateByBatch: isoDate.nullable(),
  /** The first day a NAV is shown for the holding (spec 3 §4: 'NAV will be available from {date}' before it). */
  setupDate: isoDate,
  /** The NAV is shown (today is on or after setupDate and a NAV is published). */
  navAvailable: z.boolean(),
  currentValue: decimalString,
  /** Net investment: the cost of the units still held (open FIFO lots, stamp duty included). */
  amountInvested: decimalString,
  returnAmount: decimalString,
  returnPercentage: decimalString,
  /** Units × (latest NAV − the NAV before it), rupees; and as a percentage of the NAV before. */
  todaysChange: decimalString,
  todaysChangePercentage: decimalString,
  tagToDisplay: z.enum(redemptionTags),
  inProgressAmount: decimalString,
  inProgressUnits: decimalString,
  redemptionAllowed: z.boolean(),
  stpFlag: z.enum(['Y', 'N']),
  redemptionAmountMultiple: decimalString,
  redemptionUnitsMultiple: decimalString,
  minimumRedemptionAmount: decimalString,
  minimumRedemptionUnits: decimalString,
  xirr: xirrFigure,
  /** ELSS only: locked and free units per allotment; null for other schemes. */
  elss: elssLockIn.nullable(),
  portfolioSchemeTransactions: z.array(portfolioTransaction),
  metaData: portfolioMetaData,
});
export type PortfolioScheme = z.infer<typeof portfolioScheme>;

/** A slice of a pie: the current value held in a category (or sub-category) and its share, percent. */
export const distributionSlice = z.object({ name: z.string(), value: decimalString, percentage: decimalString });
export type DistributionSlice = z.infer<typeof distributionSlice>;

/** Spec 3 §3 Portfolio details and totals; majorStatus marks a minor's session (spec 3 §7). */
export const portfolioDetails = z.object({
  portfolioSchemes: z.array(portfolioScheme),
  categoryDistribution: z.array(distributionSlice),
  subCategoryDistribution: z.array(distributionSlice),
  netAmountInvested: decimalString,
  netCurrentValue: decimalString,
  netReturnAmount: decimalString,
  netReturnPercentage: decimalString,
  /** The latest NAV date among the holdings (null: nothing held). */
  asOfNavDate: isoDate.nullable(),
  /** The whole portfolio's XIRR (every ledger cash flow and today's value). */
  xirr: xirrFigure,
  majorStatus: z.string().nullable(),
});
export type PortfolioDetails = z.infer<typeof portfolioDetails>;

/** One holding and its transactions (the /portfolio-details screen). */
export const portfolioSchemeDetails = z.object({ scheme: portfolioScheme, majorStatus: z.string().nullable() });
export type PortfolioSchemeDetails = z.infer<typeof portfolioSchemeDetails>;

const uccField = text().max(20).optional().meta({ description: "A customer's exchange client code (an advisor's mapped customer); the caller's own when absent" });
const folioField = text().pipe(z.string().trim().min(1, 'Please enter a folio number').max(30)).meta({ description: 'The folio number' });

export const portfolioQuery = z.object({ ucc: uccField });
export type PortfolioQuery = z.input<typeof portfolioQuery>;
export const portfolioTransactionQuery = z.object({
  folioNo: folioField,
  schemeId: schemeIdSchema,
  ucc: uccField,
});
export type PortfolioTransactionQuery = z.input<typeof portfolioTransactionQuery>;

const uccIdentifier = { in: 'query', field: 'ucc', names: 'ucc' } as const;

/**
 * Share Investment Statement (spec 3 §2 "A Share Investment Statement option exists for
 * advisors", §7 "POST share portfolio", decision 0125): the advisor e-mails the customer's
 * statement (a PDF of the holdings, XIRR and the year's capital gains) through the outbox. The
 * server computes every figure; the body names only the address and, for an advisor's own
 * account, the customer's ucc. E-mail only: an SMS cannot carry the PDF.
 */
export const shareStatementBody = z
  .object({ type: z.literal('email'), value: text().max(254), ucc: uccField })
  .superRefine(checkShareTarget);
export type ShareStatementBody = z.input<typeof shareStatementBody>;

export const portfolioRoutes = {
  getUserPortfolio: defineRoute({
    method: 'GET',
    path: '/api/v1/portfolio/user-portfolio',
    summary:
      "Spec 3 §7 GET user portfolio: the holdings (units above 0) with their figures, totals, XIRR and the pies; the caller's own, or an advisor's mapped customer's by ucc",
    tags: ['portfolio'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [uccIdentifier] } },
    query: portfolioQuery,
    response: portfolioDetails,
  }),
  getPortfolioTransaction: defineRoute({
    method: 'GET',
    path: '/api/v1/portfolio/portfolio-transaction',
    summary: 'Spec 3 §7 GET portfolio transaction: one folio and scheme, its figures and every ledger entry',
    tags: ['portfolio'],
    access: {
      customerScoped: {
        caller: 'signedIn',
        identifiers: [{ in: 'query', field: 'folioNo', names: 'folio' }, uccIdentifier],
      },
    },
    query: portfolioTransactionQuery,
    response: portfolioSchemeDetails,
  }),
  shareStatement: defineRoute({
    method: 'POST',
    path: '/api/v1/portfolio/share-statement',
    summary:
      "Spec 3 §7 POST share portfolio: the customer's investment statement (PDF: holdings, XIRR, the year's capital gains) e-mailed through the outbox; only the customer's mapped advisor (the customer's session on the advisor host, or the advisor's own account naming the ucc)",
    tags: ['portfolio'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'body', field: 'ucc', names: 'ucc' }] } },
    body: shareStatementBody,
    response: shareAnswer,
  }),
} as const;
