import { OTP_RESEND_AFTER_SECONDS, OTP_TTL_SECONDS } from '@sanchay/contract';

/**
 * The limits of sign-in (docs/decisions/0009-sessions-and-otp.md). Counted from the audit table,
 * so they hold across server processes and restarts.
 */
export interface SignInPolicy {
  otpTtlSeconds: number;
  otpMaxAttempts: number;
  otpResendAfterSeconds: number;
  otpMaxResends: number;
  /** How long a verified OTP lets this browser create the account or set a first password. */
  otpProofSeconds: number;
  windowSeconds: number;
  otpSendsPerMobile: number;
  otpSendsPerAddress: number;
  passwordFailuresPerMobile: number;
  passwordFailuresPerAddress: number;
  mobileChecksPerAddress: number;
}

export const DEFAULT_SIGN_IN_POLICY: SignInPolicy = {
  otpTtlSeconds: OTP_TTL_SECONDS,
  otpMaxAttempts: 5,
  otpResendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
  otpMaxResends: 3,
  otpProofSeconds: 15 * 60,
  windowSeconds: 15 * 60,
  otpSendsPerMobile: 5,
  otpSendsPerAddress: 20,
  passwordFailuresPerMobile: 10,
  passwordFailuresPerAddress: 50,
  mobileChecksPerAddress: 100,
};

/** Spec 1 §3, §9: tax status 02 is a minor. */
export const MINOR_TAX_STATUS = '02';
/** Spec 1 §4: where a minor's login goes. */
export const MINOR_LANDING = '/v1/profile/portfolio';
