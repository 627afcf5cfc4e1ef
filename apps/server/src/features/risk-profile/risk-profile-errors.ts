import { RiskProfileErrorEnum } from '@sanchay/contract';
import { productMessages } from '@sanchay/domain';
import { AppError } from '../../http/app-errors';

const m = productMessages.riskProfile;

/** A risk-profile refusal with its own errorEnum (the envelope's errorEnum is any string, 0004). */
export class RiskProfileError extends AppError {
  constructor(code: RiskProfileErrorEnum, statusCode: number, message: string) {
    super(code, statusCode, message);
  }
}

/** 409: the browser showed another version of the questions; it must reload them. */
export const versionChanged = () => new RiskProfileError(RiskProfileErrorEnum.RISK_PROFILE_VERSION_CHANGED, 409, m.versionChanged);
/** 404: no such attempt of this user (another user's attempt looks the same: it is not theirs to know). */
export const attemptNotFound = () => new RiskProfileError(RiskProfileErrorEnum.RISK_ATTEMPT_NOT_FOUND, 404, m.attemptNotFound);
/** 409: the attempt was submitted; a retake starts a new one. */
export const attemptCompleted = () => new RiskProfileError(RiskProfileErrorEnum.RISK_ATTEMPT_COMPLETED, 409, m.attemptCompleted);
