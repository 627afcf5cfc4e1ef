import { randomBytes } from 'node:crypto';
import type { KycStatus } from '@sanchay/domain';
import type { EkycResult, EkycStart, EkycStartRequest, KycLookup, KycProvider } from './kyc-provider';

/**
 * The documented test PANs (README.md in this folder), like a payment gateway's test cards. Any
 * other well-formed PAN is KYC_VALIDATED_STATUS in the caller's name.
 */
export const SANDBOX_TEST_PANS: Readonly<Record<string, { status: KycStatus; rawStatus: string; error?: string }>> = {
  ABCPV1111V: { status: 'KYC_VALIDATED_STATUS', rawStatus: 'KYC VALIDATED' },
  ABCPR2222R: { status: 'KYC_REGISTERED_STATUS', rawStatus: 'KYC REGISTERED' },
  ABCPU3333U: { status: 'KYC_UNDER_PROCESS_STATUS', rawStatus: 'UNDER PROCESS' },
  ABCPS4444S: { status: 'KYC_UNDER_PROCESS_STATUS_SHORT', rawStatus: 'UNDER PROCESS (SHORT)' },
  ABCPN5555N: { status: 'KYC_NON_COMPLIANT_STATUS', rawStatus: 'NOT COMPLIANT' },
  ABCPE5556E: {
    status: 'KYC_NON_COMPLIANT_STATUS',
    rawStatus: 'NOT COMPLIANT',
    error: 'KYC details for this PAN could not be fetched from the KRA. Please try with another PAN or mobile number.',
  },
  ABCPA6666A: { status: 'KYC_NOT_AVAILABLE', rawStatus: 'NOT AVAILABLE' },
  ABCPH7777H: { status: 'KYC_HOLD_REJECTED_STATUS', rawStatus: 'ON HOLD / REJECTED' },
  ABCPD8888D: { status: 'KYC_DUPLICATE_PAN_STATUS', rawStatus: 'DUPLICATE PAN' },
  ABCPM9999M: { status: 'KYC_PAN_DOES_NOT_MATCH_STATUS', rawStatus: 'PAN AND NAME DO NOT MATCH AS PER INCOME TAX RECORDS' },
};

/** The e-KYC page's starting values (what an Aadhaar-based e-KYC would return). */
export const SANDBOX_EKYC_DEFAULTS = {
  gender: 'F' as const,
  dob: '1990-04-15',
  // Longer than 40 characters on purpose: the profile keeps the first 40 (spec 2 §3).
  address: 'Flat 12, Sunshine Apartments, 4th Cross Road, Indiranagar, Bengaluru',
  pincode: '560038',
  occupation: '01',
};

interface PendingEkyc {
  request: EkycStartRequest;
  startedAt: number;
  result: EkycResult | null;
}

/** Pending e-KYCs are forgotten after a day, as a provider's links expire. */
const EKYC_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The sandbox KRA and e-KYC provider. Its state (pending e-KYCs, PANs whose e-KYC was completed)
 * is the party's own, so it lives here in memory, not in our database: a restart forgets it, as
 * a real provider's sandbox would be reset. `pagePath` is where its page is served
 * (sandbox-ekyc-page.ts).
 */
export class SandboxKycProvider implements KycProvider {
  private readonly pending = new Map<string, PendingEkyc>();
  /** PANs whose e-KYC was completed: the KRA now says it is under process. */
  private readonly filed = new Set<string>();

  constructor(private readonly options: { pagePath: string; now?: () => number }) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  async lookup({ pan, name }: { pan: string; name: string }): Promise<KycLookup> {
    if (this.filed.has(pan)) {
      return { status: 'KYC_UNDER_PROCESS_STATUS', rawStatus: 'UNDER PROCESS', kycName: name.toUpperCase(), error: null };
    }
    const test = SANDBOX_TEST_PANS[pan];
    if (!test) return { status: 'KYC_VALIDATED_STATUS', rawStatus: 'KYC VALIDATED', kycName: name.toUpperCase(), error: null };
    const named = test.status !== 'KYC_NON_COMPLIANT_STATUS' && test.status !== 'KYC_NOT_AVAILABLE';
    return {
      status: test.status,
      rawStatus: test.rawStatus,
      kycName: named ? name.toUpperCase() : null,
      error: test.error ?? null,
    };
  }

  async startEkyc(request: EkycStartRequest): Promise<EkycStart> {
    this.forgetExpired();
    const requestId = `sbx_${randomBytes(16).toString('hex')}`;
    this.pending.set(requestId, { request, startedAt: this.now(), result: null });
    return { requestId, url: `${this.options.pagePath}/${requestId}` };
  }

  async ekycResult(requestId: string): Promise<EkycResult | null> {
    return this.live(requestId)?.result ?? null;
  }

  /** The provider page: what it shows for a request (null when unknown or expired). */
  pendingRequest(requestId: string): EkycStartRequest | null {
    return this.live(requestId)?.request ?? null;
  }

  /**
   * The investor pressed Complete on the provider page. Returns where the provider sends the
   * browser (the callback with the request id), or null for an unknown request.
   */
  complete(requestId: string, collected: Omit<EkycResult, 'pan' | 'name' | 'panStatus'>): string | null {
    const entry = this.live(requestId);
    if (!entry) return null;
    entry.result = {
      pan: entry.request.pan,
      name: entry.request.name.toUpperCase(),
      panStatus: 'KYC_UNDER_PROCESS_STATUS',
      ...collected,
    };
    this.filed.add(entry.request.pan);
    const back = new URL(entry.request.callbackUrl);
    back.searchParams.set('requestId', requestId);
    return back.toString();
  }

  private live(requestId: string): PendingEkyc | null {
    const entry = this.pending.get(requestId);
    if (!entry || this.now() - entry.startedAt > EKYC_TTL_MS) return null;
    return entry;
  }

  private forgetExpired(): void {
    for (const [id, entry] of this.pending) if (this.now() - entry.startedAt > EKYC_TTL_MS) this.pending.delete(id);
  }
}
