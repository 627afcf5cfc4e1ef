// The bank-verification party (penny drop): port and sandbox adapter with test account numbers.
export type { BankVerifier, PennyDropRequest } from './bank-verifier';
export { SandboxBankVerifier, PENNY_DROP_TEST_ACCOUNTS, SANDBOX_OTHER_HOLDER } from './sandbox-bank-verifier';
