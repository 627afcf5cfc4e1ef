import { IFSC, type BankModificationPayload, type ModificationResponse } from '@sanchay/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxExchangeBankAccount } from '../../db/schema';
import { ExchangeUnavailableError, type BankModificationPort, type ClientModificationAnswer } from './bank-modification';

/**
 * Documented test account numbers (README.md beside this file). An account number in any slot
 * of the payload chooses the exchange's answer; other payloads are checked like the exchange
 * checks them and accepted with 100.
 */
export const MODIFICATION_TEST_ACCOUNTS = {
  failed: '999910000101',
  technicalError: '999910000102',
  notAllowed: '999910000103',
  rejected: '999910000105',
  serverError: '999910000500',
  /** Carries an approved mandate: removing it or changing its bank answers 101 MANDATE IS APPROVED. */
  approvedMandate: '999910001010',
} as const;

export interface SandboxBankModificationOptions {
  /** Where the sandbox exchange keeps its books (its own tables, sandbox_*). */
  database: { db: Db };
  /**
   * Whether the exchange holds an approved mandate on this client's account: app.ts asks the
   * sandbox's mandate register (SandboxMandates). The test account
   * {@link MODIFICATION_TEST_ACCOUNTS.approvedMandate} always has one.
   */
  hasApprovedMandate?: (clientCode: string, accountNumber: string) => boolean | Promise<boolean>;
}

type Slot = { accountNumber: string; ifsc: string; type: string; dflt: string };

const SLOTS = [1, 2, 3] as const;

function slotsOf(p: BankModificationPayload): Slot[] {
  return SLOTS.map((n) => ({
    accountNumber: p[`bnk${n}_acc_no`],
    ifsc: p[`bnk${n}_ifsc`],
    type: p[`bnk${n}_acc_typ`],
    dflt: p[`bnk${n}_dflt`],
  }));
}

const answer = (status_code: string, status_description: string): ClientModificationAnswer => ({
  ucc_resp: [{ status_code, status_description } satisfies ModificationResponse],
});

/**
 * The sandbox exchange's client register for bank details. It keeps each client's accounts in its
 * table (sandbox_exchange_bank_account, so a restart forgets nothing) and compares a modification
 * with what it holds, as the real exchange does.
 */
export class SandboxBankModification implements BankModificationPort {
  private readonly db: Db;
  private readonly approvedMandateElsewhere: (clientCode: string, accountNumber: string) => boolean | Promise<boolean>;

  constructor(options: SandboxBankModificationOptions) {
    this.db = options.database.db;
    this.approvedMandateElsewhere = options.hasApprovedMandate ?? (() => false);
  }

  private async hasApprovedMandate(clientCode: string, accountNumber: string): Promise<boolean> {
    return accountNumber === MODIFICATION_TEST_ACCOUNTS.approvedMandate || (await this.approvedMandateElsewhere(clientCode, accountNumber));
  }

  async modifyBankDetails(payload: BankModificationPayload): Promise<ClientModificationAnswer> {
    const t = MODIFICATION_TEST_ACCOUNTS;
    const slots = slotsOf(payload);
    const filled = slots.filter((s) => s.accountNumber !== '');
    const numbers = new Set(filled.map((s) => s.accountNumber));
    if (numbers.has(t.serverError)) throw new ExchangeUnavailableError();
    if (numbers.has(t.technicalError)) return answer('102', 'TECHNICAL ERROR. PLEASE TRY AFTER SOME TIME');
    if (numbers.has(t.notAllowed)) return answer('103', 'MODIFICATION NOT ALLOWED WHILE CLIENT ACTIVATION IS PENDING');
    if (numbers.has(t.rejected)) return answer('105', 'BANK DETAILS REJECTED BY THE DEPOSITORY');
    if (numbers.has(t.failed)) return answer('101', 'FAILED: BANK ACCOUNT DETAILS COULD NOT BE VALIDATED');

    const invalid = this.invalidity(payload.client_code, slots, filled);
    if (invalid) return answer('105', invalid);

    const clientCode = payload.client_code.trim();
    for (const before of await this.held(clientCode)) {
      const after = filled.find((s) => s.accountNumber === before.accountNumber);
      const changed = !after || after.ifsc !== before.ifsc || after.type !== before.type;
      if (changed && (await this.hasApprovedMandate(clientCode, before.accountNumber))) {
        return answer(
          '101',
          `FAILED: MANDATE IS APPROVED FOR ACCOUNT NO ${before.accountNumber}. IT CANNOT BE REMOVED OR CHANGED`,
        );
      }
    }
    await this.hold(clientCode, filled);
    return answer('100', 'RECORD MODIFIED SUCCESSFULLY');
  }

  /** The accounts the exchange holds for a client, slot order. */
  private async held(clientCode: string): Promise<Slot[]> {
    const rows = await this.db
      .select()
      .from(sandboxExchangeBankAccount)
      .where(eq(sandboxExchangeBankAccount.clientCode, clientCode))
      .orderBy(asc(sandboxExchangeBankAccount.slot));
    return rows.map((r) => ({ accountNumber: r.accountNumber, ifsc: r.ifsc, type: r.accountType, dflt: r.isDefault ? 'Y' : 'N' }));
  }

  /** The accepted modification replaces what the exchange held (the party's own transaction). */
  private async hold(clientCode: string, filled: Slot[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(sandboxExchangeBankAccount).where(eq(sandboxExchangeBankAccount.clientCode, clientCode));
      if (filled.length === 0) return;
      await tx.insert(sandboxExchangeBankAccount).values(
        filled.map((s, i) => ({ clientCode, slot: i + 1, accountNumber: s.accountNumber, ifsc: s.ifsc, accountType: s.type, isDefault: s.dflt === 'Y' })),
      );
    });
  }

  /** The exchange's own checks on the payload, worded as it words them. */
  private invalidity(clientCode: string, slots: Slot[], filled: Slot[]): string | null {
    if (clientCode.trim() === '') return 'CLIENT CODE IS MANDATORY';
    if (slots[0]!.accountNumber === '') return 'BANK 1 DETAILS ARE MANDATORY';
    for (const s of filled) {
      if (!/^[0-9]{9,18}$/.test(s.accountNumber)) return `INVALID ACCOUNT NUMBER ${s.accountNumber}`;
      if (!IFSC.test(s.ifsc)) return `INVALID IFSC ${s.ifsc}`;
      if (s.type !== 'SB' && s.type !== 'CB') return `INVALID ACCOUNT TYPE ${s.type}`;
    }
    if (filled.filter((s) => s.dflt === 'Y').length !== 1) return 'EXACTLY ONE DEFAULT BANK IS REQUIRED';
    if (new Set(filled.map((s) => s.accountNumber)).size !== filled.length) return 'DUPLICATE BANK ACCOUNT';
    return null;
  }
}
