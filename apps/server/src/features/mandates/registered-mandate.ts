import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listAccounts } from '../../investor-profile';
import { insertMandate, mandateByRequestKey, updateMandate } from './mandates.queries';

/** A mandate the exchange registered and the bank approved, on one of the investor's bank accounts. */
export interface RegisteredMandate {
  userId: string;
  ucc: string;
  /** One mandate per key, however often it is recorded. */
  requestKey: string;
  mandateType: 'N' | 'X';
  amount: string;
  accountNumber: string;
  startDate: string;
  endDate: string;
  bseMandateId: string;
  /** When it was registered (its row's creation time and registration day). */
  at: Date;
  registeredOn: string;
}

/**
 * A mandate registered at the exchange without the product's form, recorded as this feature
 * records its own once the exchange registered it and the bank approved it (docs/decisions/0123):
 * the sandbox's demo history registers its SIPs' e-mandate on a clock in the past. The row is the
 * one the form writes (the bank account's name, IFSC and type from the investor's bank accounts),
 * registered with the exchange's id and APPROVED, as the registration's apply and the details
 * report leave it: My SIPs shows the SIP's bank, the Mandates list the mandate. Idempotent by the
 * key. Returns false when the investor has no such bank account (nothing recorded).
 */
export async function recordRegisteredMandate(db: Db, m: RegisteredMandate): Promise<boolean> {
  const account = (await listAccounts(db, m.userId)).find((a) => a.accountNumber === m.accountNumber);
  if (!account) return false;
  await db.transaction(async (tx) => {
    const id =
      (await insertMandate(
        tx,
        {
          user_id: m.userId,
          ucc: m.ucc,
          request_key: m.requestKey,
          mandate_type: m.mandateType,
          amount: m.amount,
          bank_name: account.bankName,
          account_number: account.accountNumber,
          ifsc: account.ifsc,
          account_type: account.accountType === 'Current' ? 'CB' : 'SB',
          start_date: m.startDate,
          end_date: m.endDate,
        },
        m.at,
      )) ?? (await mandateByRequestKey(tx, m.userId, m.requestKey))!.id;
    await updateMandate(
      tx,
      id,
      sql`registration = 'registered', bse_mandate_id = ${m.bseMandateId}, exchange_status = 'APPROVED', registered_on = ${m.registeredOn}::date`,
      m.at,
      sql`registration = 'pending'`,
    );
  });
  return true;
}
