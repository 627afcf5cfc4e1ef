import { ErrorEnum } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { AppError, ForbiddenError, ValidationError } from '../../http/app-errors';

const kyc = productMessages.kyc;

/** The onboarding feature's refusals, each with its message (spec 2 or our own wording). */
export const onboardingErrors = {
  /** registeredWithBse 3: onboarding pages no longer change the profile (spec 2 §4, §6). */
  alreadyRegistered: () => new ForbiddenError(kyc.alreadyRegistered),
  accountMissing: () => new ValidationError(kyc.accountMissing),
  accountNotAllowed: () => new ValidationError(kyc.accountNotAllowed),
  ekycNotAllowed: () => new ValidationError(kyc.ekycNotAllowed),
  ekycUnknown: () => new AppError(ErrorEnum.NOT_FOUND, 404, kyc.ekycUnknown),
  ekycPending: () => new ValidationError(kyc.ekycPending),
  /** The provider could not start the e-KYC (spec 2 §8). */
  redirectFailed: () => new AppError(ErrorEnum.INTERNAL, 502, messages.onboarding.profile.kycRedirectFailed),
  /** The KRA did not answer. */
  kycCheckFailed: () => new AppError(ErrorEnum.INTERNAL, 502, kyc.checkFailed),
  tooManyChecks: () => new AppError(ErrorEnum.RATE_LIMITED, 429, kyc.tooManyChecks),
  invalidPincode: () =>
    new ValidationError(messages.onboarding.personal.pincodeInvalid, { pincode: messages.onboarding.personal.pincodeInvalid }),
};
