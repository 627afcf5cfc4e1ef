// A stand-in server for the onboarding component tests: get-current-user (signed in), the
// onboarding routes and the pincode lookup, answered through the contract's schemas.
import {
  bankAccountView,
  currentUser,
  kycDetails,
  onboardingRoutes,
  pincodeDetails,
  profileView,
  referenceDataRoutes,
  riskProfileResult,
  riskProfileRoutes,
  sessionRoutes,
  type BankAccountView,
  type CurrentUser,
  type KycDetailsView,
  type ProfileView,
} from '@sanchay/contract';
import { z } from 'zod';
import { vi } from 'vitest';
import { fail, ok, signedInSession } from '../session/testing/session-fixtures';

export function profileOf(overrides: Partial<ProfileView> = {}): ProfileView {
  return profileView.parse({
    ucc: null, name: 'Asha Verma', kycName: null, primaryMobile: '9000000001', gender: null, dob: null, pan: null,
    panStatus: null, taxStatus: '01', aadhar: null, primaryEmail: 'asha@example.com', address: null, pincode: null,
    city: null, state: null, emailDeclarationFlag: 'SE', mobileDeclarationFlag: 'SE', registeredWithBse: 0,
    personalDetailsSaved: false, fatcaCompliant: null, optIn: null, occupation: null, occupationType: null,
    incomeSlab: null, signatureURL: null, nomineeList: [], userBankDetailsList: [],
    ...overrides,
  });
}

/** A verified primary account, as step 2 leaves it. */
export const bankAccountOf = (overrides: Partial<BankAccountView> = {}): BankAccountView =>
  bankAccountView.parse({
    bankName: 'State Bank of India', bankAccountNumber: '123456789012', ifscCode: 'SBIN0000813', bankAccountType: 'Savings',
    branchName: null, defaultBankFlag: 'Y', cancelledChequeURL: null, cancelledChequeId: 'c1', isVerified: true,
    accountHolderName: 'ASHA VERMA', accountSequence: 1, originalIndex: 0, ...overrides,
  });

export function kycOf(status: KycDetailsView['status'], overrides: Partial<KycDetailsView> = {}): KycDetailsView {
  return kycDetails.parse({ status, rawStatus: status, kycName: 'ASHA VERMA', error: null, duplicateMobNo: null, pan: 'BNZPK1234Q', ...overrides });
}

export interface FakeOnboardingServer {
  profile: ProfileView;
  kyc: KycDetailsView;
  session: CurrentUser;
  /** Whether the investor has a risk profile result (step 3 done). */
  riskProfiled: boolean;
  /** Every POST: path and body. */
  posts: { path: string; body: Record<string, unknown> }[];
  /** Answers the next matching call with this response instead. */
  override?: (path: string, method: string) => Response | undefined;
}

export function fakeOnboardingServer(initial: Partial<FakeOnboardingServer> = {}): FakeOnboardingServer {
  const server: FakeOnboardingServer = {
    profile: profileOf(),
    kyc: kycOf('KYC_VALIDATED_STATUS'),
    session: signedInSession({ user: { ...signedInSession().user!, registeredWithBse: 0 } }),
    riskProfiled: false,
    posts: [],
    ...initial,
  };
  const R = onboardingRoutes;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    // Uploads send FormData (recorded as {}); every other POST is JSON.
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (method === 'POST') server.posts.push({ path: url.pathname, body });
    const replaced = server.override?.(url.pathname, method);
    if (replaced) return replaced;
    switch (url.pathname) {
      case sessionRoutes.getCurrentUser.path:
        return ok(currentUser, server.session);
      case R.getProfile.path:
        return ok(profileView, server.profile);
      case R.checkKycStatus.path:
        return ok(kycDetails, server.kyc);
      case R.createAccount.path:
        server.profile = { ...server.profile, pan: String(body.pan), ucc: 'SN00000001', panStatus: server.kyc.status };
        return ok(profileView, server.profile);
      case R.requestKyc.path:
        return ok(z.object({ url: z.string(), requestId: z.string() }), { url: '/sandbox/e-kyc/sbx_1', requestId: 'sbx_1' });
      case R.completeEkyc.path:
        return ok(profileView, server.profile);
      case R.savePersonalDetails.path:
        server.profile = { ...server.profile, personalDetailsSaved: true };
        return ok(profileView, server.profile);
      case riskProfileRoutes.getRiskProfileResult.path:
        return ok(
          riskProfileResult.nullable(),
          server.riskProfiled
            ? { riskProfileClassId: 3, riskProfileName: 'Moderate', riskProfileVersion: 1, description: 'Moderate', suggestedCategories: [], userAttemptId: 1, calculatedAt: '2026-04-01T10:00:00+05:30' }
            : null,
        );
      case referenceDataRoutes.pincodeDetails.path: {
        const pincode = url.searchParams.get('pincode') ?? '';
        return pincode === '560038'
          ? ok(pincodeDetails, { valid: true, pincode, city: 'Bangalore', district: 'Bangalore', state: 'Karnataka' })
          : ok(pincodeDetails, { valid: false, pincode, city: null, district: null, state: null });
      }
      default:
        return fail(503, 'INTERNAL', 'Service unavailable in tests');
    }
  });
  return server;
}

export { fail };
