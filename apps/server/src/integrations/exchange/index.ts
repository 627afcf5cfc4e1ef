// The exchange (BSE StAR MF in production): client registration (account opening) and the
// client-modification call for bank details.
export { ExchangeUnavailableError, type BankModificationPort, type ClientModificationAnswer } from './bank-modification';
export {
  SandboxBankModification,
  MODIFICATION_TEST_ACCOUNTS,
  type SandboxBankModificationOptions,
} from './sandbox-bank-modification';
export type { ClientRegistrationPort, ClientRegistrationPayload, ClientRegistrationAnswer } from './client-registration';
export { SandboxClientRegistration, REGISTRATION_TEST_ACCOUNTS } from './sandbox-client-registration';
// The sandbox exchange's scheme master in BSE's columns (migration 0040, decision 0051).
export {
  syncSandboxSchemeMaster,
  sandboxSchemeMasterIncomplete,
  type SandboxSchemeMasterRow,
} from './sandbox-scheme-master';
// Orders through the exchange (issue 10): the port and the sandbox's order entry (migration 0041).
export {
  formatOrderEntryReply,
  parseOrderEntryReply,
  type ExchangeOrderPort,
  type OrderEntryReply,
  type OrderEntryRequest,
} from './exchange-orders';
export { SandboxOrderEntry, orderEntryFailure, orderConfirmation, bseConfirmationTime } from './sandbox-order-entry';
export type { AllotmentStatementRow, PaymentReply, PaymentRequest, PaymentStatusReply } from './exchange-orders';
export { SandboxExchangeOrders, type SandboxExchangeOrdersOptions } from './sandbox-exchange-orders';
export { SandboxPayments, PAYMENT_TEST_VALUES, CHALLAN_CUT_OFF_IST, type SandboxPaymentsOptions } from './sandbox-payments';
export { settleDue, type SettleOptions, type SettleResult } from './sandbox-settlement';
export { endOfEntryDay, type SandboxOrderEntryOptions } from './sandbox-order-entry';
