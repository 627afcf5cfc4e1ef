// The product's words for the exchange's statuses and remarks (orders/exchange-words.ts reads
// them; issue 23 §6). Keys are the exchange's own strings (BSE StAR MF's), values what an
// investor reads.
import { EXCHANGE_PAYMENT_STATUSES } from './payment-modes';

/** An order's payment as the investor reads it, by the exchange's payment status (spec 3 §9's strings). */
const paymentStatusWords = {
  // Not initiated: spec 3 §4's 'Pending Payment' (messages.payment.pendingPayment, read by
  // exchange-words.ts); the rest as Transactions words them.
  [EXCHANGE_PAYMENT_STATUSES.awaitingFunds]: 'Awaiting Funds',
  [EXCHANGE_PAYMENT_STATUSES.approved]: 'Payment Received',
  [EXCHANGE_PAYMENT_STATUSES.rejected]: 'Payment Failed',
} as const;

/**
 * Our sentence for each exchange remark an investor can meet on an order, a SIP, a mandate or an
 * STP (the remarks the exchange's order entry, XSIP, mandate and settlement answers carry), keyed
 * without the 'FAILED:' prefix.
 */
const remarkWords: Record<string, string> = {
  'ORDER ENTRY NOT ALLOWED IN THE SCHEME': 'This fund is not accepting investments right now.',
  'SIP IS NOT ALLOWED IN THE SCHEME': 'This fund does not accept SIPs right now.',
  'REDEMPTION NOT ALLOWED IN THE SCHEME': 'This fund does not allow redemptions right now.',
  'PURCHASE IS ALLOWED BY AMOUNT ONLY': 'This fund can be bought by amount only.',
  'ORDER AMOUNT IS LESS THAN MINIMUM PURCHASE AMOUNT': 'The amount is below this fund\u2019s minimum investment.',
  'INVALID ORDER AMOUNT': 'The amount is not one this fund accepts.',
  'INVALID FOLIO NUMBER': 'The folio number was not recognised.',
  'MANDATE IS NOT APPROVED': 'Your mandate is not approved yet.',
  'MANDATE ID IS MANDATORY': 'This SIP needs an approved mandate.',
  'MANDATE ID IS MANDATORY FOR XSIP': 'This SIP needs an approved mandate.',
  'INVALID MANDATE ID': 'The mandate was not recognised.',
  'INSTALLMENT AMOUNT EXCEEDS THE MANDATE AMOUNT': 'The SIP amount is above your mandate limit.',
  'AMOUNT EXCEEDS THE MANDATE LIMIT FOR THE DAY': 'The debits of the day are above your mandate limit.',
  'SIP START DATE IS BEFORE THE MANDATE START DATE': 'The SIP starts before your mandate does.',
  'SIP END DATE IS BEYOND THE MANDATE END DATE': 'The SIP runs beyond the end of your mandate.',
  'DEBIT DATE IS OUTSIDE THE MANDATE PERIOD': 'The debit date is outside your mandate period.',
  'NUMBER OF INSTALLMENT IS LESS THAN MINIMUM INSTALLMENT ALLOWED': 'The number of instalments is below what this fund allows.',
  'NUMBER OF INSTALLMENT IS MORE THAN MAXIMUM INSTALLMENT ALLOWED': 'The number of instalments is above what this fund allows.',
  'REDEMPTION AMOUNT IS LESS THAN MINIMUM REDEMPTION AMOUNT': 'The amount is below this fund\u2019s minimum redemption.',
  'REJECTED BY THE REGISTRAR: UNITS NOT AVAILABLE IN THE FOLIO': 'The registrar found too few units in the folio for this redemption.',
  'REJECTED BY CUSTOMER AT BANK': 'The mandate was declined at your bank.',
  'REJECTED BY BANK: ACCOUNT DETAILS DO NOT MATCH': 'Your bank rejected the mandate: the account details do not match.',
  'XSIP IS ALREADY CANCELLED': 'This SIP is already cancelled.',
  'XSIP IS ALREADY PAUSED': 'This SIP is already paused.',
  'XSIP IS ALREADY COMPLETED': 'This SIP has already completed.',
  'PAUSE IS NOT ALLOWED IN THE SCHEME': 'This fund does not allow a SIP to be paused.',
  'PAUSE MODIFICATION LIMIT REACHED FOR THE XSIP': 'This SIP has been paused as often as allowed.',
  'INVALID CHEQUE DATE': 'The cheque date was not accepted.',
  'INVALID CHEQUE NUMBER': 'The cheque number was not accepted.',
};

export const exchangeWordsOwnMessages = { paymentStatus: paymentStatusWords, remarks: remarkWords };
