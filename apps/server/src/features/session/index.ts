// The session feature's public face: app.ts, main.ts and other features import from here only.
// Other features reach the caller's session with `request.session` (loaded for every /api call
// carrying the cookie), `app.sessions.ensure(request, reply)` (a guest session when none, e.g. for
// the guest cart keyed by `session.cookieId`) and `app.sessions.requireUser(request)` (401).
import type { FastifyInstance } from 'fastify';
import type { Clock } from '@sanchay/domain';
import type { Database } from '../../db/client';
import type { OtpGenerator } from './otp';
import type { PasswordHasher } from './passwords';
import { installSessions } from './session-plugin';
import { registerSessionRoutes } from './session.routes';
import { registerActingRoutes } from './acting.routes';
import { ActingService } from './acting.service';
import { registerHomePageLeadRoutes } from './home-page-lead.routes';
import { HomePageLeadService } from './home-page-lead.service';
import { SessionService, type SessionPolicy } from './session.service';
import { SignInService } from './sign-in.service';
import type { SignInPolicy } from './sign-in-policy';
import { StepUpOtpService, type StepUpPolicy } from './step-up-otp.service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Step-up OTPs to the signed-in user's own mobile (profile edits, bank changes, account
     * opening): `app.stepUpOtp.send(app.sessions.context(request, session), 'bank_update')`,
     * then `requireStepUpGrant` inside the edit's transaction.
     */
    stepUpOtp: StepUpOtpService;
  }
}

export { SequenceOtpGenerator, randomOtpGenerator, type OtpGenerator } from './otp';
export { argon2idHasher, type PasswordHasher } from './passwords';
export { SessionHttp, type SessionPluginOptions } from './session-plugin';
export { SessionService, DEFAULT_SESSION_POLICY, sessionIdOf, type SessionPolicy, type SessionRow, type IssuedSession } from './session.service';
export { SignInService } from './sign-in.service';
export { DEFAULT_SIGN_IN_POLICY, type SignInPolicy } from './sign-in-policy';
export { maskName } from './sign-in-accounts';
export { sessionMessages } from './session-messages';
export {
  StepUpOtpService,
  DEFAULT_STEP_UP_POLICY,
  hasStepUpGrant,
  requireStepUpGrant,
  spendStepUpGrant,
  maskMobile,
  type StepUpCaller,
  type StepUpPolicy,
  type StepUpPurpose,
} from './step-up-otp.service';
export type { SignInContext } from './sign-in.service';
export { seedDemoAccounts, DEMO_ACCOUNTS, DEMO_AGENT, DEMO_PASSWORD, describeDemoAccounts } from './demo-accounts';

/** The sandbox's OTP pepper when none is configured (sandbox only; config refuses it elsewhere). */
export const SANDBOX_OTP_PEPPER = 'sanchay-sandbox-otp-pepper-not-for-production';

export interface SessionFeatureOptions {
  database: Database;
  clock: Clock;
  otpPepper?: string | undefined;
  cookieSecure?: boolean | undefined;
  otpGenerator?: OtpGenerator;
  passwordHasher?: PasswordHasher;
  sessionPolicy?: Partial<SessionPolicy>;
  signInPolicy?: Partial<SignInPolicy>;
  stepUpPolicy?: Partial<StepUpPolicy>;
}

/**
 * Sessions, CSRF and the sign-in routes. Call before any other feature's routes, so that every
 * /api route sees `request.session` and the CSRF check.
 */
export function registerSessionFeature(app: FastifyInstance, options: SessionFeatureOptions): SignInService {
  const sessions = new SessionService({ database: options.database, clock: options.clock, policy: options.sessionPolicy });
  const http = installSessions(app, { sessions, cookieSecure: options.cookieSecure });
  const service = new SignInService({
    database: options.database,
    clock: options.clock,
    sessions,
    otpPepper: options.otpPepper ?? SANDBOX_OTP_PEPPER,
    ...(options.otpGenerator ? { otpGenerator: options.otpGenerator } : {}),
    ...(options.passwordHasher ? { passwordHasher: options.passwordHasher } : {}),
    policy: options.signInPolicy,
  });
  registerSessionRoutes(app, http, service);
  const stepUpOtp = new StepUpOtpService({
    database: options.database,
    clock: options.clock,
    otpPepper: options.otpPepper ?? SANDBOX_OTP_PEPPER,
    otpGenerator: options.otpGenerator,
    policy: options.stepUpPolicy,
  });
  app.decorate('stepUpOtp', stepUpOtp);
  registerActingRoutes(app, http, new ActingService({ database: options.database, clock: options.clock, stepUpOtp }));
  registerHomePageLeadRoutes(app, http, new HomePageLeadService({ database: options.database, clock: options.clock }));
  return service;
}
