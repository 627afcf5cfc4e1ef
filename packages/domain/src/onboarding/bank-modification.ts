import { bankAccountTypes, MAX_BANK_ACCOUNTS, type BankAccountType } from './bank-account';
import { onboardingMessages } from './onboarding-messages';

// The exchange's client-modification call for bank details (spec 2 §3 "Bank modification
// payload", §4 "Modification status codes"). The exchange keeps up to three accounts per client
// in fixed slots; every call sends all three slots, so a delete is a call without that account.

const m = onboardingMessages.bank;

export type BankSlot = 1 | 2 | 3;
type SlotFields<N extends BankSlot> = {
  [K in `bnk${N}_acc_typ` | `bnk${N}_acc_no` | `bnk${N}_ifsc` | `bnk${N}_dflt`]: string;
};

/** client_code and, per slot, account type SB/CB, number, IFSC and default flag Y/N ('' when empty). */
export type BankModificationPayload = { client_code: string } & SlotFields<1> & SlotFields<2> & SlotFields<3>;

/** What the payload needs of an account the investor keeps after the change. */
export interface ModificationAccount {
  bankAccountType: BankAccountType;
  bankAccountNumber: string;
  ifscCode: string;
  defaultBankFlag: boolean;
  /** 1 = the first account added; slots follow this order. */
  accountSequence: number;
}

/**
 * The payload for the accounts the client will have after the change. Slots are filled in
 * account-sequence order with no gaps (the exchange expects slot 1 to hold an account), and
 * exactly one account is the default: the one flagged, else the first (spec 2 §4: the first
 * account is primary, and a lone remaining account becomes primary).
 */
export function bankModificationPayload(
  clientCode: string,
  accounts: readonly ModificationAccount[],
): BankModificationPayload {
  if (clientCode.trim() === '') throw new Error('A client code is required');
  if (accounts.length > MAX_BANK_ACCOUNTS) throw new Error(m.tooManyAccounts);
  const ordered = [...accounts].sort((a, b) => a.accountSequence - b.accountSequence);
  const flagged = ordered.filter((a) => a.defaultBankFlag);
  if (flagged.length > 1) throw new Error('Only one bank account can be the default');
  const primary = flagged[0] ?? ordered[0];

  const payload: Record<string, string> = { client_code: clientCode.trim() };
  for (const slot of [1, 2, 3] as const) {
    const account = ordered[slot - 1];
    payload[`bnk${slot}_acc_typ`] = account ? bankAccountTypes[account.bankAccountType] : '';
    payload[`bnk${slot}_acc_no`] = account ? account.bankAccountNumber.trim() : '';
    payload[`bnk${slot}_ifsc`] = account ? account.ifscCode.trim().toUpperCase() : '';
    payload[`bnk${slot}_dflt`] = account ? (account === primary ? 'Y' : 'N') : '';
  }
  return payload as BankModificationPayload;
}

/** One answer of the exchange (its ucc_resp[0]). */
export interface ModificationResponse {
  status_code: string | number;
  status_description: string;
}

export type ModificationOutcome =
  | { kind: 'modified' }
  /** 101 naming an approved mandate on an account: the web opens the mandate-conflict dialog. */
  | { kind: 'mandateConflict'; accountNumber: string; message: string }
  | { kind: 'refused'; statusCode: string; message: string };

const MANDATE_APPROVED = 'MANDATE IS APPROVED';

/**
 * The exchange's answer as the investor sees it (spec 2 §4, §8): 100 success; 101 failed, or
 * the mandate conflict when the text says MANDATE IS APPROVED and names an account number; 102
 * technical error; 103 not allowed; 105 rejected; anything else unexpected.
 */
export function modificationOutcome(response: ModificationResponse): ModificationOutcome {
  const code = String(response.status_code).trim();
  const detail = response.status_description.trim();
  switch (code) {
    case '100':
      return { kind: 'modified' };
    case '101': {
      const accountNumber = detail.toUpperCase().includes(MANDATE_APPROVED) ? accountNumberIn(detail) : null;
      return accountNumber
        ? { kind: 'mandateConflict', accountNumber, message: m.modificationFailed(detail) }
        : { kind: 'refused', statusCode: code, message: m.modificationFailed(detail) };
    }
    case '102':
      return { kind: 'refused', statusCode: code, message: m.modificationTechnicalError };
    case '103':
      return { kind: 'refused', statusCode: code, message: m.modificationNotAllowed(detail) };
    case '105':
      return { kind: 'refused', statusCode: code, message: m.modificationRejected(detail) };
    default:
      return { kind: 'refused', statusCode: code, message: m.modificationUnexpected(detail) };
  }
}

/** The first run of 9 to 18 digits: a bank account number (spec 2 §9). */
function accountNumberIn(text: string): string | null {
  return /(?<!\d)(\d{9,18})(?!\d)/.exec(text)?.[1] ?? null;
}
