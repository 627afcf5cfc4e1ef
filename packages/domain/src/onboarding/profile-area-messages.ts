// The profile area (spec 2 §2 "Profile area", §4 "Profile personal edit"): its labels as the
// spec names them, verbatim, and our own wording where the spec only describes the text.

export const profileAreaMessages = {
  title: 'My Profile',
  tabs: {
    personal: 'Personal Details',
    bank: 'Bank Details',
    employment: 'Employment Details',
    nominee: 'Nominee Details',
  },
  personal: {
    edit: 'Edit Personal Details',
    save: 'Save Changes',
    discard: 'Discard',
    verifyAndProceed: 'Verify & Proceed',
  },
  notAuthorized: 'You are not authorized to view this page.',
  /** Spec 2 §8: a verify call that never reached the server. */
  otpNetworkFailed: 'Something went wrong. Please try again later......',
} as const;

/** Our own wording where spec 2 describes a text without giving it (part of `productMessages`). */
export const profileAreaOwnMessages = {
  /** Spec 2 §2: the tax-status notice ("contact support"); hidden for individuals (01). */
  taxStatusNotice:
    'Some details of Minor, Joint Account and Anyone Survivor tax statuses may not be displayed here. Please contact support for help with them.',
  notOnboarded: 'Please complete your onboarding before changing your profile.',
  otpDialogTitle: 'OTP Verification',
  otpSentTo: (maskedMobile: string) => `Enter the 6-digit OTP sent to ${maskedMobile}`,
  resendOtp: 'Resend OTP',
  resendIn: (seconds: number) => `Resend OTP in ${seconds}s`,
  unsavedChanges: 'You have unsaved changes. Leave this page and lose them?',
  wrongAccount: 'This profile belongs to another account. Please reload the page.',
  personalSaved: 'Your personal details have been updated.',
  /** Spec 2 §3 names 01 (individual) and 02 (minor); other codes are shown as they are. */
  taxStatuses: { '01': 'Individual', '02': 'On behalf of a Minor' } as Record<string, string>,
  readOnlyNote: 'Name, mobile, gender, date of birth, PAN and tax status cannot be changed here.',
} as const;
