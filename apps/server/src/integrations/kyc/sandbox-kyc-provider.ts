import { randomBytes } from 'node:crypto';
import type { KycStatus } from '@sanchay/domain';
import { and, eq, gte, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxEkycRequest } from '../../db/schema';
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

/** Pending e-KYCs are forgotten after a day, as a provider's links expire. */
const EKYC_TTL_MS = 24 * 60 * 60 * 1000;

export interface SandboxKycProviderOptions {
  /** Where its page is served (sandbox-ekyc-page.ts). */
  pagePath: string;
  /** Where the sandbox provider keeps its requests (its own table, sandbox_ekyc_request). */
  database: { db: Db };
  now?: () => number;
}

/**
 * The sandbox KRA and e-KYC provider. Its state (e-KYC requests, and so the PANs whose e-KYC was
 * completed) is the party's own: it lives in its own table, apart from the product's, so a restart
 * forgets nothing. `pagePath` is where its page is served (sandbox-ekyc-page.ts).
 */
export class SandboxKycProvider implements KycProvider {
  private readonly db: Db;

  constructor(private readonly options: SandboxKycProviderOptions) {
    this.db = options.database.db;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  async lookup({ pan, name }: { pan: string; name: string }): Promise<KycLookup> {
    // A completed e-KYC was filed with the KRA: it now says the KYC is under process.
    const [filed] = await this.db
      .select({ pan: sandboxEkycRequest.pan })
      .from(sandboxEkycRequest)
      .where(and(eq(sandboxEkycRequest.pan, pan), isNotNull(sandboxEkycRequest.completedAt)))
      .limit(1);
    if (filed) {
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
    const requestId = `sbx_${randomBytes(16).toString('hex')}`;
    await this.db.insert(sandboxEkycRequest).values({
      requestId,
      pan: request.pan,
      name: request.name,
      email: request.email,
      mobile: request.mobile,
      callbackUrl: request.callbackUrl,
      startedAt: new Date(this.now()),
    });
    return { requestId, url: `${this.options.pagePath}/${requestId}` };
  }

  async ekycResult(requestId: string): Promise<EkycResult | null> {
    return ((await this.live(requestId))?.result as EkycResult | null | undefined) ?? null;
  }

  /** The provider page: what it shows for a request (null when unknown or expired). */
  async pendingRequest(requestId: string): Promise<EkycStartRequest | null> {
    const row = await this.live(requestId);
    if (!row) return null;
    return { pan: row.pan, name: row.name, email: row.email, mobile: row.mobile, callbackUrl: row.callbackUrl };
  }

  /**
   * The investor pressed Complete on the provider page. Returns where the provider sends the
   * browser (the callback with the request id), or null for an unknown request.
   */
  async complete(requestId: string, collected: Omit<EkycResult, 'pan' | 'name' | 'panStatus'>): Promise<string | null> {
    const row = await this.live(requestId);
    if (!row) return null;
    const result: EkycResult = { pan: row.pan, name: row.name.toUpperCase(), panStatus: 'KYC_UNDER_PROCESS_STATUS', ...collected };
    await this.db
      .update(sandboxEkycRequest)
      .set({ result, completedAt: new Date(this.now()) })
      .where(eq(sandboxEkycRequest.requestId, requestId));
    const back = new URL(row.callbackUrl);
    back.searchParams.set('requestId', requestId);
    return back.toString();
  }

  /** A request not yet expired (a day, as a provider's links expire). */
  private async live(requestId: string) {
    const since = new Date(this.now() - EKYC_TTL_MS);
    const [row] = await this.db
      .select()
      .from(sandboxEkycRequest)
      .where(and(eq(sandboxEkycRequest.requestId, requestId), gte(sandboxEkycRequest.startedAt, since)));
    return row ?? null;
  }
}
