import { advisorCustomerMessages, text } from '@sanchay/domain';
import { z } from 'zod';
import { AGENT_CODE } from './agent-code';
import { transactionTypes } from './portfolio';
import { defineRoute } from './route';
import { decimalString, isoDate } from './wire';

/** Advisors (spec 1 §3 Agent, §7 "Agent"). The agent code's rule is AGENT_CODE (agent-code.ts). */

export const agentCodeSchema = z
  .string({ error: 'Please enter an agent code' })
  .trim()
  .toUpperCase()
  .regex(AGENT_CODE, 'Please enter a valid agent code')
  .meta({ description: 'An advisor’s agent code', example: 'SANCHAY01' });

export const agentVerificationStatuses = ['verified', 'not_verified'] as const;

export const agentDetails = z.object({
  agentCode: z.string(),
  advisorName: z.string(),
  /** The advisor holds an ARN (spec 1 §6). */
  isARNHolder: z.boolean(),
  /** 'verified' may create leads; 'not_verified' is asked to verify the profile (spec 1 §2). */
  verificationStatus: z.enum(agentVerificationStatuses),
  partnerStatus: z.string().nullable(),
  /**
   * Spec 1 §6: one of the special agent codes (server configuration SPECIAL_AGENT_CODES): the
   * customer count and AUM bar is never shown for this agent.
   */
  customerCountHidden: z.boolean(),
  /**
   * The caller is signed in with this agent's own account (the user linked to the agent): the only
   * caller {@link agentRoutes.getAumSummary} answers. Never true for someone who only knows the code.
   */
  isOwnAdvisorSession: z.boolean(),
  /** Spec 1 §2: the external loan-against-mutual-funds page with `partnerId=<agentCode>`; null when none is configured. */
  loanAgainstMfUrl: z.string().nullable(),
  /** The back-to-advisor-app control's target (ADVISOR_APP_URL with `agentCode`, else /v1/my-customers?agentCode=). */
  advisorAppUrl: z.string(),
});
export type AgentDetails = z.infer<typeof agentDetails>;

/** Spec 1 §3 "AUM summary": the advisor's customers and the value of their holdings. */
export const aumSummary = z.object({
  /** Customers mapped to the agent. */
  customerCount: z.number().int().nonnegative(),
  /** Rupees, 2 decimals, as a decimal string (the sum of the customers' holdings at the latest NAV). */
  totalAUM: decimalString,
});
export type AumSummary = z.infer<typeof aumSummary>;

/** Fills the `:agentCode` placeholder of {@link agentRoutes.getAgent}'s path. */
export const agentPath = (agentCode: string) => `/api/v1/agent/${encodeURIComponent(agentCode)}`;
/** Fills the `:agentCode` placeholder of {@link agentRoutes.getAumSummary}'s path. */
export const aumSummaryPath = (agentCode: string) => `${agentPath(agentCode)}/aum-summary`;

/** Fills the `:agentCode` placeholder of {@link agentRoutes.getCustomers}'s path. */
export const agentCustomersPath = (agentCode: string) => `${agentPath(agentCode)}/customers`;

const customersMessages = advisorCustomerMessages;

/** /my-customers' sort keys (decision 0142): the row's name, AUM, SIP book or last transaction date. */
export const customerSorts = ['name', 'aum', 'sipBook', 'lastTransaction'] as const;
export type CustomerSort = (typeof customerSorts)[number];
/** The most customers one page holds. */
export const CUSTOMER_PAGE_SIZE_MAX = 100;
export const CUSTOMER_SEARCH_MAX = 100;

/**
 * GET …/customers' query: a search (part of a name, mobile, e-mail, PAN or ucc; any case), the
 * sort and a page (0-based). The browser builds its URL with the same schema.
 */
export const customerListQuery = z.object({
  search: text()
    .trim()
    .max(CUSTOMER_SEARCH_MAX, customersMessages.searchTooLong)
    .optional()
    .transform((value) => value || undefined),
  sort: z.enum(customerSorts, { error: customersMessages.badSort }).default('name'),
  order: z.enum(['asc', 'desc'], { error: customersMessages.badSort }).default('asc'),
  page: z.coerce
    .number({ error: customersMessages.badPage })
    .int(customersMessages.badPage)
    .min(0, customersMessages.badPage)
    .max(100_000, customersMessages.badPage)
    .default(0),
  pageSize: z.coerce
    .number({ error: customersMessages.badPageSize })
    .int(customersMessages.badPageSize)
    .min(1, customersMessages.badPageSize)
    .max(CUSTOMER_PAGE_SIZE_MAX, customersMessages.badPageSize)
    .default(20),
});
export type CustomerListQuery = z.input<typeof customerListQuery>;

/**
 * Where a customer stands with onboarding (decision 0142): no PAN on a profile yet, or a KYC that
 * is not compliant (KYC_PENDING); the onboarding step they are at (spec 2 §1's first four steps);
 * registered with the exchange, registeredWithBse 3 (ONBOARDED). `onboardingLabel` is the step's
 * title as the stepper shows it, or the catalogue's KYC Pending / Onboarded.
 */
export const customerOnboardingStatuses = [
  'KYC_PENDING',
  'PERSONAL_DETAILS',
  'BANK_DETAILS',
  'RISK_PROFILE',
  'OCCUPATION_NOMINEE',
  'ONBOARDED',
] as const;
export type CustomerOnboardingStatus = (typeof customerOnboardingStatuses)[number];

export const customerRow = z.object({
  /** The customer's account id (user_account.id): what /customer/:id/open takes. */
  customerId: z.string(),
  name: z.string(),
  /** 98XXXXXX10. */
  mobile: z.string(),
  onboardingStatus: z.enum(customerOnboardingStatuses),
  onboardingLabel: z.string(),
  /** Rupees: each holding's units (the ledger) × its scheme's latest NAV, rounded to the paisa, summed. */
  aum: decimalString,
  /** Rupees a month: the customer's running SIP registrations (decision 0142). */
  sipBook: decimalString,
  /** The customer's latest ledger entry, or null when there is none. */
  lastTransaction: z.object({ date: isoDate, type: z.enum(transactionTypes) }).nullable(),
});
export type CustomerRow = z.infer<typeof customerRow>;

export const customerList = z.object({
  /** The same figures as the AUM summary, for all the advisor's customers whatever the search. */
  customerCount: z.number().int().nonnegative(),
  totalAUM: decimalString,
  /** Customers matching the search (all when there is none). */
  matching: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
  pageSize: z.number().int().positive(),
  customers: z.array(customerRow),
});
export type CustomerList = z.infer<typeof customerList>;

/** The agent routes' path parameters. */
export const agentCodeParams = z.object({ agentCode: agentCodeSchema });

export const agentRoutes = {
  getAgent: defineRoute({
    method: 'GET',
    path: '/api/v1/agent/:agentCode',
    summary:
      "An advisor's public details (responseData.advisorName), whether the caller is signed in as this advisor, " +
      'and the advisor host links; 404 when there is no such agent',
    tags: ['agent'],
    // Anyone may ask, but isOwnAdvisorSession reads the caller's session: not `public`.
    access: 'session',
    /** The path parameter; the server checks it with this. */
    params: agentCodeParams,
    response: agentDetails,
  }),
  getAumSummary: defineRoute({
    method: 'GET',
    path: '/api/v1/agent/:agentCode/aum-summary',
    summary:
      "The advisor's customer count and total AUM (spec 1 §3). Only for the advisor signed in with the agent's own " +
      'account: 401 signed out, 403 anyone else',
    tags: ['agent'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'params', field: 'agentCode', names: 'agent' }] } },
    params: agentCodeParams,
    response: aumSummary,
  }),
  getCustomers: defineRoute({
    method: 'GET',
    path: '/api/v1/agent/:agentCode/customers',
    summary:
      "The advisor's customers (issue 13 §1): search, sort and a page of rows with onboarding status, AUM, SIP book and " +
      "last transaction, and the AUM summary's figures. Only for the advisor signed in with the agent's own account: " +
      '401 signed out, 403 anyone else',
    tags: ['agent'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'params', field: 'agentCode', names: 'agent' }] } },
    params: agentCodeParams,
    query: customerListQuery,
    response: customerList,
  }),
};
