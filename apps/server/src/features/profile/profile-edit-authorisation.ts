import { requireStepUpGrant, type StepUpCaller } from '../session';
import type { DbOrTx } from '../../investor-profile';

/**
 * Every profile edit (Personal, Nominee, and any other tab's save) needs a profile OTP verified in
 * this session within the last 10 minutes (spec 2 §4: submit → OTP → verified → save). Call it in
 * the edit's transaction: 403 OTP_NOT_VERIFIED otherwise. Bank changes have their own purpose
 * (`requireStepUpGrant(db, caller, 'bank_update', now)` from the session feature).
 */
export async function requireProfileEditAuthorised(db: DbOrTx, caller: StepUpCaller, now: Date): Promise<void> {
  await requireStepUpGrant(db, caller, 'profile_update', now);
}
