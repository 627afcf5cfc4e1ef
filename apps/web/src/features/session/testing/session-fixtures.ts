import { currentUser, failureEnvelope, loginResult, successEnvelope, type CurrentUser, type LoginResult } from '@sanchay/contract';
import type { z } from 'zod';

/** Envelopes for component tests, checked against the contract schemas so they cannot drift. */
export function ok<T extends z.ZodType>(schema: T, data: z.input<T>, status = 200): Response {
  const body = successEnvelope(schema).parse({ operationMessage: 'success', responseData: data });
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function fail(status: number, errorEnum: string, message: string): Response {
  const body = failureEnvelope.parse({ operationMessage: 'failure', responseData: null, errorEnum, message });
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const demoUser = {
  userId: '6f1c2f7e-6f7e-4c1a-9a38-2f4b8c9d0e11',
  name: 'Asha Verma',
  primaryMobile: '9000000001',
  primaryEmail: 'asha@example.com',
  taxStatus: '01',
  majorStatus: null,
  registeredWithBse: 3,
  mintAgentCode: null,
  hasPassword: true,
  ownAgentCode: null,
};

export function guestSession(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return currentUser.parse({
    user: null,
    cookieId: 'guest-1',
    csrfToken: 'csrf-guest',
    agentCode: null,
    advisorHost: false,
    minor: false,
    majorStatus: null,
    idleTimeoutSeconds: 1800,
    ...overrides,
  });
}

export function signedInSession(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return guestSession({ user: demoUser, cookieId: 'user-1', csrfToken: 'csrf-user', ...overrides });
}

export function loginOk(overrides: Partial<LoginResult> = {}): LoginResult {
  return loginResult.parse({
    cookieId: 'user-1',
    csrfToken: 'csrf-user',
    agentCode: null,
    advisorHost: false,
    idleTimeoutSeconds: 1800,
    outcome: 'signedIn',
    user: demoUser,
    headerName: 'Asha Verma',
    minor: false,
    majorStatus: null,
    redirectTo: null,
    otpVerified: false,
    ...overrides,
  });
}

/** The advisor's own account (its agent code SANCHAY01) signed in on his advisor host (decision 0138). */
export function advisorSession(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return signedInSession({
    advisorHost: true,
    agentCode: 'SANCHAY01',
    user: { ...demoUser, userId: '0b9d6c0e-3f1a-4c55-8f3e-7a2b1c4d5e66', name: 'Rohan Mehta', primaryMobile: '9000000002', ownAgentCode: 'SANCHAY01' },
    ...overrides,
  });
}

/** A customer (no agent of her own) signed in on her advisor's host: not the advisor (decision 0138). */
export function customerOnAdvisorHost(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return signedInSession({ advisorHost: true, agentCode: 'SANCHAY01', ...overrides });
}
