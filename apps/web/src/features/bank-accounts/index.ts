// The bank-accounts feature's public face (same name as the server's features/bank-accounts):
// the bank form, its verification dialogs and calls, used by onboarding step 2
// (onboarding/bank-details-page) and the profile's Bank tab.
export { BankAccountForm } from './bank-account-form';
export { BankDialogs, type BankDialogState } from './bank-dialogs';
export { accountLast4 } from './bank-account-last4';
export { sendBankUpdateOtp, verifyBankUpdateOtp, useDeleteBankAccount } from './bank-accounts-api';
export { bankTimings, pause } from './bank-timings';
