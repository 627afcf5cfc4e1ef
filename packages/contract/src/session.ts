import {
  loginMobileSchema,
  loginPasswordSchema,
  otpCodeSchema,
  setPasswordSchema,
  signUpDetailsSchema,
} from '@sanchay/domain';
import { z } from 'zod';
import { agentCodeSchema } from './agent';
import { CSRF_FAILED } from './client-constants';
import { defineRoute } from './route';

/**
 * Sessions and sign-in (spec 1 §2 "Sign-in dialog", §3, §4, §5, §7 "Session and sign-in").
 * The session lives on the server behind an httpOnly cookie; the browser never holds a token
 * (docs/decisions/0009-sessions-and-otp.md). Every POST must carry the header
 * {@link CSRF_HEADER} with the `csrfToken` that get-current-user (and every login or logout)
 * returns; the same value is in the readable cookie {@link CSRF_COOKIE}.
 */
/** An OTP lives 5 minutes; a new one may be asked for after 60 s (the dialog's countdown). */
export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_AFTER_SECONDS = 60;

/** The sign-in failures a screen acts on (beside the shared ErrorEnum codes). */
export const SessionErrorEnum = {
  /** Spec 1 §4: on the advisor host, the customer belongs to another advisor. */
  USER_MAPPED_TO_OTHER_AGENT: 'USER_MAPPED_TO_OTHER_AGENT',
  /** Sets enteredWrongPassword (spec 1 §3). */
  INCORRECT_PASSWORD: 'INCORRECT_PASSWORD',
  /** The account has no password yet: sign in with an OTP (userPasswordNotPresent). */
  PASSWORD_NOT_SET: 'PASSWORD_NOT_SET',
  /** Sets incorrectOtp. */
  INCORRECT_OTP: 'INCORRECT_OTP',
  OTP_EXPIRED: 'OTP_EXPIRED',
  /** 5 wrong tries: the code is dead, ask for a new one. */
  OTP_LOCKED: 'OTP_LOCKED',
  /** No OTP was asked for in this browser (or it was used). */
  OTP_NOT_REQUESTED: 'OTP_NOT_REQUESTED',
  /** save-user / update-password without a recent OTP verification in this browser. */
  OTP_NOT_VERIFIED: 'OTP_NOT_VERIFIED',
  /** A login OTP for a mobile that has no account. */
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  /** Several accounts share the mobile: say which one (accountHandle). */
  ACCOUNT_CHOICE_REQUIRED: 'ACCOUNT_CHOICE_REQUIRED',
  /** A POST without the session's CSRF token, or with no live session: fetch get-current-user and retry. */
  CSRF_FAILED,
} as const;
export type SessionErrorEnum = (typeof SessionErrorEnum)[keyof typeof SessionErrorEnum];

/** The dialog's steps (spec 1 §2). */
export const signinSteps = ['mobile', 'password', 'userdetails', 'updatepassword', 'multipleUsers'] as const;
export type SigninStep = (typeof signinSteps)[number];

export const otpPurposes = ['login', 'signup'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

/**
 * One account of a mobile as check-mobile-number names it to a signed-out caller: an opaque handle
 * bound to the session (a keyed hash of the account under the session's secret), never the
 * account's id. It means nothing in another session and reveals nothing about the account.
 */
export const ACCOUNT_HANDLE = /^[A-Za-z0-9_-]{22}$/;
const accountHandle = z
  .string({ error: 'Please choose an account' })
  .regex(ACCOUNT_HANDLE, 'Please choose an account')
  .meta({ description: 'An account of this mobile, as check-mobile-number named it in this session' });

/** What the browser may keep about the signed-in user (spec 1 §3 User): display data only. */
export const userSummary = z.object({
  userId: z.uuid(),
  name: z.string(),
  primaryMobile: z.string(),
  primaryEmail: z.string().nullable(),
  /** Holding type code: '01' individual, '02' minor (spec 1 §3, §9). */
  taxStatus: z.string(),
  majorStatus: z.string().nullable(),
  /** 3 = onboarded with the exchange (spec 1 §9). */
  registeredWithBse: z.number().int(),
  /** The advisor the customer is mapped to. */
  mintAgentCode: z.string().nullable(),
  hasPassword: z.boolean(),
  /** Set when this user is an advisor: their own agent code. */
  ownAgentCode: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummary>;

/** The session as the browser sees it. */
export const sessionInfo = z.object({
  /** The random guest id that keys the cart (spec 1 §3 cookieId); new after logout. */
  cookieId: z.string(),
  /** Send it back in the x-csrf-token header on every POST. */
  csrfToken: z.string(),
  /** The advisor host's agent code (spec 1 §6), else null. */
  agentCode: z.string().nullable(),
  /** The host name starts with "pro" (spec 1 §1). */
  advisorHost: z.boolean(),
  idleTimeoutSeconds: z.number().int(),
});

export const currentUser = sessionInfo.extend({
  user: userSummary.nullable(),
  /** Spec 1 §4: a minor's session (tax status 02 with a majorStatus) sees the portfolio only. */
  minor: z.boolean(),
  majorStatus: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/**
 * A successful sign-in (spec 1 §4 "Login outcome"). `outcome: 'minor'`: keep `majorStatus` and
 * go to `redirectTo` (/v1/profile/portfolio) with the sidebar disabled; otherwise store the user,
 * `headerName` and `agentCode`. The session was rotated: use the new csrfToken.
 */
export const loginResult = sessionInfo.extend({
  outcome: z.enum(['signedIn', 'minor']),
  user: userSummary,
  headerName: z.string(),
  minor: z.boolean(),
  majorStatus: z.string().nullable(),
  redirectTo: z.string().nullable(),
  /** True when this sign-in was by OTP (spec 1 §3 otpVerified). */
  otpVerified: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const mobileUser = z.object({
  /** Send it back to choose this account (multipleUsers); valid in this session only. */
  accountHandle: z.string(),
  /** Masked (first letters of each word) when several accounts share the mobile. */
  name: z.string(),
  hasPassword: z.boolean(),
});

export const checkMobileResult = z.object({
  /** userdetails (no account), multipleUsers (pick one), password or updatepassword. */
  signinStep: z.enum(['userdetails', 'password', 'updatepassword', 'multipleUsers']),
  users: z.array(mobileUser),
});

const passwordLoginBody = z.object({
  mobile: loginMobileSchema,
  password: loginPasswordSchema,
  /** Required when several accounts share the mobile (multipleUsers). */
  accountHandle: accountHandle.optional(),
});

export const otpSent = z.object({
  mobile: z.string(),
  purpose: z.enum(otpPurposes),
  expiresInSeconds: z.number().int(),
  /** Wait this long before asking again (the dialog's countdown). */
  resendAfterSeconds: z.number().int(),
  resendsLeft: z.number().int(),
});

export const otpVerified = z.object({
  otpVerified: z.literal(true),
  purpose: z.enum(otpPurposes),
  /** A login OTP signs in; a signup OTP leads to save-user. */
  login: loginResult.nullable(),
});

/** Spec 1 §9: registeredWithBse 3 means onboarded with the exchange. */
export const REGISTERED_WITH_BSE_ONBOARDED = 3;

/** check-bse-status (spec 1 §7): the signed-in user's onboarding status with the exchange. */
export const bseStatus = z.object({
  registeredWithBse: z.number().int(),
  /** registeredWithBse is 3: checkout goes to the order summary, not to KYC. */
  onboarded: z.boolean(),
});
export type BseStatus = z.infer<typeof bseStatus>;

export const sessionRoutes = {
  getCurrentUser: defineRoute({
    method: 'GET',
    path: '/api/v1/login/get-current-user',
    summary:
      'The session: signed-in user (or null), csrfToken, cookieId, agent code. Starts a guest session when there is none; ' +
      'agentCode on the advisor host ("pro…") sets the advisor.',
    tags: ['session'],
    access: 'session',
    query: z.object({ agentCode: agentCodeSchema.optional() }),
    response: currentUser,
  }),
  checkMobileNumber: defineRoute({
    method: 'GET',
    path: '/api/v1/login/check-mobile-number',
    summary: 'The accounts of a mobile and the next sign-in step; USER_MAPPED_TO_OTHER_AGENT on another advisor host',
    tags: ['session'],
    access: 'signIn',
    query: z.object({ mobile: loginMobileSchema, agentCode: agentCodeSchema.optional() }),
    response: checkMobileResult,
  }),
  verifyPassword: defineRoute({
    method: 'POST',
    path: '/api/v1/login/verify-password',
    summary: 'Sign in with mobile and password (same as user-login)',
    tags: ['session'],
    access: 'signIn',
    body: passwordLoginBody,
    response: loginResult,
  }),
  userLogin: defineRoute({
    method: 'POST',
    path: '/api/v1/login/user-login',
    summary: "Sign in with mobile and password; wrong: 'Please enter correct password'",
    tags: ['session'],
    access: 'signIn',
    body: passwordLoginBody,
    response: loginResult,
  }),
  sendOtp: defineRoute({
    method: 'POST',
    path: '/api/v1/login/send-otp',
    summary: 'Send (or re-send after 60 s, at most 3 times) a 6-digit OTP by SMS; rate-limited per mobile and address',
    tags: ['session'],
    access: 'signIn',
    body: z.object({ mobile: loginMobileSchema, purpose: z.enum(otpPurposes).default('login') }),
    response: otpSent,
  }),
  verifyLoginOtp: defineRoute({
    method: 'POST',
    path: '/api/v1/login/verify-login-otp',
    summary: 'Check the OTP (5 tries, 5 minutes); a login OTP signs in',
    tags: ['session'],
    access: 'signIn',
    body: z.object({
      mobile: loginMobileSchema,
      otp: otpCodeSchema,
      purpose: z.enum(otpPurposes).default('login'),
      accountHandle: accountHandle.optional(),
    }),
    response: otpVerified,
  }),
  updatePassword: defineRoute({
    method: 'POST',
    path: '/api/v1/login/update-password',
    summary: 'Set the password of the signed-in user after an OTP sign-in in this browser',
    tags: ['session'],
    access: 'signedIn',
    body: setPasswordSchema,
    response: z.object({ user: userSummary }),
  }),
  saveUser: defineRoute({
    method: 'POST',
    path: '/api/v1/login/save-user',
    summary: 'Create the account of a new user after a signup OTP, and sign in',
    tags: ['session'],
    access: 'signIn',
    body: signUpDetailsSchema,
    response: loginResult,
  }),
  checkBseStatus: defineRoute({
    method: 'GET',
    path: '/api/v1/login/check-bse-status',
    summary: "The signed-in user's registeredWithBse (3 = onboarded with the exchange); 401 when signed out",
    tags: ['session'],
    access: 'signedIn',
    response: bseStatus,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/v1/login/logout',
    summary: 'End the session; a new guest session with a new cookie id starts',
    tags: ['session'],
    access: 'session',
    response: sessionInfo,
  }),
};
