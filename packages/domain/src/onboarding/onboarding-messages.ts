// Spec 2's user-facing strings (onboarding and the profile area), verbatim, typos and odd
// spacing included ('Please enter valid adhaar no.', 'Something went wrong.Please try again
// later'). Part of THE message catalogue: messages.ts holds them as `messages.onboarding`, and
// messages.test.ts checks each against the spec files byte for byte.

export const onboardingMessages = {
  pan: {
    required: 'Please enter PAN number',
    invalid: 'Please enter valid PAN number',
  },

  /** The KYC page's controls (spec 2 §2, §4). */
  kyc: {
    checkButton: 'Check KYC Status',
    goToHomepage: 'Go to Homepage',
    continue: 'Continue',
    createAccount: 'Create My Account',
    doKyc: 'Do KYC Process',
    clear: 'Clear',
    loginWithAnotherNumber: 'Login with another number',
  },

  /** Spec 2 §1: the five onboarding steps, in order, as the stepper titles them. */
  steps: ['Personal Details', 'Bank Details', 'Risk Profile', 'Occupation & Nominee Details', 'Setup Bank Mandate'],

  personal: {
    genderRequired: 'Please enter your gender.',
    declarationRequired: 'Please select a declaration flag',
    dobAdult: 'You must be 18 years and above',
    emailRequired: 'Please enter email id',
    emailInvalid: 'Please enter a valid email',
    addressRequired: 'Please enter address',
    addressTooLong: 'Please enter 40 characters only',
    pincodeRequired: 'Please enter your pincode',
    pincodeInvalid: 'Invalid pincode',
    pincodeFailed: 'Pincode validation Failed. Please try again later.',
  },

  bank: {
    /** The profile area's wording; onboarding says {@link bank.bankNameRequiredOnboarding}. */
    bankNameRequired: 'Please select your bank',
    bankNameRequiredOnboarding: 'Please enter your bank name',
    accountNumberLength: 'Must be 9-18 digits',
    accountNumberInvalidOnboarding: 'Please enter a valid bank account number',
    accountNumberRequiredEdit: 'Bank Account Number Required',
    duplicateAccount: 'This bank account is already added to your profile.',
    duplicateAccountOnboarding: 'This bank account has already been added.',
    ifscFormat: 'Invalid IFSC format.',
    ifscUnknown: 'This IFSC does not seem to be valid.',
    ifscUnknownOnboarding: 'This IFSC does not exist in our system.',
    ifscLength: 'IFSC code must be 11 characters long.',
    ifscLookupFailed: 'Could not validate IFSC code.',
    accountTypeRequired: 'Please select an account type.',
    chequeFormat: 'Invalid file format. Please upload a JPG, JPEG, PNG, or PDF.',
    chequeSize: 'File size cannot exceed 5MB.',
    chequeRequiredForPrimary: 'A cancelled cheque image is required for the primary bank account.',
    tooManyAccounts: 'You cannot add more than 3 bank accounts.',
    verified: 'Account verified successfully!',
    verificationUnavailableAdd: 'Verification service is unavailable. You can proceed for now.',
    verificationUnavailableEdit: 'Our verification service is temporarily unavailable. Please try again later.',
    verificationDown: 'Our verification service is currently down. Please try again later!',
    linkingFailed: 'Bank account linking failed.',
    verificationError: 'Something went wrong during verification.',
    verificationFailedTitle: 'Bank Account Verification Failed',
    verificationFailedBody: 'The account details appear to be incorrect or inactive. Please re-enter your bank details.',
    nameMismatchTitle: "Bank Account Name Doesn't Match PAN",
    /** Spec 2 §2, §4: the dialogs' actions. */
    reEnter: 'Re-Enter Account Details',
    changeBankDetails: 'Change Bank Details',
    continueAnyway: 'Continue Anyway',
    edited: 'Bank Account Edited Successfully',
    deleted: 'Bank Account Deleted Successfully',
    added: 'Bank account added successfully!',
    banksLoadFailed: 'Could not load the list of banks.',
    /** Exchange modification answers (spec 2 §4 "Modification status codes", §8); `detail` is the exchange's text. */
    modificationFailed: (detail: string) => `Modification Failed: ${detail}`,
    modificationRejected: (detail: string) => `Modification Rejected: ${detail}`,
    modificationNotAllowed: (detail: string) => `Modification Not Allowed: ${detail}`,
    modificationTechnicalError: 'A technical error occurred. Please try again later. (Code: 102)',
    modificationUnexpected: (detail: string) => `An unexpected error occurred: ${detail}`,
    modificationServerError: 'A server error occurred. Please try again.',
  },

  occupation: {
    occupationRequired: 'Please enter your occupation type.',
    aadhaarInvalid: 'Please enter valid adhaar no.',
    signatureRequired: 'Please upload your signature.',
    signatureSize: 'Invalid file. You can upload image file of < 5mb size.',
  },

  nominee: {
    nameRequired: 'Please enter your nominee name',
    nameInvalid: 'Please enter a valid name',
    notYourself: 'You cannot nominate yourself.',
    namesUnique: "Nominee name can't be same.",
    relationshipRequired: 'Please select your relationship with nominee',
    percentageRequired: 'Please enter a valid nominee %',
    percentageInvalid: 'Please enter a valid %',
    totalNot100: 'Total allocation should be 100%',
    identityTypeRequired: 'Please select a valid identity type',
    idNumberRequired: 'Please enter ID number',
    idNumberTooLong: 'Please enter 30 characters only',
    panInvalid: 'Invalid PAN number',
    aadhaarLast4: 'Enter last 4 digits of Aadhaar',
    drivingLicenseInvalid: 'Please enter Driving License number',
    ownPan: 'You cannot use your own PAN number.',
    ownAadhaar: 'You cannot use your own Aadhaar number.',
    idRepeated: "ID number can't be same for nominees with same identity type.",
    emailTooLong: 'Please enter 120 characters only',
    mobileRequired: 'Please enter your mobile number',
    mobileInvalid: 'Please enter a valid mobile number',
    dobRequired: 'Please enter nominee DOB',
    guardianRequired: 'Please enter guardian name',
    guardianInvalid: 'Please enter a valid guardian name',
  },

  /** Step 4's and the profile's nominee controls (spec 2 §2 "Nominee info", §4). */
  nomineeTab: {
    optInQuestion: 'Do you want to add Nominee Details?',
    addMore: 'Add more Nominees',
    learnWhy: 'Learn why this is required',
    updateInfoTitle: 'Update Nominee Information',
    empty: "You don't have any nominees present with us!",
    edit: 'Edit Nominee Details',
    add: 'Add Nominee Details',
    continueOnboarding: 'Continue Onboarding',
  },

  /** The FATCA modal's buttons (spec 2 §4). */
  fatca: {
    notCompliant: 'Not Compliant',
    compliant: 'I am Compliant',
  },

  otp: {
    required: 'Please enter OTP.',
    incorrect: 'Please enter correct OTP.',
    length: 'Please enter a valid 6-digit OTP.',
    invalid: 'Invalid OTP.',
    verified: 'OTP verified successfully.',
    sendFailed: 'Failed to send OTP.',
    requestFailed: 'Failed to request OTP.',
  },

  files: {
    uploadUnavailable: 'Cannot upload file now. Please try later.',
    chequeUnreadable: 'Could not extract details from cheque. Please enter manually.',
    chequePartlyRead: 'Could not extract all details from cheque. Please enter missing details manually.',
    uploadUnavailableNow: 'Cannot upload file right now. Please try again later.',
    uploadFailed: 'File upload failed.',
    extracted: 'File uploaded and details extracted successfully',
    uploaded: 'File uploaded successfully',
  },

  riskProfile: {
    mandatory: 'This is a mandatory question.',
    failed: 'Something went wrong.Please try again later',
  },

  profile: {
    saveFailed: 'Can not update. Please try later.',
    saved: 'Profile saved successfully!',
    saveError: 'Something went wrong while saving. Please try again later',
    changesMade: 'Changes are made successfully.',
    kycRedirectFailed: 'Unable to redirect. Please try again later.',
    badResponse: 'Failed to get a valid response from the server. Please try again.',
    bseSavedLocalFailed: 'BSE update succeeded, but saving to our records failed. Please contact support.',
  },
} as const;

/** Our own wording where spec 2 is silent (part of `productMessages`; not checked against the spec). */
export const onboardingOwnMessages = {
  incomeSlabRequired: 'Please select your income range',
  tooManyNominees: 'You can add up to 3 nominees',
} as const;
