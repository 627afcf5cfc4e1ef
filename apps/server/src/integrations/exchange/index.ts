// The exchange (BSE StAR MF in production). So far: the client-modification call for bank details.
export { ExchangeUnavailableError, type BankModificationPort, type ClientModificationAnswer } from './bank-modification';
export {
  SandboxBankModification,
  MODIFICATION_TEST_ACCOUNTS,
  type SandboxBankModificationOptions,
} from './sandbox-bank-modification';
