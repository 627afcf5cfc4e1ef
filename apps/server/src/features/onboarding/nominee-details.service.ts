import { ErrorEnum, REGISTERED_WITH_BSE_ONBOARDED, type NomineeDetailsBody, type ProfileView } from '@sanchay/contract';
import { istToday, productMessages, type Clock } from '@sanchay/domain';
import type { Database } from '../../db/client';
import { AppError, ValidationError } from '../../http/app-errors';
import type { PincodeDirectory } from '../../integrations/pincode';
import { requireProfileEditAuthorised } from '../profile';
import type { StepUpCaller } from '../session';
import { checkedNominees } from './nominee-list';
import { onboardingErrors } from './onboarding-errors';
import { findProfile, lockAccount, readProfileView, replaceNominees, updateProfile } from '../../investor-profile';

export interface NomineeDetailsServiceDeps {
  database: Database;
  clock: Clock;
  pincodeDirectory: PincodeDirectory;
}

/**
 * The profile's Nominee tab save (spec 2 §4 "Nominee edit", §7 update-nominee-details): the opt-in
 * and the whole list replaced, with the same rules as step 4. Only an onboarded investor (3), and
 * only after a profile OTP verified in this session (the profile feature's step-up grant).
 */
export class NomineeDetailsService {
  constructor(private readonly deps: NomineeDetailsServiceDeps) {}

  async update(caller: StepUpCaller, body: NomineeDetailsBody): Promise<ProfileView> {
    const { clock, database, pincodeDirectory } = this.deps;
    const { userId } = caller;
    return database.db.transaction(async (tx) => {
      const account = await lockAccount(tx, userId);
      if (!account) throw onboardingErrors.accountMissing();
      // Spec 2 §6: profile edits need registeredWithBse 3; before that the onboarding pages edit.
      if (account.registeredWithBse !== REGISTERED_WITH_BSE_ONBOARDED) {
        throw new AppError(ErrorEnum.FORBIDDEN, 403, productMessages.occupationNominee.notRegistered);
      }
      const now = clock.now();
      await requireProfileEditAuthorised(tx, caller, now);
      const profile = await findProfile(tx, userId);
      if (!profile) throw onboardingErrors.accountMissing();
      const optIn = body.nomineeOptIn;
      if (typeof optIn !== 'boolean') throw new ValidationError(productMessages.occupationNominee.optInRequired);
      const nominees = checkedNominees(
        optIn,
        body.nomineeList,
        { name: account.name, otherNames: profile.kycName ? [profile.kycName] : [], pan: profile.pan, aadhaarLast4: profile.aadhaarLast4 },
        istToday(clock),
        pincodeDirectory,
      );
      await updateProfile(tx, userId, { nomineeOptIn: optIn, updatedAt: now });
      await replaceNominees(tx, userId, nominees, now);
      return readProfileView(tx, userId);
    });
  }
}
