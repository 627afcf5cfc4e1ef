import { z } from 'zod';
import { AGENT_CODE } from './agent-code';
import { defineRoute } from './route';
import { decimalString } from './wire';

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
};
