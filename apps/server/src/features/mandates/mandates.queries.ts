import type { ExchangeMandateStatus, MandateType } from '@sanchay/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { DbOrTx } from '../../investor-profile';

// The product's mandate rows (investor_mandate, migration 0065), read and written with SQL.

export interface MandateRow {
  id: string;
  user_id: string;
  ucc: string;
  request_key: string;
  mandate_type: MandateType;
  amount: string;
  bank_name: string;
  account_number: string;
  ifsc: string;
  account_type: 'SB' | 'CB';
  start_date: string;
  end_date: string;
  registration: 'pending' | 'registered' | 'refused' | 'failed';
  refusal: string | null;
  bse_mandate_id: string | null;
  exchange_status: ExchangeMandateStatus | null;
  remarks: string;
  umrn: string | null;
  registered_on: string | null;
  scan_file_id: string | null;
  scan_sent_at: Date | string | null;
  created_at: Date | string;
}

const COLUMNS = sql.raw(`id::text AS id, user_id::text AS user_id, ucc, request_key, mandate_type, amount::text AS amount, bank_name,
  account_number, ifsc, account_type, start_date::text AS start_date, end_date::text AS end_date, registration, refusal,
  bse_mandate_id, exchange_status, remarks, umrn, registered_on::text AS registered_on, scan_file_id::text AS scan_file_id,
  scan_sent_at, created_at`);

export async function mandateById(db: DbOrTx, id: string): Promise<MandateRow | undefined> {
  return (await rowsOf<MandateRow>(db, sql`SELECT ${COLUMNS} FROM investor_mandate WHERE id = ${id}`))[0];
}

export async function mandateByRequestKey(db: DbOrTx, userId: string, requestKey: string): Promise<MandateRow | undefined> {
  return (await rowsOf<MandateRow>(db, sql`SELECT ${COLUMNS} FROM investor_mandate WHERE user_id = ${userId} AND request_key = ${requestKey}`))[0];
}

/** The caller's own mandate by the exchange's id; another investor's is not found. */
export async function ownMandate(db: DbOrTx, userId: string, bseMandateId: string): Promise<MandateRow | undefined> {
  return (
    await rowsOf<MandateRow>(db, sql`SELECT ${COLUMNS} FROM investor_mandate WHERE user_id = ${userId} AND bse_mandate_id = ${bseMandateId}`)
  )[0];
}

/** The investor's mandates the exchange registered, newest first. */
export async function registeredMandates(db: DbOrTx, userId: string): Promise<MandateRow[]> {
  return rowsOf<MandateRow>(
    db,
    sql`SELECT ${COLUMNS} FROM investor_mandate WHERE user_id = ${userId} AND registration = 'registered'
        ORDER BY created_at DESC, bse_mandate_id DESC`,
  );
}

export async function insertMandate(
  db: DbOrTx,
  m: Pick<MandateRow, 'user_id' | 'ucc' | 'request_key' | 'mandate_type' | 'amount' | 'bank_name' | 'account_number' | 'ifsc' | 'account_type' | 'start_date' | 'end_date'>,
  now: Date,
): Promise<string | undefined> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO investor_mandate (user_id, ucc, request_key, mandate_type, amount, bank_name, account_number, ifsc, account_type,
          start_date, end_date, created_at, updated_at)
        VALUES (${m.user_id}, ${m.ucc}, ${m.request_key}, ${m.mandate_type}, ${m.amount}, ${m.bank_name}, ${m.account_number}, ${m.ifsc},
          ${m.account_type}, ${m.start_date}::date, ${m.end_date}::date, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        ON CONFLICT (user_id, request_key) DO NOTHING
        RETURNING id::text AS id`,
  );
  return row?.id;
}

export async function updateMandate(db: DbOrTx, id: string, set: SQL, now: Date, condition: SQL = sql`TRUE`): Promise<boolean> {
  const done = await rowsOf<{ id: string }>(
    db,
    sql`UPDATE investor_mandate SET ${set}, updated_at = ${now.toISOString()}::timestamptz WHERE id = ${id} AND ${condition} RETURNING id::text AS id`,
  );
  return done.length > 0;
}

/** Whether an approved mandate of the investor debits this account (the bank-accounts feature's warning). */
export async function hasApprovedMandateOn(db: DbOrTx, userId: string, accountNumber: string): Promise<boolean> {
  const found = await rowsOf<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM investor_mandate WHERE user_id = ${userId} AND account_number = ${accountNumber}
        AND exchange_status = 'APPROVED' LIMIT 1`,
  );
  return found.length > 0;
}

/** The investors (by ucc) with a registered mandate the bank has not answered yet. */
export async function uccsWithWaitingMandates(db: DbOrTx): Promise<string[]> {
  const found = await rowsOf<{ ucc: string }>(
    db,
    sql`SELECT DISTINCT ucc FROM investor_mandate WHERE registration = 'registered'
          AND (exchange_status IS NULL OR exchange_status NOT IN ('APPROVED', 'REJECTED')) ORDER BY ucc`,
  );
  return found.map((r) => r.ucc);
}
