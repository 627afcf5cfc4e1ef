import { REGISTERED_WITH_BSE_ONBOARDED, type ProfileView, type UpdateUserProfileBody } from '@sanchay/contract';
import { profilePersonalEditSchema, type Clock } from '@sanchay/domain';
import type { Database } from '../../db/client';
import { ValidationError } from '../../http/app-errors';
import type { PincodeDirectory } from '../../integrations/pincode';
import type { StepUpCaller } from '../session';
import { profileErrors } from './profile-errors';
import { requireProfileEditAuthorised } from './profile-edit-authorisation';
import { lockAccountWithProfile, readProfileView, savePersonalEdit } from '../../investor-profile';

export interface ProfilePersonalServiceDeps {
  database: Database;
  clock: Clock;
  pincodeDirectory: PincodePlaceLookup;
}
type PincodePlaceLookup = Pick<PincodeDirectory, 'lookup'>;

/**
 * The Personal tab's save (spec 2 §4 "Profile personal edit", §7 update-user-profile/{ucc}):
 * e-mail, address and pincode only, for an onboarded investor (registeredWithBse 3), after a
 * profile OTP verified in this session.
 */
export class ProfilePersonalService {
  constructor(private readonly deps: ProfilePersonalServiceDeps) {}

  async update(caller: StepUpCaller, body: UpdateUserProfileBody): Promise<ProfileView> {
    const { ucc, ...fields } = body;
    // The contract ran the same schema; this keeps the rule in one place if another caller comes.
    const parsed = profilePersonalEditSchema.safeParse(fields);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
      throw new ValidationError(parsed.error.issues[0]!.message, fieldErrors);
    }
    const edit = parsed.data;
    const place = this.deps.pincodeDirectory.lookup(edit.pincode);
    if (!place) throw profileErrors.invalidPincode();

    return this.deps.database.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      const account = await lockAccountWithProfile(tx, caller.userId);
      if (!account?.hasProfile || account.registeredWithBse !== REGISTERED_WITH_BSE_ONBOARDED) throw profileErrors.notOnboarded();
      if (account.ucc !== ucc.trim()) throw profileErrors.wrongAccount();
      await requireProfileEditAuthorised(tx, caller, now);
      await savePersonalEdit(tx, caller.userId, {
        email: edit.email,
        address: edit.address,
        pincode: edit.pincode,
        city: place.district,
        state: place.state,
        at: now,
      });
      return readProfileView(tx, caller.userId);
    });
  }
}
