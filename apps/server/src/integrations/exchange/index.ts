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
  SandboxSchemeMaster,
  type SandboxSchemeMasterRow,
} from './sandbox-scheme-master';
// The scheme master through the port (decision 0162): the product copies its facts into scheme_facts.
export type { ExchangeSchemeMasterRow, SchemeMasterPort } from './scheme-master';
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
export {
  SandboxPayments,
  PAYMENT_TEST_VALUES,
  CHALLAN_CUT_OFF_IST,
  type PendingBankPayment,
  type SandboxPaymentsOptions,
} from './sandbox-payments';
export { registerSandboxPaymentBankPage, SANDBOX_PAYMENT_BANK_PATH } from './sandbox-payment-bank-page';
export { nextSettlementDueAt, settleDue, type SettleOptions, type SettleResult } from './sandbox-settlement';
// A client's past replayed through the exchange (docs/decisions/0115): which clients a pass works.
export { clientInScope, pastBeingReplayed, type ExchangeScope } from './sandbox-history-scope';
// The sandbox console's "fail a payment" closes a payment still waiting for money as the bank would.
export { closePayment } from './sandbox-payments';
export { endOfEntryDay, type SandboxOrderEntryOptions } from './sandbox-order-entry';

// Mandates (docs/decisions/0053, 0054): the port, the sandbox register with its bank page, the
// progress job's step and the debit the sandbox's OTM payments and SIP instalments use.
export type {
  MandatePort,
  MandateRegistration,
  MandateRegistrationAnswer,
  EMandateAuthRequest,
  EMandateAuthAnswer,
  MandateScanUpload,
  MandateDetail,
  ExchangeAnswer,
  ExchangeStatusCode,
} from './mandates';
export {
  SandboxMandates,
  MANDATE_TEST_ACCOUNTS,
  DEFAULT_SANDBOX_MANDATE_SETTINGS,
  BANK_REJECTION_REMARKS,
  INVESTOR_REJECTION_REMARKS,
  DebitKeyReusedError,
  type SandboxMandatesDeps,
  type SandboxMandateSettings,
  type MandateDebitRequest,
  type MandateDebitAnswer,
  type PendingAuthorisation,
  type BankPageDecision,
} from './sandbox-mandates';
export { nextMandateAnswerAt, progressDueMandates, type MandateProgressResult } from './sandbox-mandate-progress';
export { bankAnswerDue, BANK_ANSWER_TIME_IST } from './sandbox-mandate-calendar';
export { registerSandboxMandateBankPage, SANDBOX_MANDATE_BANK_PATH } from './sandbox-mandate-bank-page';

// XSIPs (docs/decisions/0063): the port, the sandbox's registration and cancellation, and the
// instalment job's pass; the debit rule both the OTM payments and instalments use.
export type { XsipPort, XsipEntryRequest, XsipEntryReply, XsipPausePort, XsipPauseRequest, XsipPauseReply, XsipRegistrationState } from './xsip';
export { SandboxXsip, xsipRegistrationCheck, xsipRegisteredRemark, XSIP_CANCELLED_REMARK, XSIP_PAUSED_REMARK, type SandboxXsipOptions } from './sandbox-xsip';
export {
  nextInstalmentDueAt,
  placeDueInstalments,
  instalmentsDueThrough,
  INSTALMENT_DEBIT_TIME_IST,
  type InstalmentOptions,
  type InstalmentResult,
} from './sandbox-xsip-instalments';
export { debitMandates } from './sandbox-mandate-debits';

// STP and SWP (docs/decisions/0112): the port, the sandbox's registration, cancellation and
// validation rows, and the instalment job's pass.
export type { StpSwpPort, StpRegistrationRequest, SwpRegistrationRequest, StpSwpCancellationRequest, StpSwpReply } from './stp-swp';
export { SandboxStpSwp, STP_SWP_CANCELLED_REMARK } from './sandbox-stp-swp';
export {
  runDueStpSwpInstalments,
  nextStpSwpDueAt,
  INSUFFICIENT_UNITS_REMARK,
  type StpSwpInstalmentOptions,
  type StpSwpInstalmentResult,
} from './sandbox-stp-swp-instalments';

// Webhooks in (decision 0174): BSE StAR MF v2's JOSE verifier, the route, and what each event
// means for the product (in this slice every exchange event parks with its meaning).
export { BseWebhookVerifier, BSE_WEBHOOK_WINDOW, subjectOf, type BseWebhookSettings } from './bse-webhook-verifier';
export { registerExchangeWebhooks, NO_EXCHANGE_WEBHOOKS, type ExchangeWebhookOptions } from './exchange-webhooks';
export { EXCHANGE_EVENT_MEANINGS, EXCHANGE_PARTY, exchangeParkReason, registerExchangeWebhookHandlers } from './exchange-webhook-events';
