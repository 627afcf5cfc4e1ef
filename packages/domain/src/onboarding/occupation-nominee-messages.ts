// Our own wording (the spec's own strings are in messages.onboarding.nomineeTab and .fatca) for onboarding step 4, the account-opening OTP and the profile's Nominee and
// Employment tabs, where spec 2 names a control or a state without its text. Part of
// `productMessages` (productMessages.occupationNominee); not checked against the spec.

export const occupationNomineeOwnMessages = {
  termsRequired: 'Please accept the terms and conditions to continue.',
  termsLabel:
    'I accept the terms and conditions, and I declare that I am a tax resident of India only and not of any other country (FATCA).',
  fatcaTitle: 'FATCA Declaration',
  fatcaBody:
    'To open your account we need your FATCA declaration: that you are a tax resident of India only, and not a citizen or tax resident of any other country.',
  /** After "Not Compliant": the account cannot be opened online. */
  fatcaRefused:
    'An account can be opened online only with the FATCA declaration. Please contact customer care to open your account.',
  optInRequired: 'Please choose whether you want to add nominee details.',
  removeNominee: 'Remove',
  /** Account opening (spec 2 §4 "OTP modal"). */
  otpTitle: 'Verify Your Mobile Number',
  otpLead: (maskedMobile: string) => `Enter the 6-digit OTP sent to ${maskedMobile} to open your account.`,
  otpSent: 'OTP sent to your mobile number.',
  resend: 'Resend OTP',
  resendIn: (seconds: number) => `Resend OTP in ${seconds} s`,
  verify: 'Verify & Open Account',
  stepsIncomplete: 'Please complete the earlier onboarding steps before opening your account.',
  accountOpened: 'Your account is open. Set up your bank mandate next.',
  exchangeFailed: 'We could not register your account with the exchange. Please try again later.',
  /** The profile's Nominee tab (spec 2 §2 "Nominee info"). */
  saveNominees: 'Save Nominee Details',
  cancel: 'Cancel',
  missingInfoBanner: 'Some of your nominee information is missing.',
  updateInfoBody:
    'SEBI requires every investor to either add nominees or declare that they do not wish to. Nominees receive your investments without long legal formalities if something happens to you.',
  notRegistered: 'Please complete your onboarding before editing your profile.',
  employmentEmpty: 'Your employment details will show here once you complete onboarding.',
} as const;
