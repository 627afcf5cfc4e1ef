import { randomUUID } from 'node:crypto';
import { REGISTERED_WITH_BSE_ONBOARDED, type KycDetailsView, type ProfileView } from '@sanchay/contract';
import { KYC_NEEDS_EKYC_STATUSES, KYC_OK_STATUSES, kycDetailsPan, maskMobile, type Clock } from '@sanchay/domain';
import type { Database } from '../../db/client';
import { hourlyLimitReached } from '../../db/per-hour-limit';
import type { EkycResult, EkycStart, KycLookup } from '../../integrations/kyc';
import type { OutsideCalls, OutsideCallView } from '../../outside-calls';
import { findAccount, findOtherHolderOfPan, findProfile, readProfileView, type AccountRow, type DbOrTx } from '../../investor-profile';
import { onboardingErrors } from './onboarding-errors';
import { EKYC_RESULT, EKYC_START, KYC_LOOKUP, type EkycResultContext, type EkycStartContext, type KycLookupContext } from './kyc.commands';
import { findEkycRequest, insertKycCheck, kycChecksByInvestor } from './kyc.queries';

export interface KycServiceDeps {
  database: Database;
  clock: Clock;
  /** The KYC party's calls run as durable commands (kyc.commands.ts registers their handlers). */
  outsideCalls: OutsideCalls;
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
    const other = await this.otherHolder(database.db, account, pan);
    let verdict: KycVerdict;
    if (other) {
      verdict = other;
      await insertKycCheck(database.db, { userId, pan, status: verdict.status, createdAt: now });
    } else {
      // The lookup's apply records the check (kyc.commands.ts).
      verdict = { ...(await this.lookup(account, pan, 'record')).lookup, duplicateMobile: null };
    }
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
   * on the first call). The KRA is asked again: the server never takes the page's word for it; the
   * lookup's apply saves them (kyc.commands.ts). Once registered with the exchange (3) nothing
   * changes and the profile is answered as it is.
   */
  async createAccount(userId: string, pan: string): Promise<ProfileView> {
    const { db } = this.deps.database;
    const account = await this.account(db, userId);
    if (account.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED) return readProfileView(db, userId);
    if (await this.otherHolder(db, account, pan)) throw onboardingErrors.accountNotAllowed();
    const { lookup, command } = await this.lookup(account, pan, 'account');
    if (!KYC_OK_STATUSES.has(lookup.status)) throw onboardingErrors.accountNotAllowed();
    await this.requireSaved(command, userId, pan);
    return readProfileView(db, userId);
  }

  /**
   * Do KYC Process: saves the profile with the PAN (the lookup's apply), then asks the provider
   * for its page (a second command, whose apply records the request so that only this investor's
   * callback can use it).
   */
  async requestKyc(userId: string, pan: string, callbackUrl: string): Promise<{ url: string; requestId: string }> {
    const { db } = this.deps.database;
    const account = await this.account(db, userId);
    if (account.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED) throw onboardingErrors.alreadyRegistered();
    // A PAN on another profile is a duplicate: not a status an e-KYC can fix.
    if (await this.otherHolder(db, account, pan)) throw onboardingErrors.ekycNotAllowed();
    const { lookup, command } = await this.lookup(account, pan, 'ekyc');
    if (!KYC_NEEDS_EKYC_STATUSES.has(lookup.status) || lookup.error) throw onboardingErrors.ekycNotAllowed();
    await this.requireSaved(command, userId, pan);

    const context: EkycStartContext = { userId, pan };
    const started = await this.runCommand({
      ...EKYC_START,
      request: { pan, name: account.name, email: account.email, mobile: account.mobile, callbackUrl },
      context,
      subject: userId,
    });
    if (started.status !== 'done') throw onboardingErrors.redirectFailed();
    const { requestId, url } = started.response as EkycStart;
    return { requestId, url };
  }

  /**
   * The e-KYC callback: fills the profile from what the provider collected (the result command's
   * apply, kyc.commands.ts), once. A second call (a reload of the callback page) answers the
   * profile without applying it again.
   */
  async completeEkyc(userId: string, requestId: string): Promise<ProfileView> {
    const { db } = this.deps.database;
    const account = await this.account(db, userId);
    const request = await findEkycRequest(db, requestId, userId);
    if (!request) throw onboardingErrors.ekycUnknown();
    if (request.appliedAt || account.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED) return readProfileView(db, userId);
    const context: EkycResultContext = { userId, requestId };
    const command = await this.runCommand({ ...EKYC_RESULT, request: { requestId }, context, subject: userId });
    if (command.status !== 'done' && command.status !== 'answered') throw new Error(`The e-KYC provider did not answer: ${command.error ?? command.status}`);
    if (!(command.response as EkycResult | null)) throw onboardingErrors.ekycPending();
    if (command.status !== 'done') throw new Error(`The e-KYC result could not be applied yet: ${command.error ?? ''}`);
    return readProfileView(db, userId);
  }

  private async account(db: DbOrTx, userId: string): Promise<AccountRow> {
    const account = await findAccount(db, userId);
    if (!account) throw onboardingErrors.accountMissing();
    return account;
  }

  /** Another investor's profile holds the PAN: the duplicate verdict, without asking the KRA. */
  private async otherHolder(db: DbOrTx, account: AccountRow, pan: string): Promise<KycVerdict | null> {
    const other = await findOtherHolderOfPan(db, pan, account.id);
    if (!other) return null;
    return { status: 'KYC_DUPLICATE_PAN_STATUS', rawStatus: 'DUPLICATE PAN', kycName: null, error: null, duplicateMobile: other.mobile };
  }

  /** The KRA's answer, through a lookup command whose apply does what `use` says. */
  private async lookup(account: AccountRow, pan: string, use: KycLookupContext['use']): Promise<{ lookup: KycLookup; command: OutsideCallView }> {
    const context: KycLookupContext = { userId: account.id, pan, use };
    const command = await this.runCommand({ ...KYC_LOOKUP, request: { pan, name: account.name }, context, subject: account.id });
    if (command.status !== 'done' && command.status !== 'answered') throw onboardingErrors.kycCheckFailed();
    return { lookup: command.response as KycLookup, command };
  }

  /** The lookup's apply saved the PAN on this investor's profile; else another investor holds it now. */
  private async requireSaved(command: OutsideCallView, userId: string, pan: string): Promise<void> {
    if (command.status !== 'done') throw onboardingErrors.kycCheckFailed();
    const profile = await findProfile(this.deps.database.db, userId);
    if (profile?.pan !== pan) throw onboardingErrors.accountNotAllowed();
  }

  /** Writes a command (its own statement: no business change goes with a KYC call) and runs it now. */
  private async runCommand(call: { party: string; operation: string; request: unknown; context: unknown; subject: string }): Promise<OutsideCallView> {
    const calls = this.deps.outsideCalls;
    const { id } = await calls.enqueue(
      this.deps.database.db,
      { ...call, idempotencyKey: `${call.party}/${call.operation}/${call.subject}/${randomUUID()}` },
      { runNow: true },
    );
    return calls.run(id);
  }
}
