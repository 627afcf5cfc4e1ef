import { REGISTERED_WITH_BSE_ONBOARDED, type OccupationNomineeBody, type ProfileView } from '@sanchay/contract';
import { aadhaarLast4, istToday, messages, occupationDetailsSchema, occupationTypes, type Clock } from '@sanchay/domain';
import type { Database } from '../../db/client';
import { ValidationError } from '../../http/app-errors';
import type { PincodeDirectory } from '../../integrations/pincode';
import { checkedNominees } from './nominee-list';
import { onboardingErrors } from './onboarding-errors';
import { findProfile, lockAccount, readProfileView, replaceNominees, updateProfile } from '../../investor-profile';

/** Whether a file id is a signature this investor uploaded (the uploads feature answers). */
export type OwnSignatureCheck = (userId: string, fileId: string) => Promise<boolean>;

export interface OccupationDetailsServiceDeps {
  database: Database;
  clock: Clock;
  pincodeDirectory: PincodeDirectory;
  ownSignature: OwnSignatureCheck;
}

/**
 * Onboarding step 4, "Investor Profile" (spec 2 §2, §3 "Save profile payload", §5 "Occupation
 * page", "Nominee"): occupation, income slab, Aadhaar (only its last four digits are kept),
 * signature, terms with the FATCA answer, and the nominees, saved in one transaction. Only the
 * caller's own profile, after the account is opened and before it is registered (3).
 */
export class OccupationDetailsService {
  constructor(private readonly deps: OccupationDetailsServiceDeps) {}

  async save(userId: string, body: OccupationNomineeBody): Promise<ProfileView> {
    const { clock, database, pincodeDirectory } = this.deps;
    const parsed = occupationDetailsSchema.safeParse(body);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
      throw new ValidationError(parsed.error.issues[0]!.message, fieldErrors);
    }
    const details = parsed.data;
    // Someone else's file id is answered exactly like a missing signature.
    if (!(await this.deps.ownSignature(userId, details.signatureId))) {
      const message = messages.onboarding.occupation.signatureRequired;
      throw new ValidationError(message, { signatureId: message });
    }
    const last4 = aadhaarLast4(details.aadhar);

    return database.db.transaction(async (tx) => {
      const account = await lockAccount(tx, userId);
      if (!account) throw onboardingErrors.accountMissing();
      if (account.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED) throw onboardingErrors.alreadyRegistered();
      const profile = await findProfile(tx, userId);
      if (!profile) throw onboardingErrors.accountMissing();
      const nominees = checkedNominees(
        details.nomineeOptIn,
        body.nomineeList,
        // The Aadhaar typed on this page is the one a nominee may not reuse.
        { name: account.name, otherNames: profile.kycName ? [profile.kycName] : [], pan: profile.pan, aadhaarLast4: last4 },
        istToday(clock),
        pincodeDirectory,
      );
      const now = clock.now();
      await updateProfile(tx, userId, {
        occupation: occupationTypes[details.occupationType],
        occupationType: details.occupationType,
        incomeSlab: details.incomeSlab,
        aadhaarLast4: last4,
        signatureFileId: details.signatureId,
        fatcaCompliant: details.fatcaCompliant,
        nomineeOptIn: details.nomineeOptIn,
        updatedAt: now,
      });
      await replaceNominees(tx, userId, nominees, now);
      return readProfileView(tx, userId);
    });
  }
}
