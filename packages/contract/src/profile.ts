import { profileOtpSchema, profilePersonalEditSchema, text } from '@sanchay/domain';
import { z } from 'zod';
import { profileView } from './onboarding';
import { defineRoute } from './route';

/**
 * The profile area (spec 2 §2 "Profile area", §4 "Profile personal edit", §7): the OTP gate in
 * front of every profile edit, and the Personal tab's save. Every route is for the signed-in
 * investor's own profile (401 signed out); the OTP goes to the account's own mobile, never to a
 * number from the request.
 */

/** The profile area's own errorEnum values (beside the shared ones and SessionErrorEnum's OTP_*). */
export const ProfileErrorEnum = {
  /** registeredWithBse is not 3: the web sends the investor to /profile/kyc-details?flowType=checkout. */
  PROFILE_NOT_ONBOARDED: 'PROFILE_NOT_ONBOARDED',
} as const;

/** A step-up OTP was sent (profile edit, bank update): the shape other step-up routes reuse. */
export const stepUpOtpSent = z.object({
  /** The account's mobile, masked to its last 4 digits (XXXXXX0001). */
  mobile: z.string(),
  expiresInSeconds: z.number().int(),
  /** The dialog's resend countdown (spec 2 §4: 30 seconds). */
  resendAfterSeconds: z.number().int(),
  resendsLeft: z.number().int(),
});
export type StepUpOtpSent = z.infer<typeof stepUpOtpSent>;

/**
 * Spec 2 §7 verify-profile-OTP: data.otpMatched and expired. A wrong or expired code is an answer
 * (200), not an error; a code tried 5 times is 429 OTP_LOCKED; no code asked for is 400.
 */
export const stepUpOtpVerified = z.object({
  otpMatched: z.boolean(),
  expired: z.boolean(),
  /** Tries left for this code after a wrong one. */
  attemptsLeft: z.number().int(),
  /** Until when (ISO instant) edits are authorised in this session; null unless matched. */
  authorisedUntil: z.string().nullable(),
});
export type StepUpOtpVerified = z.infer<typeof stepUpOtpVerified>;

export const stepUpOtpBody = z.object({ otp: profileOtpSchema });

/**
 * update-user-profile/{ucc}: the Personal tab's editable fields. The ucc travels in the body (the
 * route table has no path parameters) and must be the caller's own.
 */
export const updateUserProfileBody = profilePersonalEditSchema.extend({
  ucc: text().trim().min(1).max(20),
}).strict();
export type UpdateUserProfileBody = z.input<typeof updateUserProfileBody>;

export const profileRoutes = {
  sendProfileOtp: defineRoute({
    method: 'POST',
    path: '/api/v1/profile/send-profile-otp',
    summary: "An OTP to the signed-in investor's own mobile before a profile edit (5 minutes, 5 tries, resend after 30 s, at most 3 resends, 5 sends a mobile in 15 minutes for profile edits)",
    tags: ['profile'],
    access: 'signedIn',
    response: stepUpOtpSent,
  }),
  verifyProfileOtp: defineRoute({
    method: 'POST',
    path: '/api/v1/profile/verify-profile-otp',
    summary: 'Checks the profile-edit OTP: {otpMatched, expired}; a match authorises profile edits in this session for 10 minutes',
    tags: ['profile'],
    access: 'signedIn',
    body: stepUpOtpBody,
    response: stepUpOtpVerified,
  }),
  updateUserProfile: defineRoute({
    method: 'POST',
    path: '/api/v1/profile/update-user-profile',
    summary: "The Personal tab's save: e-mail, address, pincode (must exist); only when registeredWithBse is 3 (403 otherwise) and after a verified profile OTP (403 OTP_NOT_VERIFIED)",
    tags: ['profile'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'body', field: 'ucc', names: 'ucc' }] } },
    body: updateUserProfileBody,
    response: profileView,
  }),
};
