// The sandbox console's pages (on only in sandbox mode). The router loads this module on demand.
export { default as OutboxPage, OUTBOX_TITLE } from './outbox/outbox-page';
export { otpCodeOf } from './outbox/otp-code';
export { default as LoanPartnerPage, LOAN_PARTNER_TITLE } from './loan-partner/loan-partner-page';
export { default as CustomerReportPage, CUSTOMER_REPORT_TITLE } from './customer-report/customer-report-page';
export { default as ConsolePage, CONSOLE_TITLE } from './console/console-page';
