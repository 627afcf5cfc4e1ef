import { messages, productMessages } from '@sanchay/domain';

/**
 * The session feature's user-facing messages. The spec's own (spec 1 §4, §8) come from the
 * domain's catalogue verbatim; the rest spec 1 does not word ("exact user messages are not
 * shown") and are ours.
 */
const stepUpActions = {
  profile_update: 'confirm changes to your profile',
  bank_update: 'confirm changes to your bank accounts',
  account_opening: 'confirm opening your investment account',
  transaction: 'confirm your investment',
  redeem: 'confirm your redemption',
  acting_consent: 'let your advisor open your account and act for you',
} as const;

export const sessionMessages = {
  incorrectPassword: messages.session.incorrectPassword,
  incorrectOtp: messages.session.incorrectOtp,
  otpExpired: messages.session.otpExpired,
  userMappedToOtherAgent: messages.session.userMappedToOtherAgent,
  notSignedIn: messages.session.notAuthorized,
  otpLength: productMessages.session.otpLength,
  otpLocked: 'You have entered a wrong OTP too many times. Please request a new OTP',
  otpNotRequested: 'Please request an OTP first',
  otpNotVerified: 'Please verify your mobile number with an OTP first',
  passwordNotSet: 'You have not set a password yet. Please sign in with an OTP',
  noAccountForMobile: 'There is no account with this mobile number. Please sign up',
  chooseAccount: 'Please choose an account',
  csrfFailed: 'Your session has expired. Please refresh the page and try again',
  resendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP`,
  resendLimit: 'You have requested the OTP too many times. Please try again after some time',
  tooManyOtpRequests: (minutes: number) =>
    `Too many OTP requests for this mobile number. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  tooManyOtpRequestsForCustomer: (minutes: number) =>
    `Too many OTPs have been requested for this customer's mobile number. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  tooManyRequestsFromAddress: (minutes: number) =>
    `Too many requests from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  tooManyPasswordAttempts: (minutes: number) =>
    `Too many wrong passwords. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or sign in with an OTP`,
  otpSms: (code: string) =>
    `${code} is your Sanchay OTP to sign in. It is valid for 5 minutes. Do not share it with anyone.`,
  /** Step-up OTPs (profile, bank, account opening, checkout): what the code is for, in the SMS. */
  stepUpOtpSms: (code: string, purpose: keyof typeof stepUpActions) =>
    `${code} is your Sanchay OTP to ${stepUpActions[purpose]}. It is valid for 5 minutes. Do not share it with anyone.`,
  stepUpOtpRequired: 'Please verify the OTP sent to your mobile number before making changes',
  signupOtpSms: (code: string) =>
    `${code} is your Sanchay OTP to verify your mobile number. It is valid for 5 minutes. Do not share it with anyone.`,
} as const;
