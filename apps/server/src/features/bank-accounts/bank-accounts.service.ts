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
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import type { ClientModificationAnswer } from '../../integrations/exchange';
import type { IfscDirectory } from '../../integrations/ifsc';
import { hasUnfinished, type OutsideCalls } from '../../outside-calls';
import { hasStepUpGrant, type StepUpCaller } from '../session';
import { bankErrors } from './bank-accounts-errors';
import * as q from '../../investor-profile';
import { readProfileView, type BankOwner, type BankAccountRow, type DbOrTx, type Tx } from '../../investor-profile';
import type { BankVerificationService } from './bank-verification.service';
import { writeBankAccountChange, type BankAccountChange } from './bank-account-changes';
import { BANK_MODIFICATION } from './bank-modification.command';

const bank = messages.onboarding.bank;

/** Whether the investor's cheque upload with this id exists (the uploads feature's ownFile). */
export type OwnChequeCheck = (userId: string, fileId: string) => Promise<boolean>;

/**
 * The active-mandate warning of spec 2 §2 (Bank info modals). Mandates do not exist yet: the
 * mandates feature will answer whether an active mandate debits this account, and a change to it
 * is then refused with BANK_ACTIVE_MANDATE. Until then no account has one.
 */
/** Asked inside the change's transaction (`tx`): the answer must read through it (PGlite has one connection). */
export type ActiveMandateCheck = (userId: string, accountNumber: string, tx: DbOrTx) => Promise<boolean>;
export const noMandatesYet: ActiveMandateCheck = async () => false;

export interface BankAccountsDeps {
  database: Database;
  clock: Clock;
  verification: BankVerificationService;
  /** The exchange's bank modification runs as a durable command (bank-modification.command.ts). */
  outsideCalls: OutsideCalls;
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
 * delete"). Each change is decided in one transaction with the investor's profile row locked: the
 * rules over the list (≤ 3, no duplicate, one primary, cheque for the primary), the verification
 * it follows; edit and delete also need a bank-update OTP verified in this session, taken with the
 * change. Before the client is registered with the exchange the change is written there and then.
 * Once registered (3) the exchange holds the accounts: the transaction writes the exchange's
 * modification as a durable command carrying the change (outside-calls/), the exchange is called
 * after it commits, and the command's apply writes the change once the exchange took it
 * (bank-modification.command.ts): never an outside call inside a transaction, never an answer lost.
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
      const { id: verificationId, ...verified } = await this.deps.verification.check(tx, userId, {
        verificationId: input.verificationId,
        accountNumber: input.bankAccountNumber,
        ifsc: input.ifscCode,
        purpose: 'add',
        continueAnyway: input.continueAnyway,
      });
      const row = { accountType: input.bankAccountType, accountNumber: input.bankAccountNumber, ifsc: input.ifscCode, isDefault, accountSequence };
      const after = [...accounts.map((a) => ({ ...a, isDefault: isDefault ? false : a.isDefault })), row];
      const change: BankAccountChange = {
        kind: 'add',
        userId,
        verificationId,
        verified,
        row: {
          accountSequence,
          bankName: input.bankName,
          accountNumber: input.bankAccountNumber,
          ifsc: input.ifscCode,
          accountType: input.bankAccountType,
          branchName: branch,
          isDefault,
          cancelledChequeFileId: input.cancelledChequeId,
        },
      };
      return this.writeOrEnqueue(tx, owner, after, change);
    }).then((decided) => this.finish(userId, decided, bank.added));
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
      if (movesMoney && (await this.activeMandate(userId, account.accountNumber, tx))) throw bankErrors.activeMandate();
      const { id: verificationId, ...verified } = await this.deps.verification.check(tx, userId, {
        verificationId: input.verificationId,
        accountNumber: input.bankAccountNumber,
        ifsc: input.ifscCode,
        purpose: 'edit',
        continueAnyway: input.continueAnyway,
      });
      const edited = { accountType: input.bankAccountType, accountNumber: input.bankAccountNumber, ifsc: input.ifscCode, isDefault, accountSequence: account.accountSequence };
      const after = accounts.map((a) => (a.accountSequence === account.accountSequence ? edited : { ...a, isDefault: isDefault ? false : a.isDefault }));
      const change: BankAccountChange = {
        kind: 'edit',
        userId,
        sessionId: caller.sessionId,
        verificationId,
        verified,
        accountSequence: account.accountSequence,
        becomesDefault: isDefault && !account.isDefault,
        fields: {
          bankName: input.bankName,
          accountNumber: input.bankAccountNumber,
          ifsc: input.ifscCode,
          accountType: input.bankAccountType,
          branchName: branch,
          isDefault,
          cancelledChequeFileId: chequeId,
        },
      };
      return this.writeOrEnqueue(tx, owner, after, change, caller);
    }).then((decided) => this.finish(userId, decided, bank.edited));
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
      if (await this.activeMandate(userId, account.accountNumber, tx)) throw bankErrors.activeMandate();
      const remaining = accounts.filter((a) => a.accountSequence !== accountSequence);
      // Slots are packed again (the exchange expects slot 1 filled, no gaps), and when no
      // remaining account is primary the first becomes primary (spec 2 §4: the last one left).
      const hasDefault = remaining.some((a) => a.isDefault);
      const after = remaining.map((a, i) => ({ ...a, accountSequence: i + 1, isDefault: a.isDefault || (!hasDefault && i === 0) }));
      // In ascending order, so each move goes to a slot just freed (sequence is unique per investor).
      const moves = remaining
        .map((a, i) => ({ from: a.accountSequence, to: after[i]!.accountSequence, isDefault: after[i]!.isDefault, was: a.isDefault }))
        .filter((m) => m.from !== m.to || m.isDefault !== m.was)
        .map(({ from, to, isDefault }) => ({ from, to, isDefault }));
      const change: BankAccountChange = { kind: 'delete', userId, sessionId: caller.sessionId, accountSequence, moves };
      return this.writeOrEnqueue(tx, owner, after, change, caller);
    }).then((decided) => this.finish(userId, decided, bank.deleted));
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
   * Inside the decision's transaction. Not registered with the exchange: the change is written
   * now. Registered: the exchange's modification is written as a command carrying the change
   * (one at a time per investor: the next is decided on what the exchange then holds).
   */
  private async writeOrEnqueue(
    tx: Tx,
    owner: BankOwner,
    after: Parameters<typeof toModification>[0][],
    change: BankAccountChange,
    caller?: StepUpCaller,
  ): Promise<Decided> {
    if (owner.registeredWithBse !== REGISTERED_WITH_BSE_ONBOARDED) {
      if (caller) await this.takeOtp(tx, caller);
      await writeBankAccountChange(tx, change, this.deps.clock.now());
      return { written: true };
    }
    const calls = this.deps.outsideCalls;
    // An earlier modification not finished yet (its answer is awaited or being applied): the
    // investor tries again in a moment, as after "A server error occurred".
    if (await hasUnfinished(tx, BANK_MODIFICATION.party, BANK_MODIFICATION.operation, change.userId)) throw bankErrors.exchangeDown();
    const { id } = await calls.enqueue(
      tx,
      {
        ...BANK_MODIFICATION,
        idempotencyKey: `exchange/bank-modification/${change.userId}/${randomUUID()}`,
        subject: change.userId,
        request: bankModificationPayload(owner.ucc, after.map(toModification)),
        context: change,
      },
      { runNow: true },
    );
    return { written: false, commandId: id };
  }

  /**
   * After the decision committed: runs the exchange's modification (when there is one) and answers
   * as the exchange answered (spec 2 §4 "Modification status codes"): 100 saved, a refusal's
   * message, the mandate conflict, "A server error occurred" when it did not answer, and the
   * reconcile message when it took the change but our save has not been applied yet (the command
   * keeps the answer and applies it later: spec 2 §8).
   */
  private async finish(userId: string, decided: Decided, message: string): Promise<BankAccountsChanged> {
    if (!decided.written) {
      const command = await this.deps.outsideCalls.run(decided.commandId);
      const first = (command.response as ClientModificationAnswer | null)?.ucc_resp?.[0];
      if (command.status !== 'done' && command.status !== 'answered') throw bankErrors.exchangeDown();
      if (!first) throw bankErrors.exchangeDown();
      const outcome = modificationOutcome(first);
      if (outcome.kind === 'mandateConflict') throw bankErrors.mandateConflict(outcome.accountNumber);
      if (outcome.kind === 'refused') throw bankErrors.modificationRefused(outcome.message);
      if (command.status !== 'done') throw bankErrors.savedAtExchangeOnly();
    }
    const view = await readProfileView(this.deps.database.db, userId);
    return { message, userBankDetailsList: view.userBankDetailsList };
  }
}

/** What the decision's transaction did: wrote the change, or wrote the exchange's command. */
type Decided = { written: true } | { written: false; commandId: string };

function existing(a: BankAccountRow) {
  return { bankAccountNumber: a.accountNumber, accountSequence: a.accountSequence, defaultBankFlag: a.isDefault };
}
