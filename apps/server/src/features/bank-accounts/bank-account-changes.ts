import * as q from '../../investor-profile';
import type { Tx } from '../../investor-profile';
import { markVerificationUsed } from './bank-verification.queries';

/**
 * One change to an investor's bank accounts, decided and checked by the service, as JSON: written
 * at once for an investor the exchange does not know yet, or carried by the exchange's
 * modification command (its context) and written by its apply once the exchange took it.
 */
export type BankAccountChange =
  | {
      kind: 'add';
      userId: string;
      verificationId: string;
      verified: VerifiedAs;
      row: BankAccountFields & { accountSequence: number };
    }
  | {
      kind: 'edit';
      userId: string;
      sessionId: string;
      verificationId: string;
      verified: VerifiedAs;
      accountSequence: number;
      /** The primary moves here: the others lose the flag first. */
      becomesDefault: boolean;
      fields: BankAccountFields;
    }
  | {
      kind: 'delete';
      userId: string;
      sessionId: string;
      accountSequence: number;
      /** The slots packed again after the delete, ascending (each moves to a slot just freed). */
      moves: { from: number; to: number; isDefault: boolean }[];
    };

/** An account's stored fields as a change carries them. */
export interface BankAccountFields {
  bankName: string;
  accountNumber: string;
  ifsc: string;
  accountType: 'Savings' | 'Current';
  branchName: string | null;
  isDefault: boolean;
  cancelledChequeFileId: string | null;
}

/** What the penny drop said about the account (bank-verification.service's UsableVerification). */
export interface VerifiedAs {
  isVerified: boolean;
  holderName: string | null;
  response: unknown;
}

/**
 * Writes the change in the caller's transaction: the verification marked used and the
 * bank-update OTP taken (an edit or delete consumes one), then the rows. Safe for an apply: a grant
 * already gone (expired while the exchange answered) does not undo what the exchange took.
 */
export async function writeBankAccountChange(tx: Tx, change: BankAccountChange, now: Date): Promise<void> {
  const { userId } = change;
  if (change.kind !== 'add') await q.takeBankUpdateGrant(tx, change.sessionId, userId, now);
  if (change.kind !== 'delete') await markVerificationUsed(tx, change.verificationId, now);
  switch (change.kind) {
    case 'add': {
      if (change.row.isDefault) await q.clearDefault(tx, userId, now);
      await q.insertAccount(tx, {
        userId,
        ...change.row,
        isVerified: change.verified.isVerified,
        accountHolderName: change.verified.holderName,
        verificationResponse: change.verified.response,
        createdAt: now,
        updatedAt: now,
      });
      return;
    }
    case 'edit': {
      if (change.becomesDefault) await q.clearDefault(tx, userId, now);
      await q.updateAccount(tx, userId, change.accountSequence, {
        ...change.fields,
        isVerified: change.verified.isVerified,
        accountHolderName: change.verified.holderName,
        verificationResponse: change.verified.response,
        updatedAt: now,
      });
      return;
    }
    case 'delete': {
      await q.deleteAccount(tx, userId, change.accountSequence);
      for (const move of change.moves) {
        await q.updateAccount(tx, userId, move.from, { accountSequence: move.to, isDefault: move.isDefault, updatedAt: now });
      }
    }
  }
}
