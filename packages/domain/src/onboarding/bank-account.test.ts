import { describe, expect, it } from 'vitest';
import {
  addAccountRefusal,
  bankAccountFieldsSchema,
  chequeRefusal,
  holderNamesMatch,
  isDuplicateAccount,
  normaliseHolderName,
  type BankForm,
} from './bank-account';

const valid = { bankName: 'HDFC Bank', bankAccountNumber: '50100012345678', ifscCode: 'hdfc0000123', bankAccountType: 'Savings' };
function errorsOf(input: Record<string, unknown>, form: BankForm = 'profile') {
  const r = bankAccountFieldsSchema(form).safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('bank account fields (spec 2 §5)', () => {
  it('accepts an account and upper-cases the IFSC', () => {
    expect(bankAccountFieldsSchema('profile').parse(valid).ifscCode).toBe('HDFC0000123');
  });
  it('takes 9 to 18 digits, worded per screen', () => {
    expect(errorsOf({ ...valid, bankAccountNumber: '12345678' }).bankAccountNumber).toBe('Must be 9-18 digits');
    expect(errorsOf({ ...valid, bankAccountNumber: '1'.repeat(19) }).bankAccountNumber).toBe('Must be 9-18 digits');
    expect(errorsOf({ ...valid, bankAccountNumber: '12345678A' }, 'onboarding').bankAccountNumber).toBe(
      'Please enter a valid bank account number',
    );
    expect(errorsOf({ ...valid, bankAccountNumber: '' }).bankAccountNumber).toBe('Bank Account Number Required');
    expect(errorsOf({ ...valid, bankAccountNumber: '000123456' })).toEqual({});
  });
  it('checks the IFSC length, then its format (4 letters, a zero, 6 letters or digits)', () => {
    expect(errorsOf({ ...valid, ifscCode: 'HDFC000012' }).ifscCode).toBe('IFSC code must be 11 characters long.');
    expect(errorsOf({ ...valid, ifscCode: 'HDFC1000123' }).ifscCode).toBe('Invalid IFSC format.');
    expect(errorsOf({ ...valid, ifscCode: 'HD1C0000123' }).ifscCode).toBe('Invalid IFSC format.');
    expect(errorsOf({ ...valid, ifscCode: 'SBIN0ABC123' })).toEqual({});
  });
  it('words a missing bank name and account type per screen', () => {
    expect(errorsOf({ ...valid, bankName: '', bankAccountType: undefined })).toEqual({
      bankName: 'Please select your bank',
      bankAccountType: 'Please select an account type.',
    });
    expect(errorsOf({ ...valid, bankName: ' ' }, 'onboarding').bankName).toBe('Please enter your bank name');
  });
});

describe('the account list (spec 2 §5)', () => {
  const accounts = [
    { bankAccountNumber: '50100012345678', accountSequence: 1, defaultBankFlag: true },
    { bankAccountNumber: '00991234567', accountSequence: 2, defaultBankFlag: false },
  ];
  it('finds a duplicate number, but lets an edited account keep its own', () => {
    expect(isDuplicateAccount(' 00991234567 ', accounts)).toBe(true);
    expect(isDuplicateAccount('991234567', accounts)).toBe(false);
    expect(isDuplicateAccount('00991234567', accounts, 2)).toBe(false);
  });
  it('allows at most three accounts', () => {
    expect(addAccountRefusal(accounts)).toBeNull();
    expect(addAccountRefusal([...accounts, { ...accounts[1]!, accountSequence: 3 }])).toBe(
      'You cannot add more than 3 bank accounts.',
    );
  });
  it('needs a cheque for the primary account only', () => {
    const message = 'A cancelled cheque image is required for the primary bank account.';
    expect(chequeRefusal({ accountSequence: 1, defaultBankFlag: false }, false)).toBe(message);
    expect(chequeRefusal({ accountSequence: 3, defaultBankFlag: true }, false)).toBe(message);
    expect(chequeRefusal({ accountSequence: 2, defaultBankFlag: false }, false)).toBeNull();
    expect(chequeRefusal({ accountSequence: 1, defaultBankFlag: true }, true)).toBeNull();
  });
});

describe('penny-drop name comparison (issue 4)', () => {
  it('upper-cases, drops everything but letters and collapses spaces', () => {
    expect(normaliseHolderName('  Mr. A.K.  Sharma-Rao ')).toBe('MR AK SHARMARAO');
    expect(holderNamesMatch('Asha  Verma', 'ASHA VERMA.')).toBe(true);
    expect(holderNamesMatch('Asha Verma', 'Asha K Verma')).toBe(false);
    expect(holderNamesMatch('...', '')).toBe(false);
  });
});
