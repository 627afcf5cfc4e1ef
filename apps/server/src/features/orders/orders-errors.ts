import { messages, productMessages } from '@sanchay/domain';
import { NotFoundError, ValidationError } from '../../http/app-errors';

const own = productMessages.orders;
const pay = messages.payment;

/** The orders feature's refusals, each a catalogue message (4xx). */
export const orderErrors = {
  profileMissing: () => new ValidationError(productMessages.kyc.accountMissing),
  noOrders: () => new ValidationError(own.noOrders),
  tooManyOrders: () => new ValidationError(own.tooManyOrders),
  schemeUnknown: () => new ValidationError(own.schemeUnknown),
  amountInvalid: () => new ValidationError(own.amountInvalid),
  unitsInvalid: () => new ValidationError(own.unitsInvalid),
  redeemAmountRequired: () => new ValidationError(messages.redeem.amountRequired),
  /** More than the folio's free units (spec 3 §5 Redeem: the maximum). */
  maximumUnits: (units: string) => new ValidationError(productMessages.redeem.maximumUnits(units)),
  maximumAmount: (amount: string) => new ValidationError(messages.redeem.maximumAmount(amount)),
  keyReused: () => new ValidationError(own.idempotencyKeyReused),
  setNotFound: () => new NotFoundError(own.orderSetNotFound),
  stillEntering: () => new ValidationError(own.stillEntering),
  nothingToPay: () => new ValidationError(own.nothingToPay),
  modeRequired: () => new ValidationError(pay.modeRequired),
  utrRequired: () => new ValidationError(pay.utrRequired, { neftReferenceNumber: pay.utrRequired }),
  vpaRequired: () => new ValidationError(pay.vpaRequired, { vpaId: pay.vpaRequired }),
  chequeNumberInvalid: () => new ValidationError(pay.chequeNumberInvalid, { chequeNumber: pay.chequeNumberInvalid }),
  chequeDateRequired: () => new ValidationError(pay.chequeDateRequired, { chequeDate: pay.chequeDateRequired }),
  mandateRequired: () => new ValidationError(own.mandateRequired),
  bankAccountRequired: () => new ValidationError(pay.bankAccountRequired, { bankAccountNumber: pay.bankAccountRequired }),
};
