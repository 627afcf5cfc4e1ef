// The Redeem dialog's own wording where spec 3 is silent (productMessages.redeem).
export const redeemOwnMessages = {
  maximumUnits: (x: string) => `The maximum redemption unit is ${x}`,
  /** The row menu's Redeem, disabled: the redeem request names the holding by its ISIN (spec 3 §7), which this scheme lacks (decision 0105). */
  noIsin: 'Redemption is not available online for this scheme',
  title: 'Redeem',
  redeemBy: 'Redeem by',
  byAmount: 'Amount',
  byUnits: 'Units',
  amountLabel: 'Amount to redeem (₹)',
  unitsLabel: 'Units to redeem',
  availableAmount: (x: string) => `Available to redeem: ₹${x}`,
  availableUnits: (x: string) => `Available to redeem: ${x} units`,
  /**
   * What frees when (issue 23 §6): the locked units by the day they free up (units to 3
   * decimals, DD/MM/YYYY); the first two days named, the rest summed to the last one
   * (free-units.ts `lockScheduleMessage` shapes the parts).
   */
  lockSchedule: (total: string, first: { units: string; date: string }, second?: { units: string; date: string }, later?: { units: string; date: string }) => {
    if (!second) return `${first.units} ELSS units are locked in and cannot be redeemed yet; they free up on ${first.date}.`;
    const named = `${first.units} units free up on ${first.date}`;
    if (!later) return `${total} ELSS units are locked in and cannot be redeemed yet: ${named} and ${second.units} units on ${second.date}.`;
    return `${total} ELSS units are locked in and cannot be redeemed yet: ${named}, ${second.units} units on ${second.date} and the other ${later.units} units by ${later.date}.`;
  },
  /** Spec 3 §4 NAV applicable: before 3 PM on a working day the same day's NAV, else the next working day's. */
  navApplicable: (date: string, today: boolean) =>
    today
      ? `Redeem before 3 PM today to get today's NAV (${date}). The fund house declares the NAV after 10 PM.`
      : `Orders placed after 3 PM or on a holiday get the next working day's NAV (${date}). The fund house declares the NAV after 10 PM.`,
  exitLoadEstimate: (x: string) => `Estimated exit load: ₹${x}, taken from your oldest units first.`,
  exitLoadNil: 'No exit load applies to these units.',
  exitLoadUnknown: "We can't estimate the exit load for this fund. The fund house deducts it, if any, from the amount paid.",
  payoutTime: 'Redemption takes 2-3 working days; the money reaches your bank account within 1-3 business days.',
  continue: 'Continue',
  verifyAndRedeem: 'Verify & Redeem',
  redeemNow: 'Redeem',
  otpSent: (mobile: string) => `Enter the OTP sent to ${mobile} to confirm your redemption.`,
  successTitle: 'Redemption request placed',
  successText: (orderNo: string) =>
    `Your redemption request has been placed (order ${orderNo}). The money reaches your bank account within 1-3 business days after the NAV is applied.`,
  successAwaitingExchange: 'Your redemption request has been placed. The exchange will confirm it shortly.',
  close: 'Done',
  /** Loan against MF popup before redeem (spec 3 §4, §9; docs/decisions/0108). */
  loanTitle: 'Need money? Take a loan against your mutual funds',
  loanText:
    'Keep your investments growing: borrow up to 45% of your equity and 80% of your debt holdings at 10.5% interest, disbursed in 2 hours, with zero foreclosure charges.',
  loanThanks: 'Thank you for your interest. Our expert will contact you within 24 to 48 hours.',
  notRedeemable: 'This fund cannot be redeemed here.',
  holdingNotFound: 'We could not find this holding in your portfolio.',
  redeemKeyReused: 'This request was already made with other details. Please start again.',
  otpRequiredForRedeem: 'Please verify the OTP sent to your mobile to redeem.',
  /** A sandbox demo investor whose years of history are still being replayed (docs/decisions/0123). */
  historyBeingPrepared: 'Your demo history is still being prepared. Please try again in a minute.',
} as const;
