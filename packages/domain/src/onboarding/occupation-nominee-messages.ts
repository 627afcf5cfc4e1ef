// Our own wording for onboarding step 4, the account-opening OTP and the profile's Nominee and
// Employment tabs, where spec 2 names a control or a state without its text. Part of
// `productMessages` (productMessages.occupationNominee); not checked against the spec.

export const occupationNomineeOwnMessages = {
  termsRequired: 'Please accept the terms and conditions to continue.',
  termsLabel:
    'I accept the terms and conditions, and I declare that I am a tax resident of India only and not of any other country (FATCA).',
  fatcaTitle: 'FATCA Declaration',
  fatcaBody:
    'To open your account we need your FATCA declaration: that you are a tax resident of India only, and not a citizen or tax resident of any other country.',
  fatcaNotCompliant: 'Not Compliant',
  fatcaCompliant: 'I am Compliant',
  /** After "Not Compliant": the account cannot be opened online. */
  fatcaRefused:
    'An account can be opened online only with the FATCA declaration. Please contact customer care to open your account.',
  optInRequired: 'Please choose whether you want to add nominee details.',
  optInQuestion: 'Do you want to add Nominee Details?',
  addNominee: 'Add more Nominees',
  removeNominee: 'Remove',
  saved: 'Your occupation and nominee details are saved.',
  signatureUploaded: 'Signature uploaded',
  /** Account opening (spec 2 §4 "OTP modal"). */
  otpTitle: 'Verify Your Mobile Number',
  otpLead: (maskedMobile: string) => `Enter the 6-digit OTP sent to ${maskedMobile} to open your account.`,
  otpSent: 'OTP sent to your mobile number.',
  resend: 'Resend OTP',
  resendIn: (seconds: number) => `Resend OTP in ${seconds} s`,
  verify: 'Verify & Open Account',
  otpExpired: 'Your OTP has expired. Please request a new OTP',
  otpLocked: 'Too many wrong attempts. Please request a new OTP.',
  otpNotRequested: 'Please request an OTP first.',
  resendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP.`,
  tooManyOtps: 'Too many OTP requests. Please try again after some time.',
  stepsIncomplete: 'Please complete the earlier onboarding steps before opening your account.',
  accountOpened: 'Your account is open. Set up your bank mandate next.',
  exchangeFailed: 'We could not register your account with the exchange. Please try again later.',
  /** The profile's Nominee tab (spec 2 §2 "Nominee info"). */
  noNominees: "You don't have any nominees present with us!",
  editNominees: 'Edit Nominee Details',
  addNomineeDetails: 'Add Nominee Details',
  saveNominees: 'Save Nominee Details',
  cancel: 'Cancel',
  missingInfoBanner: 'Some of your nominee information is missing.',
  learnWhy: 'Learn why this is required',
  updateInfoTitle: 'Update Nominee Information',
  updateInfoBody:
    'SEBI requires every investor to either add nominees or declare that they do not wish to. Nominees receive your investments without long legal formalities if something happens to you.',
  notRegistered: 'Please complete your onboarding before editing your profile.',
  continueOnboarding: 'Continue Onboarding',
  profileOtpRequired: 'Please verify the OTP sent to your mobile before saving changes.',
  employmentEmpty: 'Your employment details will show here once you complete onboarding.',
} as const;
