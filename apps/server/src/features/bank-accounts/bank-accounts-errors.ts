import { BankErrorEnum, ErrorEnum, SessionErrorEnum } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../http/app-errors';
import { sessionMessages } from '../session';

const bank = messages.onboarding.bank;
const own = productMessages.bankAccounts;

/** An errorEnum of this feature (the envelope's errorEnum is any string, decision 0004). */
class BankError extends AppError {
  constructor(code: string, statusCode: number, message: string, fieldErrors?: Record<string, string>) {
    super(code, statusCode, message, fieldErrors);
  }
}

/** The bank-accounts feature's refusals, each with the spec's message (or our own wording). */
export const bankErrors = {
  profileMissing: () => new ValidationError(productMessages.kyc.accountMissing),
  personalDetailsFirst: () => new ValidationError(own.personalDetailsFirst),
  /** registeredWithBse 3: onboarding's step 2 no longer adds (spec 2 §4, §6); the profile's Bank tab does. */
  alreadyRegistered: () => new ForbiddenError(productMessages.kyc.alreadyRegistered),
  tooMany: () => new ValidationError(bank.tooManyAccounts, { bankAccountNumber: bank.tooManyAccounts }),
  duplicate: (message: string) => new ValidationError(message, { bankAccountNumber: message }),
  chequeRequired: () => new ValidationError(bank.chequeRequiredForPrimary, { cancelledChequeId: bank.chequeRequiredForPrimary }),
  ifscUnknown: (message: string) => new ValidationError(message, { ifscCode: message }),
  verifyFirst: () => new BankError(BankErrorEnum.BANK_VERIFICATION_REQUIRED, 400, own.verifyFirst),
  verificationRefused: (message: string) => new BankError(BankErrorEnum.BANK_VERIFICATION_REQUIRED, 400, message),
  tooManyVerifications: () => new BankError(ErrorEnum.RATE_LIMITED, 429, own.tooManyVerifications),
  accountNotFound: () => new NotFoundError(own.accountNotFound),
  primaryNotDeletable: () => new BankError(BankErrorEnum.BANK_PRIMARY_NOT_DELETABLE, 409, own.primaryNotDeletable),
  activeMandate: () => new BankError(BankErrorEnum.BANK_ACTIVE_MANDATE, 409, own.activeMandate),
  modificationRefused: (message: string) => new BankError(BankErrorEnum.BANK_MODIFICATION_REFUSED, 400, message),
  mandateConflict: (accountNumber: string) =>
    new BankError(BankErrorEnum.BANK_MANDATE_CONFLICT, 409, own.mandateConflict(accountNumber.slice(-4))),
  /** The exchange did not answer (HTTP 5xx): nothing was saved. */
  exchangeDown: () => new BankError(ErrorEnum.INTERNAL, 502, bank.modificationServerError),
  /** The exchange took the change but our save failed: support must reconcile (spec 2 §8). */
  savedAtExchangeOnly: () => new BankError(ErrorEnum.INTERNAL, 500, messages.onboarding.profile.bseSavedLocalFailed),
  otpRequired: () => new BankError(SessionErrorEnum.OTP_NOT_VERIFIED, 403, sessionMessages.stepUpOtpRequired),
};
