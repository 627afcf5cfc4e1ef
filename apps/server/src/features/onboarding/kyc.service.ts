import { REGISTERED_WITH_BSE_ONBOARDED, type KycDetailsView, type ProfileView } from '@sanchay/contract';
import {
  KYC_NEEDS_EKYC_STATUSES,
  KYC_OK_STATUSES,
  kycDetailsPan,
  maskMobile,
  occupationTypeOf,
  trimAddress,
  type Clock,
} from '@sanchay/domain';
import type { Database } from '../../db/client';
import { hourlyLimitReached } from '../../db/per-hour-limit';
import type { KycLookup, KycProvider } from '../../integrations/kyc';
import type { PincodeDirectory } from '../../integrations/pincode';
import {
  findAccount,
  findOtherHolderOfPan,
  findProfile,
  insertProfile,
  lockAccount,
  readProfileView,
  updateProfile,
  type AccountRow,
  type DbOrTx,
  type Tx,
} from '../../investor-profile';
import { onboardingErrors } from './onboarding-errors';
import { insertEkycRequest, insertKycCheck, lockEkycRequest, kycChecksByInvestor, markEkycApplied } from './kyc.queries';

export interface KycServiceDeps {
  database: Database;
  clock: Clock;
  kyc: KycProvider;
  pincodeDirectory: PincodeDirectory;
  /** PAN checks per investor per hour. */
  checksPerHour?: number;
}

/** A KRA answer as our investors see it: a PAN already on another profile is a duplicate. */
interface KycVerdict extends KycLookup {
  duplicateMobile: string | null;
}

/**
 * The KYC page and the e-KYC callback (spec 2 §4 "KYC statuses", "Create Account", "Do KYC",
 * "Auto-populate callback"). The caller (the route) has checked that an investor is signed in;
 * everything here is that investor's own profile. No Fastify.
 */
export class KycService {
  constructor(private readonly deps: KycServiceDeps) {}

  /** The PAN's KYC status; recorded, and limited per investor (it reveals the name on a PAN). */
  async check(userId: string, pan: string): Promise<KycDetailsView> {
    const { database, clock } = this.deps;
    const now = clock.now();
    if (await hourlyLimitReached(database.db, kycChecksByInvestor, userId, now, this.deps.checksPerHour ?? 10)) {
      throw onboardingErrors.tooManyChecks();
    }
    const account = await this.account(database.db, userId);
    const verdict = await this.verdict(database.db, account, pan);
    await insertKycCheck(database.db, { userId, pan, status: verdict.status, createdAt: now });
    return {
      status: verdict.status,
      rawStatus: verdict.rawStatus,
      kycName: verdict.status === 'KYC_DUPLICATE_PAN_STATUS' ? null : verdict.kycName,
      error: verdict.error,
      duplicateMobNo: verdict.duplicateMobile ? maskMobile(verdict.duplicateMobile) : null,
      pan: kycDetailsPan(pan, verdict.status),
    };
  }

  /**
   * Create My Account / Continue: the PAN and its status go on the profile (made, with its ucc,
   * on the first call). The KRA is asked again: the server never takes the page's word for it.
   * Once registered with the exchange (3) nothing changes and the profile is answered as it is.
   */
  async createAccount(userId: string, pan: string): Promise<ProfileView> {
    return this.deps.database.db.transaction(async (tx) => {
      const account = await this.lockedAccount(tx, userId);
      if (account.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED) return readProfileView(tx, userId);
      const verdict = await this.verdict(tx, account, pan);
      if (!KYC_OK_STATUSES.has(verdict.status)) throw onboardingErrors.accountNotAllowed();
      await this.saveKyc(tx, userId, pan, verdict);
      return readProfileView(tx, userId);
    });
  }

  /**
   * Do KYC Process: saves the profile with the PAN, then asks the provider for its page. The
   * request is recorded so that only this investor's callback can use it.
   */
  async requestKyc(userId: string, pan: string, callbackUrl: string): Promise<{ url: string; requestId: string }> {
    return this.deps.database.db.transaction(async (tx) => {
      const account = await this.lockedAccount(tx, userId);
      if (account.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED) throw onboardingErrors.alreadyRegistered();
      const verdict = await this.verdict(tx, account, pan);
      if (!KYC_NEEDS_EKYC_STATUSES.has(verdict.status) || verdict.error) throw onboardingErrors.ekycNotAllowed();
      await this.saveKyc(tx, userId, pan, verdict);
      let started;
      try {
        started = await this.deps.kyc.startEkyc({ pan, name: account.name, email: account.email, mobile: account.mobile, callbackUrl });
      } catch (err) {
        throw onboardingErrors.redirectFailed().causedBy(err);
      }
      await insertEkycRequest(tx, { requestId: started.requestId, userId, pan, createdAt: this.deps.clock.now() });
      return started;
    });
  }

  /**
   * The e-KYC callback: fills the profile from what the provider collected (address cut to the
   * exchange's 40 characters, occupation to S/B/O), once. A second call (a reload of the callback
   * page) answers the profile without applying it again.
   */
  async completeEkyc(userId: string, requestId: string): Promise<ProfileView> {
    return this.deps.database.db.transaction(async (tx) => {
      const account = await this.lockedAccount(tx, userId);
      const request = await lockEkycRequest(tx, requestId, userId);
      if (!request) throw onboardingErrors.ekycUnknown();
      if (request.appliedAt || account.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED) return readProfileView(tx, userId);
      const result = await this.deps.kyc.ekycResult(requestId);
      if (!result) throw onboardingErrors.ekycPending();
      const now = this.deps.clock.now();
      const place = this.deps.pincodeDirectory.lookup(result.pincode);
      await updateProfile(tx, userId, {
        pan: result.pan,
        panStatus: result.panStatus,
        kycName: result.name,
        kycCheckedAt: now,
        gender: result.gender,
        dob: result.dob,
        address: trimAddress(result.address),
        pincode: place ? result.pincode : null,
        city: place?.district ?? null,
        state: place?.state ?? null,
        occupation: result.occupation,
        occupationType: occupationTypeOf(result.occupation),
        updatedAt: now,
      });
      await markEkycApplied(tx, requestId, now);
      return readProfileView(tx, userId);
    });
  }

  private async account(db: DbOrTx, userId: string): Promise<AccountRow> {
    const account = await findAccount(db, userId);
    if (!account) throw onboardingErrors.accountMissing();
    return account;
  }

  private async lockedAccount(tx: Tx, userId: string): Promise<AccountRow> {
    const account = await lockAccount(tx, userId);
    if (!account) throw onboardingErrors.accountMissing();
    return account;
  }

  /** The KRA's answer, unless another investor's profile already holds the PAN. */
  private async verdict(db: DbOrTx, account: AccountRow, pan: string): Promise<KycVerdict> {
    const other = await findOtherHolderOfPan(db, pan, account.id);
    if (other) {
      return { status: 'KYC_DUPLICATE_PAN_STATUS', rawStatus: 'DUPLICATE PAN', kycName: null, error: null, duplicateMobile: other.mobile };
    }
    let lookup: KycLookup;
    try {
      lookup = await this.deps.kyc.lookup({ pan, name: account.name });
    } catch (err) {
      throw onboardingErrors.kycCheckFailed().causedBy(err);
    }
    return { ...lookup, duplicateMobile: null };
  }

  /** The PAN and its KRA answer on the profile: a new profile (and ucc), or the PAN replaced. */
  private async saveKyc(tx: Tx, userId: string, pan: string, verdict: KycLookup): Promise<void> {
    const now = this.deps.clock.now();
    const kyc = { pan, panStatus: verdict.status, kycRawStatus: verdict.rawStatus, kycName: verdict.kycName, kycCheckedAt: now };
    try {
      if (await findProfile(tx, userId)) await updateProfile(tx, userId, { ...kyc, updatedAt: now });
      else await insertProfile(tx, { userId, ...kyc, createdAt: now, updatedAt: now });
    } catch (err) {
      // Another investor saved the same PAN a moment ago (the PAN is unique across profiles).
      if (isUniqueViolation(err)) throw onboardingErrors.accountNotAllowed();
      throw err;
    }
  }
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}
