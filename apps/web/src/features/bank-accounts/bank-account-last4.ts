import type { BankAccountView } from '@sanchay/contract';

/** The last 4 digits, as step 2's cards and the profile's Bank tab show an account. */
export const accountLast4 = (account: Pick<BankAccountView, 'bankAccountNumber'>) => `XXXX${account.bankAccountNumber.slice(-4)}`;
