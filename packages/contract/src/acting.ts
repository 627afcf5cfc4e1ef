import { z } from 'zod';
import { stepUpOtpBody, stepUpOtpSent, stepUpOtpVerified } from './profile';
import { defineRoute } from './route';

/**
 * Acting for a customer (issue 13 §1; docs/decisions/0138). The advisor signed in with the
 * agent's own account opens a customer's account with the customer's consent (an OTP to the
 * customer's mobile); the session keeps the advisor as the actor and the customer as the subject.
 */

export const actingCustomerParams = z.object({
  customerId: z.uuid({ error: 'Please choose a customer' }).meta({ description: "The customer's account id (user_account.id)" }),
});

/** A customer an advisor may open: only one mapped to the advisor's agent. */
export const actingCustomer = z.object({
  customerId: z.string(),
  name: z.string(),
  /** Where the consent OTP goes, as the dialog shows it: XXXXXX0003. */
  mobile: z.string(),
});
export type ActingCustomer = z.infer<typeof actingCustomer>;

/** Whose account the session works on: null unless an advisor is acting for a customer. */
export const actingState = z.object({
  acting: z
    .object({
      customerId: z.string(),
      customerName: z.string(),
      advisorName: z.string(),
      agentCode: z.string(),
    })
    .nullable(),
});
export type ActingState = z.infer<typeof actingState>;

export const startActingAnswer = stepUpOtpVerified.extend({ acting: actingState.shape.acting });
export type StartActingAnswer = z.infer<typeof startActingAnswer>;

/** One state-changing call the advisor made while acting (shown to the customer). */
export const advisorAction = z.object({
  advisorName: z.string(),
  agentCode: z.string(),
  /** What was done, in words (the route's summary). */
  action: z.string(),
  method: z.string(),
  route: z.string(),
  /** The call went through (2xx) or was refused. */
  succeeded: z.boolean(),
  /** ISO instant. */
  at: z.string(),
});
export type AdvisorAction = z.infer<typeof advisorAction>;
export const advisorActions = z.object({ actions: z.array(advisorAction) });
export type AdvisorActions = z.infer<typeof advisorActions>;

const byAdvisor = { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'params', field: 'customerId', names: 'customer' }] } } as const;

export const actingRoutes = {
  getActingCustomer: defineRoute({
    method: 'GET',
    path: '/api/v1/acting/customers/:customerId',
    summary: "The customer's name and masked mobile, for the consent page; only for the advisor (agent's own account) the customer is mapped to, else 403",
    tags: ['acting'],
    access: byAdvisor,
    params: actingCustomerParams,
    response: actingCustomer,
  }),
  sendActingOtp: defineRoute({
    method: 'POST',
    path: '/api/v1/acting/customers/:customerId/send-otp',
    summary: "An OTP to the customer's mobile (through the outbox) asking their consent to the advisor acting for them; the step-up OTP limits; 403 and nothing sent for anyone but their mapped advisor",
    tags: ['acting'],
    access: byAdvisor,
    params: actingCustomerParams,
    response: stepUpOtpSent,
  }),
  startActing: defineRoute({
    method: 'POST',
    path: '/api/v1/acting/customers/:customerId/verify-otp',
    summary: "Checks the customer's consent OTP; a match makes the customer the session's subject (customer-scoped routes then work on their account); a new customer replaces the previous one",
    tags: ['acting'],
    access: byAdvisor,
    params: actingCustomerParams,
    body: stepUpOtpBody,
    response: startActingAnswer,
  }),
  leaveActing: defineRoute({
    method: 'POST',
    path: '/api/v1/acting/leave',
    summary: "Ends acting for a customer: the session is the advisor's own again",
    tags: ['acting'],
    access: 'signedIn',
    response: actingState,
  }),
  getActing: defineRoute({
    method: 'GET',
    path: '/api/v1/acting',
    summary: 'Whose account is open: the customer an advisor acts for, or null',
    tags: ['acting'],
    access: 'session',
    response: actingState,
  }),
  listAdvisorActions: defineRoute({
    method: 'GET',
    path: '/api/v1/acting/advisor-actions',
    summary: "The customer's own list of what their advisor did while acting for them, newest first (at most 100)",
    tags: ['acting'],
    access: 'signedIn',
    response: advisorActions,
  }),
};
