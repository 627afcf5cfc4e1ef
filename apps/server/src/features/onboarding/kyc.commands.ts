import { REGISTERED_WITH_BSE_ONBOARDED } from '@sanchay/contract';
import { KYC_NEEDS_EKYC_STATUSES, KYC_OK_STATUSES, occupationTypeOf, trimAddress, type Clock } from '@sanchay/domain';
import type { EkycResult, EkycStart, EkycStartRequest, KycLookup, KycProvider } from '../../integrations/kyc';
import type { PincodeDirectory } from '../../integrations/pincode';
import type { OutsideCalls } from '../../outside-calls';
import { findOtherHolderOfPan, findProfile, insertProfile, lockAccount, updateProfile, type Tx } from '../../investor-profile';
import { insertEkycRequest, insertKycCheck, lockEkycRequest, markEkycApplied } from './kyc.queries';

// The KYC party's calls as durable commands (outside-calls/): the KRA lookup, the start of an
// e-KYC and the fetch of its result. None is retried (the investor waits and is told to try
// again); each answer is kept, and applied in its own transaction by the handlers below.

export const KYC_LOOKUP = { party: 'kyc', operation: 'lookup' } as const;
export const EKYC_START = { party: 'kyc', operation: 'ekyc-start' } as const;
export const EKYC_RESULT = { party: 'kyc', operation: 'ekyc-result' } as const;

/**
 * What a lookup's answer does: `record` the check (the KYC page, counted for the hourly limit);
 * `account` saves the PAN and status when the status opens an account (Create My Account);
 * `ekyc` saves them when the status needs an e-KYC (Do KYC Process).
 */
export interface KycLookupContext {
  userId: string;
  pan: string;
  use: 'record' | 'account' | 'ekyc';
}

export interface EkycStartContext {
  userId: string;
  pan: string;
}

export interface EkycResultContext {
  userId: string;
  requestId: string;
}

export interface KycCommandDeps {
  kyc: KycProvider;
  pincodeDirectory: PincodeDirectory;
  clock: Clock;
}

/** Registers the three handlers (the onboarding feature, at start-up). */
export function registerKycCommands(calls: OutsideCalls, deps: KycCommandDeps): void {
  const { kyc, clock } = deps;
  calls.register<{ pan: string; name: string }, KycLookup, KycLookupContext>({
    ...KYC_LOOKUP,
    call: (request) => kyc.lookup(request),
    async apply(tx, { response, context }) {
      const now = clock.now();
      if (context.use === 'record') {
        await insertKycCheck(tx, { userId: context.userId, pan: context.pan, status: response.status, createdAt: now });
        return;
      }
      const allowed =
        context.use === 'account' ? KYC_OK_STATUSES.has(response.status) : KYC_NEEDS_EKYC_STATUSES.has(response.status) && !response.error;
      if (allowed) await saveKyc(tx, context, response, now);
    },
  });
  calls.register<EkycStartRequest, EkycStart, EkycStartContext>({
    ...EKYC_START,
    call: (request) => kyc.startEkyc(request),
    async apply(tx, { response, context }) {
      // Recorded so that only this investor's callback can use it.
      await insertEkycRequest(tx, { requestId: response.requestId, userId: context.userId, pan: context.pan, createdAt: clock.now() });
    },
  });
  calls.register<{ requestId: string }, EkycResult | null, EkycResultContext>({
    ...EKYC_RESULT,
    call: (request) => kyc.ekycResult(request.requestId),
    async apply(tx, { response, context }) {
      if (response) await applyEkycResult(tx, context, response, deps);
    },
  });
}

/**
 * The PAN and its KRA answer on the profile: a new profile (and ucc), or the PAN replaced; once
 * registered with the exchange (3), nothing. A PAN another investor holds by now is left alone
 * (the service then refuses the account).
 */
async function saveKyc(tx: Tx, context: KycLookupContext, verdict: KycLookup, now: Date): Promise<void> {
  const account = await lockAccount(tx, context.userId);
  if (!account || account.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED) return;
  if (await findOtherHolderOfPan(tx, context.pan, account.id)) return;
  const kyc = { pan: context.pan, panStatus: verdict.status, kycRawStatus: verdict.rawStatus, kycName: verdict.kycName, kycCheckedAt: now };
  if (await findProfile(tx, context.userId)) await updateProfile(tx, context.userId, { ...kyc, updatedAt: now });
  else await insertProfile(tx, { userId: context.userId, ...kyc, createdAt: now, updatedAt: now });
}

/**
 * What the provider collected, on the profile (address cut to the exchange's 40 characters,
 * occupation to S/B/O), once per request; never after the exchange registered the client.
 */
async function applyEkycResult(tx: Tx, context: EkycResultContext, result: EkycResult, deps: KycCommandDeps): Promise<void> {
  const account = await lockAccount(tx, context.userId);
  const request = await lockEkycRequest(tx, context.requestId, context.userId);
  if (!account || !request || request.appliedAt || account.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED) return;
  const now = deps.clock.now();
  const place = deps.pincodeDirectory.lookup(result.pincode);
  await updateProfile(tx, context.userId, {
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
  await markEkycApplied(tx, context.requestId, now);
}
