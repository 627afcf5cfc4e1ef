// The checkout's own wording where spec 3 is silent (productMessages.checkout).
/** Our own wording where spec 3 is silent (kept under productMessages.checkout). */
export const checkoutOwnMessages = {
  chequeDateWindow: 'Please enter a cheque date from the last 70 days, not after today.',
  chequeFavourName: 'Indian Clearing Corporation Limited - MFSS',
  challanDepositBy: (date: string) => `Deposit the cheque with this challan on ${date}.`,
  clearingDayNav:
    'As the amount is above ₹2,00,000, units are allotted at the NAV of the day your cheque clears.',
  otpRequiredForOrders: 'Please verify the OTP sent to your mobile to place your orders.',
  cartEmpty: 'Your cart is empty. Please add a fund to invest.',
  mandateRequiredForSip: 'Please set up a mandate to start your SIP.',
  bankAccountNotYours: 'Please select one of your bank accounts.',
  ordersDiscarded: 'These orders were cancelled. Please go to cart and click on invest now.',
} as const;
