// The KYC port (KRA lookup by PAN, e-KYC provider) and its sandbox adapter and page.
export type { KycProvider, KycLookup, EkycStart, EkycStartRequest, EkycResult } from './kyc-provider';
export { SandboxKycProvider, SANDBOX_TEST_PANS, SANDBOX_EKYC_DEFAULTS } from './sandbox-kyc-provider';
export { registerSandboxEkycPage, SANDBOX_EKYC_PATH } from './sandbox-ekyc-page';
