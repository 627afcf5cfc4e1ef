import { z } from 'zod';
import { text } from '../validation/typeable-text';
import { onboardingMessages } from './onboarding-messages';

// Spec 2 §5 "Bank" and §3 "Bank account". Two screens word the same rules differently:
// onboarding step 2 and the profile's Bank tab; `BankForm` picks the wording.

const m = onboardingMessages.bank;

export type BankForm = 'onboarding' | 'profile';

/** Spec 2 §9. */
export const MAX_BANK_ACCOUNTS = 3;
export const ACCOUNT_NUMBER = /^[0-9]{9,18}$/;
/** Four letters (the bank), a zero, six letters or digits (the branch). */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const IFSC_LENGTH = 11;

/** Spec 2 §3: Savings or Current; the exchange calls them SB and CB (spec 2 §3 modification). */
export const bankAccountTypes = { Savings: 'SB', Current: 'CB' } as const;
export type BankAccountType = keyof typeof bankAccountTypes;

export function accountNumberSchema(form: BankForm) {
  const required = form === 'onboarding' ? m.accountNumberInvalidOnboarding : m.accountNumberRequiredEdit;
  const invalid = form === 'onboarding' ? m.accountNumberInvalidOnboarding : m.accountNumberLength;
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(ACCOUNT_NUMBER, invalid);
}

/** Upper-cased, then 11 characters, then the format. Existence is the IFSC directory's call. */
export const ifscSchema = z
  .string({ error: m.ifscLength })
  .trim()
  .toUpperCase()
  .length(IFSC_LENGTH, { error: m.ifscLength, abort: true })
  .regex(IFSC, m.ifscFormat);

export function bankNameSchema(form: BankForm) {
  const required = form === 'onboarding' ? m.bankNameRequiredOnboarding : m.bankNameRequired;
  return text({ required }).trim().min(1, required).max(100, required);
}

export const bankAccountTypeSchema = z.enum(['Savings', 'Current'], { error: m.accountTypeRequired });

/** The fields a person types for one account (the cheque and verification come separately). */
export function bankAccountFieldsSchema(form: BankForm) {
  return z.object({
    bankName: bankNameSchema(form),
    bankAccountNumber: accountNumberSchema(form),
    ifscCode: ifscSchema,
    bankAccountType: bankAccountTypeSchema,
    defaultBankFlag: z.boolean().default(false),
  });
}
export type BankAccountFields = z.infer<ReturnType<typeof bankAccountFieldsSchema>>;

/** What the list rules need to know of an account already on the profile. */
export interface ExistingBankAccount {
  bankAccountNumber: string;
  /** 1 = the first (primary) account (spec 2 §3 accountSequence). */
  accountSequence: number;
  defaultBankFlag: boolean;
}

export function duplicateAccountMessage(form: BankForm): string {
  return form === 'onboarding' ? m.duplicateAccountOnboarding : m.duplicateAccount;
}

export function ifscUnknownMessage(form: BankForm): string {
  return form === 'onboarding' ? m.ifscUnknownOnboarding : m.ifscUnknown;
}

/** Leading zeros are part of an account number; compare the digits as typed, trimmed. */
export function isDuplicateAccount(
  accountNumber: string,
  accounts: readonly ExistingBankAccount[],
  /** The account being edited, which may keep its own number. */
  exceptSequence?: number,
): boolean {
  const typed = accountNumber.trim();
  return accounts.some((a) => a.accountSequence !== exceptSequence && a.bankAccountNumber.trim() === typed);
}

/** Null when one more account may be added, else the spec's message. */
export function addAccountRefusal(accounts: readonly ExistingBankAccount[]): string | null {
  return accounts.length >= MAX_BANK_ACCOUNTS ? m.tooManyAccounts : null;
}

/**
 * The primary account needs a cancelled cheque (spec 2 §5): the one marked default, or the first
 * account (sequence 1, or the first one added to an empty profile).
 */
export function isPrimaryAccount(account: { defaultBankFlag: boolean; accountSequence: number }): boolean {
  return account.defaultBankFlag || account.accountSequence === 1;
}

export function chequeRefusal(
  account: { defaultBankFlag: boolean; accountSequence: number },
  hasCheque: boolean,
): string | null {
  return isPrimaryAccount(account) && !hasCheque ? m.chequeRequiredForPrimary : null;
}

/**
 * Penny-drop name check (issue 4): upper-case, keep letters and spaces only, collapse spaces.
 * "Mr. A.K. Sharma" and "MR AK SHARMA" match; initials spelt differently do not.
 */
export function normaliseHolderName(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z ]+/g, '')
    .replace(/ +/g, ' ')
    .trim();
}

export function holderNamesMatch(a: string, b: string): boolean {
  const x = normaliseHolderName(a);
  return x !== '' && x === normaliseHolderName(b);
}
