import { ProfileErrorEnum } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { AppError, ForbiddenError, ValidationError } from '../../http/app-errors';

const own = productMessages.profileArea;

/** The profile area's refusals, each with its message (spec 2 or our own wording). */
export const profileErrors = {
  /** registeredWithBse is not 3: the web sends the investor to /profile/kyc-details (spec 2 §4, §6). */
  notOnboarded: () => new AppError(ProfileErrorEnum.PROFILE_NOT_ONBOARDED, 403, own.notOnboarded),
  /** The ucc of the request is not the caller's own. */
  wrongAccount: () => new ForbiddenError(own.wrongAccount),
  invalidPincode: () =>
    new ValidationError(messages.onboarding.personal.pincodeInvalid, { pincode: messages.onboarding.personal.pincodeInvalid }),
};

