import { STP_FORM_FREQUENCIES, text } from '@sanchay/domain';
import { z } from 'zod';
import { defineRoute } from './route';
import { decimalString } from './wire';

/**
 * STP and SWP (spec 3 §2 Account area, §3 STP/SWP plan, STP create payload, Scheme validation
 * rows, Destination fund, §4, §5, §7 under /api/v1/stp-swp/; docs/decisions/0112, 0113). A plan is
 * the investor's own, named by its id (`stpId`) or by the exchange's registration number
 * (`txnRegNo`); the investor's client code travels in the path as the spec's calls have it.
 */

const uccParams = z.object({ ucc: text().trim().min(1).max(20) });
const schemeIdSchema = z.coerce.number().int().min(1).max(99_999_999);
const stpIdSchema = z.string().regex(/^\d{1,18}$/, 'Expected an STP id');
export const stpFrequencySchema = z.enum(STP_FORM_FREQUENCIES);

/** The agentStatus codes (spec 3 §4), with ours for a stopped, refused or finished plan. */
export const stpAgentStatuses = ['active', 'pending verification', 'pending', 'approved', 'auto-cancelled', 'stopped', 'failed'] as const;
export const stpAgentStatusSchema = z.enum(stpAgentStatuses);

/** Spec 3 §3 STP/SWP plan, as the list shows it. */
export const stpPlanView = z.object({
  id: z.string(),
  investmentType: z.enum(['STP', 'SWP']),
  /** Daily, Weekly, Monthly or Quarterly. */
  investmentFrequency: z.string(),
  noOfInstallments: z.number().int(),
  installmentAmt: decimalString,
  agentStatus: stpAgentStatusSchema,
  /** The label the list shows (spec 3 §4). */
  agentStatusLabel: z.string(),
  fromSchemeName: z.string(),
  toSchemeName: z.string().nullable(),
  /** DD/MM/YYYY. */
  startDate: z.string(),
  endDate: z.string(),
  firstOrderToday: z.enum(['Y', 'N']),
  folioNo: z.string(),
  totalAmount: decimalString,
  /** The exchange's registration number once registered. */
  txnRegNo: z.string().nullable(),
  /** DD/MM/YYYY, 3:00 PM (IST): the verification link's deadline. */
  verifyBy: z.string(),
  /** The exchange's refusal, when refused. */
  remarks: z.string(),
});
export type StpPlanView = z.infer<typeof stpPlanView>;

export const stpPlanList = z.object({ plans: z.array(stpPlanView) });
export type StpPlanList = z.infer<typeof stpPlanList>;

/** A holding an STP may start from (spec 3 §4: stpFlag Y and units held). */
export const stpSourceFund = z.object({
  schemeId: z.number().int(),
  schemeName: z.string(),
  bseSchemeCode: z.string(),
  isin: z.string().nullable(),
  folioNo: z.string(),
  units: decimalString,
  nav: decimalString,
  /** DD/MM/YYYY. */
  navDate: z.string(),
  /** Units × NAV less what is promised to plans already registered (rupees, 2 decimals). */
  availableAmount: decimalString,
});
export type StpSourceFund = z.infer<typeof stpSourceFund>;
export const stpSourceFunds = z.object({ funds: z.array(stpSourceFund) });
export type StpSourceFunds = z.infer<typeof stpSourceFunds>;

/** Spec 3 §3 Destination fund. */
export const destinationFund = z.object({
  schemeIsin: z.string().nullable(),
  bseSchemeCode: z.string(),
  schemeName: z.string(),
  encryptedSchemeId: z.number().int(),
});
export const destinationFunds = z.object({ schemes: z.array(destinationFund) });
export type DestinationFunds = z.infer<typeof destinationFunds>;

/** Spec 3 §3 Scheme validation rows (amounts as decimal strings). */
export const stpValidationRowSchema = z.object({
  astpFrequency: stpFrequencySchema,
  astpRegOut: z.enum(['Y', 'N']),
  astpRegIn: z.enum(['Y', 'N']),
  astpOutMinInstAmt: decimalString,
  astpInMinInstAmt: decimalString,
  astpOutMaxInstAmt: decimalString,
  astpInMaxInstAmt: decimalString,
  astpMaxInstlNos: z.number().int(),
  astpMinInstlNos: z.number().int(),
  astpOutMultiplierAmt: decimalString,
  astpMinGap: z.number().int(),
  astpMaxGap: z.number().int(),
  astpDates: z.string(),
});
export const stpValidationDetails = z.object({ rows: z.array(stpValidationRowSchema) });
export type StpValidationDetails = z.infer<typeof stpValidationDetails>;

/** The combined bounds of a pair for one frequency, and the start dates it allows (YYYY-MM-DD). */
export const stpAllowedDates = z.object({
  available: z.boolean(),
  minAmount: decimalString,
  maxAmount: decimalString,
  multiplier: decimalString,
  minInstallments: z.number().int(),
  maxInstallments: z.number().int(),
  dates: z.array(z.string()),
  /** IST today (YYYY-MM-DD), the day the window is counted from. */
  today: z.string(),
});
export type StpAllowedDates = z.infer<typeof stpAllowedDates>;

/**
 * Spec 3 §3 STP create payload, plus the form's own key (a double submit registers once). Dates
 * YYYY-MM-DD. The server works out the bounds, the instalment count (daily: from the end date) and
 * the total again; names and ISINs are read from the scheme master, not taken from here.
 */
export const registerStpBody = z.object({
  requestKey: z.uuid(),
  trxnType: z.literal('STP'),
  fromSchemeCode: text().trim().min(1).max(40),
  toSchemeCode: text().trim().min(1).max(40),
  folioNo: text().trim().min(1).max(30),
  freqType: z.union([z.literal(1), z.literal(3), z.literal(30), z.literal(52)]),
  installmentAmount: text().trim().max(20),
  noOfInstallments: text().trim().max(10).default(''),
  startDate: text().trim().max(10),
  endDate: text().trim().max(10).default(''),
  totalamount: text().trim().max(20).optional(),
  firstOrderToday: z.enum(['Y', 'N']).default('N'),
  isBtoCFlow: z.boolean().optional(),
  fromIsin: text().trim().max(20).optional(),
  toIsin: text().trim().max(20).optional(),
  fromSchemeName: text().trim().max(200).optional(),
  toSchemeName: text().trim().max(200).optional(),
});
export type RegisterStpBody = z.input<typeof registerStpBody>;

export const registeredStp = z.object({ plan: stpPlanView, message: z.string() });
export type RegisteredStp = z.infer<typeof registeredStp>;

export const stpMessage = z.object({ message: z.string(), plan: stpPlanView.nullable() });
export type StpMessage = z.infer<typeof stpMessage>;

const uccScoped = { in: 'params', field: 'ucc', names: 'ucc' } as const;

export const stpSwpRoutes = {
  stpSourceFunds: defineRoute({
    method: 'GET',
    path: '/api/v1/stp-swp/source-funds/:ucc',
    summary: 'Holdings an STP may start from: STP allowed, units held, and the amount available',
    tags: ['stp-swp'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [uccScoped] } },
    params: uccParams,
    response: stpSourceFunds,
  }),
  sameAmcSchemes: defineRoute({
    method: 'GET',
    path: '/api/v1/stp-swp/same-amc-schemes',
    summary: 'Destination funds: schemes of the same fund house that accept STP',
    tags: ['stp-swp'],
    access: 'signedIn',
    query: z.object({ encryptedSchemeId: schemeIdSchema }),
    response: destinationFunds,
  }),
  stpValidationDetails: defineRoute({
    method: 'GET',
    path: '/api/v1/stp-swp/stp-validation-details',
    summary: "A scheme's STP validation rows, one per frequency",
    tags: ['stp-swp'],
    access: 'signedIn',
    query: z.object({ encryptedSchemeId: schemeIdSchema }),
    response: stpValidationDetails,
  }),
  stpAllowedDates: defineRoute({
    method: 'GET',
    path: '/api/v1/stp-swp/stp-allowed-dates',
    summary: 'The combined bounds of a source and destination for a frequency, and the start dates allowed',
    tags: ['stp-swp'],
    access: 'signedIn',
    query: z.object({ fromSchemeId: schemeIdSchema, toSchemeId: schemeIdSchema, frequency: stpFrequencySchema }),
    response: stpAllowedDates,
  }),
  registerStpSwp: defineRoute({
    method: 'POST',
    path: '/api/v1/stp-swp/register-stp-swp/:ucc',
    summary: 'Registers an STP, pending e-mail verification (the link goes out by e-mail); 403 AGENT_NOT_ALLOWED for an advisor’s sale for a customer without NISM and ARN (agent-registration.ts)',
    tags: ['stp-swp'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [uccScoped, { in: 'body', field: 'folioNo', names: 'folio' }] } },
    params: uccParams,
    body: registerStpBody,
    response: registeredStp,
  }),
  getAllStpSwpOrders: defineRoute({
    method: 'GET',
    path: '/api/v1/stp-swp/get-all-stp-swp-orders/:ucc',
    summary: "The investor's STPs (or SWPs), newest first",
    tags: ['stp-swp'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [uccScoped] } },
    params: uccParams,
    query: z.object({ trxnType: z.enum(['STP', 'SWP']).default('STP') }),
    response: stpPlanList,
  }),
  activeSwpOrders: defineRoute({
    method: 'GET',
    path: '/api/v1/stp-swp/active-swp-orders/:ucc',
    summary: "The investor's active SWPs",
    tags: ['stp-swp'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [uccScoped] } },
    params: uccParams,
    response: stpPlanList,
  }),
  autoCancelledStpOrders: defineRoute({
    method: 'GET',
    path: '/api/v1/stp-swp/auto-cancelled-stp-orders/:ucc',
    summary: 'STPs cancelled because their verification link expired',
    tags: ['stp-swp'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [uccScoped] } },
    params: uccParams,
    response: stpPlanList,
  }),
  saveStpSwpOrderToBse: defineRoute({
    method: 'POST',
    path: '/api/v1/stp-swp/save-stp-swp-order-to-bse/:ucc',
    summary: 'Registers an approved (verified) STP at the exchange',
    tags: ['stp-swp'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [uccScoped, { in: 'body', field: 'stpId', names: 'stp' }] } },
    params: uccParams,
    body: z.object({ stpId: stpIdSchema }),
    response: stpMessage,
  }),
  cancelTransaction: defineRoute({
    method: 'POST',
    path: '/api/v1/stp-swp/cancel-transaction/:ucc',
    summary: 'Stops an active STP or SWP at the exchange',
    tags: ['stp-swp'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [uccScoped, { in: 'body', field: 'txnRegNo', names: 'stp' }] } },
    params: uccParams,
    body: z.object({ txnRegNo: z.string().regex(/^\d{1,18}$/, 'Expected a registration number'), txnType: z.enum(['STP', 'SWP']).default('STP') }),
    response: stpMessage,
  }),
  verifyStpLink: defineRoute({
    method: 'POST',
    path: '/api/v1/stp-swp/verify-link',
    summary: "Confirms an STP by its e-mail link's token (before its deadline; else it is cancelled)",
    tags: ['stp-swp'],
    access: 'signIn',
    body: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Expected a verification token') }),
    response: z.object({ message: z.string(), verified: z.boolean() }),
  }),
};
