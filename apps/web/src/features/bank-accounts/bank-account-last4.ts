import type { BankAccountView } from '@sanchay/contract';
import { accountNumberLast4 } from '@sanchay/domain';

/** The last 4 digits, as step 2's cards and the profile's Bank tab show an account. */
export const accountLast4 = (account: Pick<BankAccountView, 'bankAccountNumber'>) =>
  accountNumberLast4(account.bankAccountNumber);
