import { z } from 'zod';
import { OTP_LENGTH } from '../validation/sign-in';
import { onboardingMessages } from './onboarding-messages';

// Spec 2 §5 "OTP": the profile-edit, bank-update and account-opening codes (the sign-in dialog
// has its own wording, validation/sign-in.ts).

const m = onboardingMessages.otp;

/** A typed OTP: present ("Please enter OTP.") and exactly 6 digits ("Please enter a valid 6-digit OTP."). */
export const profileOtpSchema = z
  .string({ error: m.required })
  .trim()
  .min(1, m.required)
  .regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), m.length);
