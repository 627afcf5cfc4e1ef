import {
  REGISTERED_WITH_BSE_ONBOARDED,
  editBankAccountBody,
  saveBankAccountBody,
  type BankAccountsChanged,
  type EditBankAccountBody,
  type SaveBankAccountBody,
} from '@sanchay/contract';
import {
  addAccountRefusal,
  bankModificationPayload,
  chequeRefusal,
  duplicateAccountMessage,
  ifscUnknownMessage,
  isDuplicateAccount,
  messages,
  modificationOutcome,
  type Clock,
  type ModificationAccount,
} from '@sanchay/domain';
import type { Database } from '../../db/client';
import { ExchangeUnavailableError, type BankModificationPort } from '../../integrations/exchange';
import type { IfscDirectory } from '../../integrations/ifsc';
import { hasStepUpGrant, type StepUpCaller } from '../session';
import { bankErrors } from './bank-accounts-errors';
import * as q from '../../investor-profile';
import { readProfileView, type BankOwner, type BankAccountRow, type Tx } from '../../investor-profile';
import type { BankVerificationService } from './bank-verification.service';

const bank = messages.onboarding.bank;

/** Whether the investor's cheque upload with this id exists (the uploads feature's ownFile). */
export type OwnChequeCheck = (userId: string, fileId: string) => Promise<boolean>;

/**
 * The active-mandate warning of spec 2 §2 (Bank info modals). Mandates do not exist yet: the
 * mandates feature will answer whether an active mandate debits this account, and a change to it
 * is then refused with BANK_ACTIVE_MANDATE. Until then no account has one.
 */
export type ActiveMandateCheck = (userId: string, accountNumber: string) => Promise<boolean>;
export const noMandatesYet: ActiveMandateCheck = async () => false;

export interface BankAccountsDeps {
  database: Database;
  clock: Clock;
  verification: BankVerificationService;
  bankModification: BankModificationPort;
  ifscDirectory: IfscDirectory;
  ownCheque: OwnChequeCheck;
  activeMandate?: ActiveMandateCheck;
}

const toModification = (a: Pick<BankAccountRow, 'accountType' | 'accountNumber' | 'ifsc' | 'isDefault' | 'accountSequence'>): ModificationAccount => ({
  bankAccountType: a.accountType,
  bankAccountNumber: a.accountNumber,
  ifscCode: a.ifsc,
  defaultBankFlag: a.isDefault,
  accountSequence: a.accountSequence,
});

/**
 * Add, edit and delete of the investor's bank accounts (spec 2 §4 "Bank add", "Bank edit and
 * delete"). Each change runs in one transaction with the investor's profile row locked: the rules
 * over the list (≤ 3, no duplicate, one primary, cheque for the primary), the verification it
 * follows, the exchange's modification when the client is registered with it (3), then the write.
 * Edit and delete also need a bank-update OTP verified in this session, taken as they are done.
 */
export class BankAccountsService {
  private readonly activeMandate: ActiveMandateCheck;

  constructor(private readonly deps: BankAccountsDeps) {
    this.activeMandate = deps.activeMandate ?? noMandatesYet;
  }

  async add(userId: string, body: SaveBankAccountBody): Promise<BankAccountsChanged> {
    const input = saveBankAccountBody.parse(body);
    const branch = this.branchOf(input.ifscCode);
    await this.checkCheque(userId, input.cancelledChequeId);
    return this.deps.database.db.transaction(async (tx) => {
      const owner = await this.lockOwner(tx, userId);
      const accounts = await q.listAccounts(tx, userId);
      if (addAccountRefusal(accounts.map(existing))) throw bankErrors.tooMany();
      if (isDuplicateAccount(input.bankAccountNumber, accounts.map(existing))) throw bankErrors.duplicate(duplicateAccountMessage('onboarding'));
      // Slots stay packed (a delete renumbers), so the next is one past the count.
      const accountSequence = accounts.length + 1;
      // The first account is primary (spec 2 §4); "set as primary" moves it.
      const isDefault = accounts.length === 0 || input.defaultBankFlag;
      if (chequeRefusal({ defaultBankFlag: isDefault, accountSequence }, input.cancelledChequeId !== null)) throw bankErrors.chequeRequired();
      const verified = await this.deps.verification.use(tx, userId, {
        verificationId: input.verificationId,
        accountNumber: input.bankAccountNumber,
        ifsc: input.ifscCode,
        purpose: 'add',
        continueAnyway: input.continueAnyway,
      });
      const row = { accountType: input.bankAccountType, accountNumber: input.bankAccountNumber, ifsc: input.ifscCode, isDefault, accountSequence };
      const after = [...accounts.map((a) => ({ ...a, isDefault: isDefault ? false : a.isDefault })), row];
      await this.modifyAtExchange(owner, after);
      return this.afterExchange(owner, async () => {
        const now = this.deps.clock.now();
        if (isDefault) await q.clearDefault(tx, userId, now);
        await q.insertAccount(tx, {
          userId,
          accountSequence,
          bankName: input.bankName,
          accountNumber: input.bankAccountNumber,
          ifsc: input.ifscCode,
          accountType: input.bankAccountType,
          branchName: branch,
          isDefault,
          cancelledChequeFileId: input.cancelledChequeId,
          isVerified: verified.isVerified,
          accountHolderName: verified.holderName,
          verificationResponse: verified.response,
          createdAt: now,
          updatedAt: now,
        });
        return this.changed(tx, userId, bank.added);
      });
    });
  }

  async edit(caller: StepUpCaller, body: EditBankAccountBody): Promise<BankAccountsChanged> {
    const input = editBankAccountBody.parse(body);
    const { userId } = caller;
    const branch = this.branchOf(input.ifscCode);
    await this.checkCheque(userId, input.cancelledChequeId);
    return this.deps.database.db.transaction(async (tx) => {
      const owner = await this.lockOwner(tx, userId);
      await this.requireOtp(tx, caller);
      const accounts = await q.listAccounts(tx, userId);
      const account = accounts.find((a) => a.accountSequence === input.accountSequence);
      if (!account) throw bankErrors.accountNotFound();
      if (isDuplicateAccount(input.bankAccountNumber, accounts.map(existing), account.accountSequence)) {
        throw bankErrors.duplicate(duplicateAccountMessage('profile'));
      }
      // The primary stays primary (another account is made primary by editing that one).
      const isDefault = account.isDefault || input.defaultBankFlag;
      const chequeId = input.cancelledChequeId ?? account.cancelledChequeFileId;
      if (chequeRefusal({ defaultBankFlag: isDefault, accountSequence: account.accountSequence }, chequeId !== null)) throw bankErrors.chequeRequired();
      const movesMoney =
        account.accountNumber !== input.bankAccountNumber || account.ifsc !== input.ifscCode || account.accountType !== input.bankAccountType;
      if (movesMoney && (await this.activeMandate(userId, account.accountNumber))) throw bankErrors.activeMandate();
      const verified = await this.deps.verification.use(tx, userId, {
        verificationId: input.verificationId,
        accountNumber: input.bankAccountNumber,
        ifsc: input.ifscCode,
        purpose: 'edit',
        continueAnyway: input.continueAnyway,
      });
      const edited = { accountType: input.bankAccountType, accountNumber: input.bankAccountNumber, ifsc: input.ifscCode, isDefault, accountSequence: account.accountSequence };
      const after = accounts.map((a) => (a.accountSequence === account.accountSequence ? edited : { ...a, isDefault: isDefault ? false : a.isDefault }));
      await this.takeOtp(tx, caller);
      await this.modifyAtExchange(owner, after);
      return this.afterExchange(owner, async () => {
        const now = this.deps.clock.now();
        if (isDefault && !account.isDefault) await q.clearDefault(tx, userId, now);
        await q.updateAccount(tx, userId, account.accountSequence, {
          bankName: input.bankName,
          accountNumber: input.bankAccountNumber,
          ifsc: input.ifscCode,
          accountType: input.bankAccountType,
          branchName: branch,
          isDefault,
          cancelledChequeFileId: chequeId,
          isVerified: verified.isVerified,
          accountHolderName: verified.holderName,
          verificationResponse: verified.response,
          updatedAt: now,
        });
        return this.changed(tx, userId, bank.edited);
      });
    });
  }

  async delete(caller: StepUpCaller, accountSequence: number): Promise<BankAccountsChanged> {
    const { userId } = caller;
    return this.deps.database.db.transaction(async (tx) => {
      const owner = await this.lockOwner(tx, userId);
      await this.requireOtp(tx, caller);
      const accounts = await q.listAccounts(tx, userId);
      const account = accounts.find((a) => a.accountSequence === accountSequence);
      if (!account) throw bankErrors.accountNotFound();
      // Spec 2 §4: the primary cannot be deleted; the investor assigns another first.
      if (account.isDefault) throw bankErrors.primaryNotDeletable();
      if (await this.activeMandate(userId, account.accountNumber)) throw bankErrors.activeMandate();
      const remaining = accounts.filter((a) => a.accountSequence !== accountSequence);
      // Slots are packed again (the exchange expects slot 1 filled, no gaps), and when no
      // remaining account is primary the first becomes primary (spec 2 §4: the last one left).
      const hasDefault = remaining.some((a) => a.isDefault);
      const after = remaining.map((a, i) => ({ ...a, accountSequence: i + 1, isDefault: a.isDefault || (!hasDefault && i === 0) }));
      await this.takeOtp(tx, caller);
      await this.modifyAtExchange(owner, after);
      return this.afterExchange(owner, async () => {
        const now = this.deps.clock.now();
        await q.deleteAccount(tx, userId, accountSequence);
        // In ascending order, so each move goes to a slot just freed (sequence is unique per investor).
        for (const [i, a] of remaining.entries()) {
          const next = after[i]!;
          if (next.accountSequence !== a.accountSequence || next.isDefault !== a.isDefault) {
            await q.updateAccount(tx, userId, a.accountSequence, { accountSequence: next.accountSequence, isDefault: next.isDefault, updatedAt: now });
          }
        }
        return this.changed(tx, userId, bank.deleted);
      });
    });
  }

  private async lockOwner(tx: Tx, userId: string): Promise<BankOwner> {
    const owner = await q.lockOwner(tx, userId);
    if (!owner) throw bankErrors.profileMissing();
    if (!owner.personalDetailsSaved) throw bankErrors.personalDetailsFirst();
    return owner;
  }

  /** Early and clear: no edit is even considered without a verified bank-update OTP. */
  private async requireOtp(tx: Tx, caller: StepUpCaller): Promise<void> {
    if (!(await hasStepUpGrant(tx, caller, 'bank_update', this.deps.clock.now()))) throw bankErrors.otpRequired();
  }

  /** One OTP, one change: the grant is deleted with the change (and restored if it rolls back). */
  private async takeOtp(tx: Tx, caller: StepUpCaller): Promise<void> {
    if (!(await q.takeBankUpdateGrant(tx, caller.sessionId, caller.userId, this.deps.clock.now()))) throw bankErrors.otpRequired();
  }

  private branchOf(ifsc: string): string | null {
    const found = this.deps.ifscDirectory.lookup(ifsc);
    if (!found) throw bankErrors.ifscUnknown(ifscUnknownMessage('onboarding'));
    return found.branch;
  }

  /** A cheque id must be the caller's own upload; anyone else's is as good as none. */
  private async checkCheque(userId: string, chequeId: string | null): Promise<void> {
    if (chequeId !== null && !(await this.deps.ownCheque(userId, chequeId))) throw bankErrors.chequeRequired();
  }

  /**
   * The exchange holds the registered client's accounts (spec 2 §4: modification, then save). Before
   * registration there is no client there: the accounts go with the account opening instead.
   */
  private async modifyAtExchange(owner: BankOwner, after: Parameters<typeof toModification>[0][]): Promise<void> {
    if (owner.registeredWithBse !== REGISTERED_WITH_BSE_ONBOARDED) return;
    let answer;
    try {
      answer = await this.deps.bankModification.modifyBankDetails(bankModificationPayload(owner.ucc, after.map(toModification)));
    } catch (err) {
      if (err instanceof ExchangeUnavailableError) throw bankErrors.exchangeDown().causedBy(err);
      throw err;
    }
    const first = answer.ucc_resp[0];
    if (!first) throw bankErrors.exchangeDown();
    const outcome = modificationOutcome(first);
    if (outcome.kind === 'mandateConflict') throw bankErrors.mandateConflict(outcome.accountNumber);
    if (outcome.kind === 'refused') throw bankErrors.modificationRefused(outcome.message);
  }

  /** Our write after the exchange took the change: if it fails, support must reconcile (spec 2 §8). */
  private async afterExchange<T>(owner: BankOwner, write: () => Promise<T>): Promise<T> {
    if (owner.registeredWithBse !== REGISTERED_WITH_BSE_ONBOARDED) return write();
    try {
      return await write();
    } catch (err) {
      throw bankErrors.savedAtExchangeOnly().causedBy(err);
    }
  }

  private async changed(tx: Tx, userId: string, message: string): Promise<BankAccountsChanged> {
    const view = await readProfileView(tx, userId);
    return { message, userBankDetailsList: view.userBankDetailsList };
  }
}

function existing(a: BankAccountRow) {
  return { bankAccountNumber: a.accountNumber, accountSequence: a.accountSequence, defaultBankFlag: a.isDefault };
}
