// THE message catalogue. `messages` holds every user-facing string of spec 1 and spec 3 verbatim,
// typos and odd spacing included ('Preimum service shared successfully', 'Please enter name' for a
// missing e-mail, 'STP stopped successfully !'): users, support scripts and screenshots know them.
// messages.test.ts checks each plain string against the spec files byte for byte, so do not
// "fix" one here. Templated messages are functions whose parameters are the spec's placeholders.
//
// `productMessages` (at the end) holds our own wording for what the spec is silent on.

import { onboardingMessages, onboardingOwnMessages } from './onboarding/onboarding-messages';
import { kycOwnMessages } from './onboarding/kyc';
import { occupationNomineeOwnMessages } from './onboarding/occupation-nominee-messages';
import { riskProfileOwnMessages } from './risk-profile/risk-profile-messages';
import { bankAccountOwnMessages } from './onboarding/bank-account-messages';
import { profileAreaMessages, profileAreaOwnMessages } from './onboarding/profile-area-messages';
import { checkoutOwnMessages } from './orders/checkout-messages';
import { paymentScreenOwnMessages } from './orders/payment-screen-messages';
import { exchangeWordsOwnMessages } from './orders/exchange-words-messages';
import { redeemOwnMessages } from './portfolio/redeem-messages';
import { capitalGainsOwnMessages } from './portfolio/capital-gains-messages';
import { returnsFigureMessages } from './portfolio/returns-figure-messages';
import { calculatorOwnMessages } from './calculators/calculator-messages';
import { agentRegistrationOwnMessages } from './agent-registration/agent-registration-messages';

export const messages = {
  generic: {
    /** Spec 1 §8, spec 3 §8: the generic failure. */
    somethingWentWrong: 'Something went wrong. Please try again later',
    /** Spec 3 §8: mandate config failure with no status. */
    somethingWentWrongShort: 'Something went wrong.',
    notAvailable: 'N.A',
  },

  shell: {
    /** Spec 1 §2, spec 3 §2: the generic error page's heading and its button. */
    genericErrorPage: 'Ooops, Something went wrong',
    exploreMutualFunds: 'Explore Mutual Funds',
    viewCart: 'View Cart',
    browseFundsByCategory: 'Browse Funds by Category',
    /** Spec 1 §9: helpline hours shown with the phone number. */
    helplineHours: '9am to 9pm',
  },

  navigation: {
    /** Spec 1 §2: the account menu when signed in, in order. */
    accountMenu: [
      'Profile',
      'Risk Profile',
      'Portfolio',
      'My SIPs',
      'Transactions',
      'Mandate',
      'My STPs',
      'Logout',
    ],
    /** Spec 1 §2, spec 3 §2: the account sidebar, in order. */
    sidebar: [
      'Profile',
      'Risk Profile',
      'Portfolio',
      'My SIPs',
      'Transactions',
      'Mandates',
      'My STPs',
    ],
    /** Spec 1 §2: mobile footer tabs. */
    footerTabs: ['Explore', 'Dashboard', 'Profile'],
    /** Spec 1 §2: home's browse cards (Loan Against MF for advisors only). */
    browseCards: [
      'Best Performing',
      'Tax Saver',
      'Loan Against MF',
      'NFO',
      'Equity',
      'Debt',
      'Liquid',
      'Balanced (Hybrid)',
    ],
  },

  session: {
    /** Spec 1 §2, §8; spec 3 §2: account pages for a visitor who is not signed in. */
    notAuthorized: 'You are not authorized to view this page.',
    loginRegister: 'LOGIN/REGISTER',
    userMappedToOtherAgent: 'User mapped to other agent',
    /** Spec 1 §4: after a login from the checkout panel. */
    loggedInToAccount: (name: string) => `You have successfully logged in to ${name}'s account.`,
    incorrectPassword: 'Please enter correct password',
    incorrectOtp: 'Please enter correct OTP.',
    otpExpired: 'Your OTP has expired. Please request a new OTP',
    passwordMismatch: 'Please enter same password',
  },

  validation: {
    /** Spec 1 §5: the shared field rules. */
    mobileInvalid: 'Please enter a valid mobile number',
    emailInvalid: 'Please enter a valid email',
    nameInvalid: 'Please enter a valid name',
    integersOnly: 'Enter only integers',
  },

  cart: {
    /** Spec 1 §6, spec 3 §6: an advisor's cart that is not approved. */
    awaitingApproval: 'Your cart is awaiting for approval',
    lumpsum: 'Lumpsum',
    sip: 'SIP',
  },

  lead: {
    /** Spec 1 §5 lead form. The e-mail "required" message really is 'Please enter name'. */
    nameRequired: 'Please enter name',
    nameInvalid: 'Please enter a valid name',
    mobileRequired: 'Please enter investor number',
    mobileInvalid: 'Please enter a valid mobile number',
    emailRequired: 'Please enter name',
    emailInvalid: 'Please enter a valid email',
    amountRequired: 'Please enter amount',
    /** Spec 1 §8. */
    createFailed: 'Failed to create lead. Please try again later.',
    createLead: 'Create Lead',
    completeAccountVerification: 'Complete Account Verification',
    okay: 'Okay',
  },

  premium: {
    /** Spec 1 §8, spelling as in the product. */
    sharedSuccessfully: 'Preimum service shared successfully',
    freeLimitedTime: 'Free (Limited time)',
    postRetirement: 'Post-Retirement Investment Solution',
    customPortfolio: 'Custom Portfolio Rebalance Solution',
    companyFunds: 'Company Funds Investment Solution',
  },

  share: {
    /** Spec 1 §5, spec 3 §5: share by SMS. */
    smsTenDigits: 'Please enter 10 digits only',
  },

  payment: {
    otpExpiredTransaction:
      'Your OTP has expired. Please request a new OTP to complete your transaction',
    otpExpired: 'Your OTP has expired. Please request a new OTP',
    incorrectOtp: 'Please enter correct OTP.',
    otpRequired: 'Please enter OTP.',
    otpVerifyFailed: 'Failed to verify OTP.',
    otpSendFailed: 'Failed to send transaction OTP',
    /** Spec 3 §8: a payment link opened by another user (home after 6 seconds). */
    notAuthorisedForOrder: 'Oops! You are not authorised to view this page',
    linkExpired:
      'This payment link has expired. Please go to cart and click on invest now to proceed with this order.',
    shareLinkFailed: 'Failed to share payment link. Please try again later.',
    shareLinkSuccess: 'Payment link shared successfully!!!',
    challanDownloadFailed: 'Unable to download challan. Please refresh after sometime.',
    redirectFailed: 'Unable to redirect. Please try again later.',
    /** Spec 3 §8 gives the start only; see productMessages.payment.paymentFailed for the full text. */
    paymentAttemptFailed: 'Your payment attempt has failed',
    utrRequired: 'Please enter UTR number',
    chequeDateRequired: 'Please enter cheque date.',
    chequeNumberRequired: 'Please enter your Cheque number',
    chequeNumberInvalid: 'Please enter valid Cheque number',
    vpaRequired: 'Please Enter VPA ID',
    modeRequired: 'Please select investment mode.',
    bankAccountRequired: 'Please select a bank account first.',
    /** Spec 3 §6: advisors see it when the customer picks riskier funds than assessed. */
    highRiskWarning:
      'Your Customer is willing to invest in a higher risk profile than the assessed risk profile',
    /** Order remarks (spec 3 §4). */
    pendingPayment: 'Pending Payment',
    activeSip: 'Active SIP',
    registrationError: 'Registration Error',
    reportError: 'Report Error',
    proceedToPayment: 'Proceed to Payment',
    goToCart: 'Go to Cart',
    generateChallan: 'Generate Challan',
    enterUtrNumber: 'Enter UTR Number',
    confirmPayment: 'Confirm Payment',
    payNow: 'Pay Now',
    /** Pending-order popup (spec 3 §2, §4). */
    holdOn: 'Hold on!',
    cancelOrder: 'Cancel Order',
    continueWithExistingOrder: 'Continue with Existing Order',
    completeProfile: 'Complete Profile',
  },

  mandate: {
    downloadFailed: 'Failed to download mandate. Please try again later',
    uploadFailed: 'Failed to upload. Please try again later.',
    uploadSuccess: 'File uploaded successfully.',
    registeredMandateFailed: 'Failed to get registered mandate. Please try again later.',
    setupFailed: 'Something went wrong. Please try again later',
    configFailed: 'Something went wrong.',
    shareFailed: 'Failed to share mandate link. Please try again later.',
    shareSuccess: 'Mandate link shared successfully!!!',
    limitRequired: 'Please enter mandate limit amount',
    limitInvalid: 'Please enter valid amount.',
    /** Spec 3 §5: 'Minimum mandate limit is ₹ X' (note the space after ₹). */
    limitMinimum: (X: string) => `Minimum mandate limit is ₹ ${X}`,
    limitMaximumEMandate:
      'Maximum mandate limit for E-Mandate is ₹ 10,00,000. We recommend that you use physical application form for the same.',
    limitMaximumPhysical: 'Maximum mandate limit for Physical Mandate is ₹ 1,00,00,000',
    scanTooLarge: 'Please upload file with size less than 2MB.',
    /** Spec 3 §5: the generic image upload (also NISM/ARN certificates). */
    invalidImage: 'Invalid file. You can upload jpeg/jpg/png/bmp/gif file of < 5mb size.',
    neverMissSip: 'Never miss your SIP payments by setting up auto pay mandate.',
    /** Status labels (spec 3 §4): New Mandate shows as Pending. */
    statusPending: 'Pending',
    statusProcessing: 'Processing',
    statusApproved: 'Approved',
    statusRejected: 'Rejected',
    uploadMandateForm: 'Upload Mandate Form',
    showActive: 'Show Active',
    setupMandate: 'Setup Mandate',
    goToHomepage: 'Go to Homepage',
    mandatory: 'MANDATORY',
  },

  portfolio: {
    shareFailed: 'Failed to share portfolio. Please try again later.',
    shareInvestmentStatement: 'Share Investment Statement',
    details: 'Details',
    investMore: 'Invest More',
    /** Spec 3 §4 Action availability: the row menu's items. */
    redeem: 'Redeem',
    stp: 'STP',
    startInvesting: 'Start Investing',
    existingOrder: 'Existing Order',
    reviewPortfolio: 'Review Portfolio',
  },

  redeem: {
    amountRequired: 'Please enter amount(s)/unit(s) to be redeemed.',
    minimumAmount: (x: string) => `The minimum redemption amount is ₹${x}`,
    minimumUnits: (x: string) => `The minimum redemption unit is ${x}`,
    maximumAmount: (x: string) => `The maximum redemption amount is ₹${x}`,
    multipleOf: (n: string) => `Please enter multiple of ${n}`,
    otpRequired: 'Please enter OTP',
    otpInvalid: 'Please enter valid 6-digit OTP',
    failed: 'Something went wrong. Please try again later',
    fullRedemptionInProgress: 'Full redemption in progress',
    redeemEntireAmount: 'Redeem entire amount',
    redeemAllUnits: 'Redeem all units',
    navAvailableFrom: (date: string) => `NAV will be available from ${date}`,
    /** Loan-against-MF popup before redeem (spec 3 §4). */
    noRedeemFund: 'No, Redeem Fund',
    yesInterested: "Yes, I'm Interested",
    /** Advisor without NISM and ARN documents. */
    uhOh: 'Uh Oh!',
    nismArnRequired:
      'Please submit your NISM Certificate and ARN Card copy to be able to sell Mutual Funds.',
  },

  investMore: {
    amountRequired: 'Please enter amount',
    amountMinimum: 'Minimum amount is 1',
    amountMaximum: 'Maximum amount is 10000000',
    integersOnly: 'Enter only integers',
    durationRequired: 'Please enter duration',
    durationMinimum: 'Enter at least 1 month',
    durationMaximum: 'Enter at most 360 months',
    sipDateRequired: 'Please select your monthly date of investment',
    untilCancelled: 'Until Cancelled',
    fixedDuration: 'Fixed Duration',
    failed: 'Something went wrong. Please try again later',
  },

  bseOrder: {
    /** The exchange's error text that maps to {@link messages.bseOrder.installmentsBelowMinimum}. */
    installmentsBelowMinimumError:
      'FAILED: NUMBER OF INSTALLMENT IS LESS THAN MINIMUM INSTALLMENT ALLOWED',
    /** Shown for 4 seconds. */
    installmentsBelowMinimum:
      'The number installments is less than the allowed installments. Please extend the duration of installments',
    saveFailed: 'Failed to save BSE order. Please try again later',
    discardFailed: 'Something went wrong. Please try again later',
  },

  stp: {
    createFailed: 'Failed to create new STP. Please try again later',
    stopFailed: 'Failed to stop STP !',
    stopUnable: 'Unable to stop STP. Please try later.',
    stopped: 'STP stopped successfully !',
    installmentsInvalid: 'Please enter valid installment number',
    totalExceedsAvailable: 'Total STP amount should be less than or equal to available amount',
    noActivePlans: "You don't have any Active STP/SWP",
    /** agentStatus labels (spec 3 §4). */
    statusActive: 'Active',
    statusEmailVerificationPending: 'Email Verification Pending',
    statusAwaitingApproval: 'Awaiting Approval',
    statusApproved: 'Approved',
    statusVerificationLinkExpired: 'Verification Link Expired',
    stop: 'Stop',
    setupOrder: 'Setup order',
    setupNewStp: 'Setup New STP',
    almostDone: 'Almost Done',
  },

  nfo: {
    shareSuccess: 'NFO link shared successfully!!!',
    shareFailed: 'Failed to share NFO link. Please try again later.',
    /** Filter groups (spec 3 §4), keyed like NfoFilter. */
    filters: {
      all: 'All',
      open: 'Open',
      upcoming: 'Upcoming',
      recentlyClosed: 'Recently Closed',
      closedListed: 'Closed & Listed NFOs',
    },
    launchDate: 'Launch date',
    closingDate: 'Closing date',
    minAmount: 'Min Amount',
    viewDetails: 'View Details',
    filterBy: 'Filter By',
    sortBy: 'Sort By',
  },

  calculator: {
    shareFailed: 'Failed to share',
    customerNameMandatory: 'Customer name is mandatory',
    customerMobileMandatory: 'Customer mobile number is mandatory',
    fullNameRequired: 'Please enter your full name',
    mobileRequired: 'Please enter your mobile number',
    emailRequired: 'Please enter your email id',
    leadFailed: 'Something went wrong. Please try again later',
    youInvest: 'You Invest',
    youGain: 'You Gain',
    share: 'Share',
    imInterested: "I'm Interested",
  },

  catalogue: {
    topRatedFailed: 'Failed to fetch top rated funds.Please try again later.',
    /** Spec 1 §3: the category label of ELSS funds. */
    taxSavingEquity: 'Tax Saving Equity',
  },

  registration: {
    title: 'Register',
    arnAlreadyMapped:
      'Agent Certificate Registration Failed. ARN Code is already mapped to other agent',
    retryWithOtherArn: 'Please refresh the page and try again with other ARN Number',
    failed: 'Something went wrong. Please try again later',
    nismHolderRequired: 'Please enter if you are NISM holder',
    nismNumberRequired: 'Please enter NISM certification number',
    integersOnly: 'Enter only integers',
    nismNumberInvalid: 'Please enter valid NISM number',
    testDateRequired: 'Please select test date.',
    dateInvalid: 'Please select valid date',
    validTillRequired: 'Please select valid till date.',
    arnHolderRequired: 'Please enter if you are ARN holder.',
    arnNumberRequired: 'Please enter ARN certification number',
    euinRequired: 'Please enter EUIN number',
    euinInvalid: 'Please enter 6 digits EUIN',
    validFromRequired: 'Please select valid from date.',
    validToRequired: 'Please select valid to date.',
  },

  content: {
    imageFetchFailed: 'Failed to fetch image. Please try again later.',
    subscribeFailed: 'Failed to subscribed dp. Please try again later.',
    getNotified: 'Get notified',
    createLeads: 'Create Leads',
    notifyMe: 'Notify Me',
    reminderOn: 'Reminder On',
    /** The advisor's sign-up banner (spec 3 §6). */
    iAmInterested: 'I am Interested',
    /** The advisor's desktop home (spec 1 §2). */
    customerInvestmentReport: 'Customer Investment Report',
  },

  audience: {
    /** Spec 3 §1: wording differs by who reads it. */
    investor: 'you',
    advisor: 'your customer',
  },
  /** Spec 2: onboarding and the profile area (kept in onboarding/onboarding-messages.ts). */
  onboarding: onboardingMessages,
  /** Spec 2 §2, §4: the profile area's labels (kept in onboarding/profile-area-messages.ts). */
  profileArea: profileAreaMessages,
} as const;

export type Messages = typeof messages;

/** Our own wording where the spec is silent (not checked against the spec files). */
export const productMessages = {
  onboarding: onboardingOwnMessages,
  /** The KYC page's panels (spec 2 §4 describes them without their text). */
  kyc: kycOwnMessages,
  /** Onboarding step 4, the account-opening OTP, the profile's Nominee and Employment tabs. */
  occupationNominee: occupationNomineeOwnMessages,
  riskProfile: riskProfileOwnMessages,
  /** The bank screens (spec 2 §2, §4): dialogs the spec names without text. */
  bankAccounts: bankAccountOwnMessages,
  /** The profile area (spec 2 §2, §4): the tax-status notice, the OTP dialog, the unsaved flag. */
  profileArea: profileAreaOwnMessages,
  /** The ribbon on every page in sandbox mode (the server puts it into index.html). */
  sandbox: {
    ribbon: 'Sandbox: a demo, no real money moves',
    /** The ribbon's way to the sandbox's own pages, where a newcomer moves time and reads OTPs. */
    ribbonConsole: 'Console',
    ribbonOutbox: 'SMS and e-mail',
    /** The sandbox console's refusals (docs/decisions/0065). */
    console: {
      navsNotDue: (date: string) =>
        `The NAVs of ${date} are not due yet on the sandbox clock. Move the clock forward first.`,
      noDemoCatalogue: 'NAVs can be published only for the demo catalogue, and it is not loaded.',
      mandateNotWaiting: 'This mandate is not waiting for the bank’s answer.',
      paymentNotPending: 'This payment is not waiting for money, so it cannot be failed.',
      callNotAnswered: 'Only a command whose answer was not applied yet can be retried.',
      noTestScheme: 'No demo scheme takes a purchase of this amount.',
      noSuchTestScheme: 'That scheme is not a demo scheme taking a purchase of this amount.',
      testPurchaseRefused: (remarks: string) => `The exchange refused the test purchase: ${remarks}`,
      testMandateRefused: (remarks: string) => `The exchange refused the test mandate: ${remarks}`,
    },
  },
  /** The mandates screens (spec 3 §4, §5): what the spec leaves unworded. */
  mandate: {
    scanFormat: 'Please upload the signed mandate form as a TIFF, JPEG or JPG file.',
    scanUnreadable: 'We could not read this file as an image. Please upload a clear scan of the signed form.',
    typeNotAllowed: 'E-mandate is not available here. Please set up a physical mandate.',
    mandateNotFound: 'We could not find this mandate.',
    notPhysical: 'Only a physical mandate has a form to download and upload.',
    notWaitingForScan: 'This mandate is not waiting for its signed form.',
    scanFirst: 'Please upload the signed mandate form first.',
    noBankAccount: 'Please add a bank account first.',
    requestKeyReused: 'This request was already made with other details. Please start again.',
    setupSuccessTitle: 'Mandate submitted',
    physicalSubmitted: 'Your signed mandate form has been sent to the bank. Physical mandates take 15-20 days to be approved.',
    eMandateAuthorise: 'I authorise Sanchay to debit my bank account through this mandate for my SIP instalments.',
    downloadForm: 'Download Mandate Form',
    limitLabel: 'Mandate limit (₹)',
    bankAccountLabel: 'Bank account',
    typeLabel: 'Mandate type',
    typePhysical: 'Physical mandate',
    typeEMandate: 'E-mandate',
    noMandates: 'You have not set up a mandate yet.',
    /** /profile/mandates?orderNo: back to the order set whose SIPs the mandate pays. */
    backToOrder: (orderNo: string) => `View your order ${orderNo}`,
    shareTitle: 'Share mandate link with your customer',
    noActiveMandates: 'You have no approved mandate.',
    redirecting: 'Taking you to your bank…',
    waitingForExchange: 'Registering your mandate with the exchange…',
    /** The setup link named a mandate of the investor's (spec 3 §2 mandateId; decision 0097). */
    continuingMandate: (mandateId: string) => `Complete the setup of your mandate ${mandateId}.`,
    linkedMandateApproved: (mandateId: string) => `Your mandate ${mandateId} is approved already: your SIPs can use it.`,
    linkedMandateProcessing: (mandateId: string) =>
      `Your bank is processing your mandate ${mandateId}. We will show it as approved on your mandates page once the bank approves it.`,
    linkedMandateRejected: (mandateId: string) => `Your bank rejected your mandate ${mandateId}. Please set up a new one.`,
    linkedMandateNotFound: 'We could not find the mandate in this link. You can set up a new one.',
    viewMandates: 'View your mandates',
  },
  /** The generic error page's second way out (spec 1 §2 gives it Explore Mutual Funds only). */
  errorPage: {
    reload: 'Reload page',
  },
  session: {
    passwordRequired: 'Please enter your password',
    otpLength: 'Please enter the 6-digit OTP',
    pageNotFound: 'We could not find that page, so we brought you home.',
    /** Spec 1 §4 idle logout: the spec gives the rule but no wording for the investor. */
    idleLoggedOut: (minutes: number) =>
      `You were logged out after ${minutes} minutes without activity, to keep your account safe. Please log in again to continue.`,
  },
  validation: {
    mobileRequired: 'Please enter a mobile number',
    emailRequired: 'Please enter an email address',
    nameRequired: 'Please enter a name',
    /** Text with characters a person cannot type: NUL, control characters, direction overrides. */
    untypeableText: 'Please remove hidden or control characters: type the text again',
    dateInvalid: 'Please enter a real date',
    birthDateInvalid: 'Please enter a real date of birth',
  },
  /** Requests the server cannot read at all (docs/decisions/0021-input-rules.md). */
  request: {
    badUrl: 'This address is not valid',
    badBody: 'The request could not be read. Please try again',
    bodyTooLarge: 'The request is too large',
    unsupportedMediaType: 'The request must be sent as JSON',
    methodNotAllowed: 'This request is not allowed here',
    notFound: 'We could not find what you asked for',
    tooManyRequests: 'Too many requests. Please wait a moment and try again',
  },
  /**
   * An outside party's webhook (decision 0174): read by the party's operators and our logs, never
   * shown to an investor.
   */
  webhook: {
    notVerified: 'The event could not be verified',
    notAnEvent: 'The event could not be read',
    notKept: 'The event could not be kept. Please deliver it again later',
  },
  search: {
    empty: 'Please enter a fund name to search',
    tooLong: 'Please enter at most 100 characters to search',
    minChars: 'Please enter at least 4 characters to search',
    noResults: 'No funds match your search',
    fundNotFound: 'Fund not found',
    /** The browser is offline: a search or its suggestions wait for the network. */
    offline: 'You are offline. Check your internet connection and try again.',
    suggestionsFailed: 'Suggestions could not be loaded.',
  },
  lead: {
    created:
      'Premium service lead created. Our expert will contact the investor; you can track the progress in the partner app.',
    /** The amount (in lakhs) is not a plain number (decision 0129). */
    amountInvalid: 'Please enter the amount in lakhs, for example 12.5',
    /** Our ceiling of ₹1,000 crore (decision 0129; the spec gives none). */
    amountTooLarge: 'Please enter at most 1,00,000 lakhs',
    /** Spec 1 §2: "With status not_verified a message asks for profile verification" (its words are not given). */
    verifyProfile: 'Please complete your account verification to create leads.',
    /** A lead route reached by someone who is not this advisor, signed in with the agent's own account. */
    notYourLeads: 'Only the advisor can see and create their leads',
    serviceNotFound: 'We could not find this premium service',
    /** The advisor's leads list (decision 0129). */
    listEmpty: 'No leads yet',
    statuses: { open: 'Open', in_progress: 'In progress', converted: 'Converted', closed: 'Closed' },
    sources: { premium_service: 'Premium service form', calculator_share: 'Calculator share', shared_link: "Shared link: I'm Interested" },
  },
  /** An advisor's share of a link (spec 3 §6: only the advisor shares payment and mandate links). */
  share: {
    advisorOnly: "Only the customer's advisor can share this link.",
    /** The investment statement (decision 0125): the spec words its failure only. */
    statementShared: 'Investment statement sent by e-mail',
    statementAdvisorOnly: "Only the customer's advisor can share the investment statement.",
    /** The share limits (decision 0167): per advisor, per address, an hour each. */
    tooManyShares: (minutes: number) => `You have shared too many times in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    tooManySharesToRecipient: (minutes: number) =>
      `This address has been sent too many shares in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  },
  payment: {
    reportErrorThanks: 'Thank you for reporting. A money expert will call you shortly.',
    paymentFailed:
      'Your payment attempt has failed. Any amount debited from your account will be refunded.',
  },
  /** The Redeem dialog (portfolio/redeem-messages.ts). */
  redeem: redeemOwnMessages,
  /** The capital-gains statement's screen and PDF (portfolio/capital-gains-messages.ts). */
  capitalGains: capitalGainsOwnMessages,
  /** The XIRR or absolute return and why (portfolio/returns-figure-messages.ts, decision 0159). */
  returns: returnsFigureMessages,
  /** The SIP and goal calculators and their sharing (calculators/calculator-messages.ts). */
  calculator: calculatorOwnMessages,
  /** NISM and ARN registration (agent-registration/agent-registration-messages.ts). */
  agentRegistration: agentRegistrationOwnMessages,
  /** The checkout's own wording (orders/checkout-rules.ts). */
  checkout: checkoutOwnMessages,
  /** The payment popup, mode pages and pages after payment (orders/payment-screen-messages.ts). */
  paymentScreens: paymentScreenOwnMessages,
  /** The exchange's statuses and remarks in the product's words (orders/exchange-words-messages.ts). */
  exchangeWords: exchangeWordsOwnMessages,
  /** The cart's totals (cart/cart-totals.ts): a SIP with no end date has no total (issue 23 §6). */
  cartTotals: {
    monthlyUntilYouStop: (amount: string) => `${amount} a month, until you stop`,
    totalLabel: 'Total',
    cartTotal: 'Total:',
    itemCount: (n: number) => (n === 1 ? '1 item' : `${n} items`),
    sipAmountLabel: 'SIP amount',
    lumpsumAmountLabel: 'Lumpsum amount',
    sipDateLabel: 'SIP date',
    instalmentsLabel: 'Instalments',
  },
  /** The orders feature's refusals (apps/server/src/features/orders/). */
  orders: {
    noOrders: 'Please add at least one order.',
    tooManyOrders: 'Please place at most 20 orders at a time.',
    schemeUnknown: 'This fund is not available.',
    amountInvalid: 'Please enter a valid amount.',
    unitsInvalid: 'Please enter valid units.',
    idempotencyKeyReused: 'This request was already made with other details. Please start again.',
    orderSetNotFound: 'We could not find these orders.',
    stillEntering: 'Your orders are still being placed. Please try again in a moment.',
    nothingToPay: 'There is no order waiting for payment.',
    mandateRequired: 'Please select a mandate.',
  },
  /** My SIPs (spec 3 §2 Account area: the spec names the screen, not its words; decision 0110). */
  sips: {
    empty: "You don't have any SIPs yet",
    exchangeUnavailable: 'The latest instalment details could not be loaded. Please try again later.',
    sipNotFound: 'SIP not found',
    notRunning: 'This SIP is not running.',
    pauseNotAllowed: 'This fund does not allow pausing a SIP.',
    noPausesLeft: 'This SIP cannot be paused again.',
    alreadyPaused: 'This SIP is already paused.',
    pauseRequired: 'Please enter the number of instalments to pause',
    pauseBetween: (min: number, max: number) => `You can pause between ${min} and ${max} instalments`,
    pauseInProgress: 'Your earlier request for this SIP is still being processed. Please try again in a moment.',
    paused: (n: number) => `Your SIP is paused for ${n} instalment${n === 1 ? '' : 's'}.`,
    cancelConfirmTitle: 'Cancel this SIP?',
    cancelConfirm: 'No instalment will be debited after the exchange cancels it. This cannot be undone.',
    cancelled: 'Your SIP is cancelled.',
    pending: 'Your request has been sent to the exchange. Its answer will show here shortly.',
  },
  /** Transactions (spec 3 §2 Account area; decision 0111). */
  transactions: {
    empty: 'No transactions for the selected period and type',
    fromDateInvalid: 'Please enter a valid from date (DD/MM/YYYY)',
    toDateInvalid: 'Please enter a valid to date (DD/MM/YYYY)',
    rangeInvalid: 'The from date should be on or before the to date',
  },
  stp: {
    installmentMinimum: (x: string) => `The minimum installment amount is ₹${x}`,
    installmentMaximum: (x: string) => `The maximum installment amount is ₹${x}`,
    installmentsBetween: (min: string, max: string) =>
      `Please enter between ${min} and ${max} installments`,
    frequencyUnavailable: (frequency: string) => `This fund does not offer ${frequency} STP`,
    installmentRequired: 'Please enter installment amount',
    installmentInvalid: 'Please enter a valid installment amount',
    startDateRequired: 'Please select a start date',
    startDateAfterToday: 'The start date must be after today',
    startDateWindow: (from: string, to: string) => `Please select a start date from ${from} to ${to}`,
    startDateWeekend: 'A weekly STP cannot start on a Saturday or Sunday',
    startDateNotAllowed: (dates: string) => `Please select a start date on one of these days of the month: ${dates}`,
    endDateRequired: 'Please select an end date',
    endDateAfterStart: 'The end date must be on or after the start date',
    dailyDaysBetween: (min: string, max: string) => `The STP must run on between ${min} and ${max} business days`,
    sourceRequired: 'Please select the fund to transfer from',
    destinationRequired: 'Please select the fund to transfer to',
    sourceNotAllowed: 'STP is not available from this fund',
    destinationNotAllowed: 'Please select a fund of the same fund house that accepts STP',
    awaitingVerification: (deadline: string) =>
      `We have sent a verification link to your e-mail. Please confirm it before ${deadline}, or the STP will be cancelled.`,
    linkInvalid: 'This verification link is not valid.',
    linkExpired: 'This verification link has expired and the STP was cancelled.',
    verified: 'Thank you. Your STP is verified.',
    firstOrderToday: 'Your first transfer is placed today.',
    notStoppable: 'Only an active STP can be stopped.',
    notApproved: 'Only an approved STP can be set up.',
    notFound: 'This STP was not found.',
    schemeUnknown: 'This fund was not found.',
    emailMissing: 'Please add your e-mail address to your profile to set up an STP.',
    totalMismatch: 'The total STP amount does not match the installments.',
    registered: 'Your STP is registered with the exchange.',
    stillRegistering: 'Your STP is being registered with the exchange. Please check My STPs in a moment.',
    statusStopped: 'Stopped',
    statusFailed: 'Failed',
    verifyHeading: 'STP verification',
    noSourceFunds: 'You have no holding an STP can start from yet: STP needs units in a fund that allows it.',
    desktopOnly: 'Setting up a new STP is available on a larger screen. Please use a computer or a tablet in landscape.',
  },
  nfo: {
    sorts: {
      launchEF: 'Launch date: earliest first',
      launchFF: 'Launch date: farthest first',
      closeEF: 'Closing date: earliest first',
      closeFF: 'Closing date: farthest first',
    },
    reset: 'Reset',
    // Buying an NFO (decision 0148): the spec has no message for an order outside the offer window.
    notYetOpen: (openDate: string) => `This NFO opens for investment on ${openDate}.`,
    offerClosed: (closeDate: string) =>
      `This NFO closed on ${closeDate}. You can invest once its units are allotted and the fund reopens for sale.`,
    lumpsumOnly: 'During the offer period this NFO takes lumpsum investments only.',
    offerOpen: (closeDate: string) => `Open for investment until ${closeDate}.`,
    allotment: (price: string, date: string) => `Units are allotted at ${price} per unit on ${date}.`,
    invest: 'Invest',
  },
  home: {
    taxSavingClaim:
      'Save tax of up to ₹46,800 a year by investing ₹1.5 lakh in ELSS under Section 80C',
  },
  /** Acting for a customer (issue 13 §1; decision 0138): the spec gives the feature, not the words. */
  acting: {
    notYourCustomer: 'You can only open the accounts of customers mapped to you.',
    advisorOnly: 'Only an advisor signed in with their own account can open a customer’s account.',
    notActing: 'You are not acting for a customer.',
    actorCannotApprove: 'Only the customer can approve this cart.',
    nothingToApprove: 'There is no cart awaiting your approval.',
    heading: (name: string) => `Open ${name}’s account`,
    consentIntro: (name: string) =>
      `We will send ${name} an OTP. Ask them for it: entering it shows they agree to you acting for them.`,
    sendOtp: 'Send OTP',
    actingFor: (name: string) => `Acting for ${name}`,
    switchCustomer: 'Switch customer',
    leave: 'Leave',
    approveCart: 'Approve',
    cartApproved: 'Cart approved. You can now pay for it.',
    actionsHeading: 'Actions by your advisor',
    noActions: 'Your advisor has not made any changes in your account.',
    actionsCaption: 'Changes your advisor made while acting for you, with the time and result.',
  },
  /** Curated packs in the cart (spec 1 §2, §3): the spec has no wording of its own for these. */
  packs: {
    packMinimum: (x: string) => `Minimum investment in this pack is ₹${x}`,
    fundShareMinimum: (fund: string, x: string) =>
      `${fund} needs at least ₹${x}: please increase the pack amount`,
    packNotFound: 'Pack not found',
    packClosed: 'This pack is not open for investment',
    sipNotAllowed: 'This pack does not offer SIP',
    sipDateNotAllowed: 'Please select one of the pack’s SIP dates',
    added: 'Pack added to cart',
  },
} as const;
