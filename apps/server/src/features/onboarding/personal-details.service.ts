import { REGISTERED_WITH_BSE_ONBOARDED, type PersonalDetailsBody, type ProfileView } from '@sanchay/contract';
import { istToday, personalDetailsSchema, type Clock } from '@sanchay/domain';
import type { Database } from '../../db/client';
import { ValidationError } from '../../http/app-errors';
import type { PincodeDirectory } from '../../integrations/pincode';
import { onboardingErrors } from './onboarding-errors';
import { findProfile, lockAccount, readProfileView, updateAccountEmail, updateProfile } from '../../investor-profile';

export interface PersonalDetailsServiceDeps {
  database: Database;
  clock: Clock;
  /** Whether a pincode exists, and its city and state (the reference-data port). */
  pincodeDirectory: PincodeDirectory;
}

/**
 * Onboarding step 1 (spec 2 §2 "/profile/personal-details", §5 "Personal details"): the caller's
 * own profile, after the account is opened and before the exchange has registered it.
 */
export class PersonalDetailsService {
  constructor(private readonly deps: PersonalDetailsServiceDeps) {}

  async profile(userId: string): Promise<ProfileView> {
    return readProfileView(this.deps.database.db, userId);
  }

  async save(userId: string, body: PersonalDetailsBody): Promise<ProfileView> {
    const { clock, pincodeDirectory } = this.deps;
    // The 18+ rule needs today's IST date; the rest repeats the contract's checks harmlessly.
    const parsed = personalDetailsSchema(istToday(clock)).safeParse(body);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
      throw new ValidationError(parsed.error.issues[0]!.message, fieldErrors);
    }
    const details = parsed.data;
    const place = pincodeDirectory.lookup(details.pincode);
    if (!place) throw onboardingErrors.invalidPincode();

    return this.deps.database.db.transaction(async (tx) => {
      const account = await lockAccount(tx, userId);
      if (!account) throw onboardingErrors.accountMissing();
      if (account.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED) throw onboardingErrors.alreadyRegistered();
      if (!(await findProfile(tx, userId))) throw onboardingErrors.accountMissing();
      const now = clock.now();
      await updateProfile(tx, userId, {
        gender: details.gender,
        dob: details.dob,
        emailDeclarationFlag: details.emailDeclarationFlag,
        mobileDeclarationFlag: details.mobileDeclarationFlag,
        address: details.address,
        pincode: details.pincode,
        city: place.district,
        state: place.state,
        personalDetailsSavedAt: now,
        updatedAt: now,
      });
      // The e-mail lives on the account (one copy for sign-in mail, OTPs and the profile).
      await updateAccountEmail(tx, userId, details.email);
      return readProfileView(tx, userId);
    });
  }
}
