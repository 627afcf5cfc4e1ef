import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/client';

// My SIPs' SQL (decision 0110): the SIPs checkout registered (checkout_sip, migration 0060) and
// the investor's pause and cancel requests (sip_request, migration 0074).

export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SipRow {
  id: string;
  ucc: string;
  amfi_code: number;
  scheme_code: string;
  scheme_name: string | null;
  amount: string;
  sip_date: number;
  num_installments: number;
  start_date: string;
  mandate_id: string;
  status: 'ENTERING' | 'VALID' | 'INVALID';
  xsip_reg_id: string | null;
  remarks: string | null;
  folio_no: string | null;
  cancelled_at: string | null;
  bank_name: string | null;
  account_number: string | null;
  /** The live cancel request's status, if any. */
  cancel_status: 'SENDING' | 'DONE' | null;
  pause_status: 'SENDING' | null;
  /** The exchange's words on the latest refused request, if the latest request was refused. */
  last_refusal: string | null;
}

const SIP_SELECT = sql`
  SELECT s.id::text, c.ucc, s.amfi_code, s.scheme_code, sc.name AS scheme_name, s.amount::text, s.sip_date, s.num_installments,
         s.start_date::text AS start_date, s.mandate_id, s.status, s.xsip_reg_id, s.remarks, s.folio_no,
         s.cancelled_at::text AS cancelled_at, m.bank_name, m.account_number,
         (SELECT r.status FROM sip_request r WHERE r.checkout_sip_id = s.id AND r.kind = 'CANCEL' AND r.status <> 'REFUSED' LIMIT 1) AS cancel_status,
         (SELECT r.status FROM sip_request r WHERE r.checkout_sip_id = s.id AND r.kind = 'PAUSE' AND r.status = 'SENDING' LIMIT 1) AS pause_status,
         (SELECT CASE WHEN r.status = 'REFUSED' THEN r.remarks END FROM sip_request r WHERE r.checkout_sip_id = s.id ORDER BY r.id DESC LIMIT 1) AS last_refusal
  FROM checkout_sip s
  JOIN checkout c ON c.id = s.checkout_id
  LEFT JOIN scheme sc ON sc.amfi_code = s.amfi_code
  LEFT JOIN investor_mandate m ON m.user_id = s.user_id AND m.bse_mandate_id = s.mandate_id`;

/** The user's SIPs, newest first. */
export function sipsOfUser(db: DbOrTx, userId: string): Promise<SipRow[]> {
  return rowsOf<SipRow>(db, sql`${SIP_SELECT} WHERE s.user_id = ${userId} ORDER BY s.id DESC`);
}

export async function sipOfUser(db: DbOrTx, userId: string, sipId: string): Promise<SipRow | undefined> {
  if (!/^\d{1,18}$/.test(sipId)) return undefined;
  const [row] = await rowsOf<SipRow>(db, sql`${SIP_SELECT} WHERE s.user_id = ${userId} AND s.id = ${sipId}`);
  return row;
}

export interface LockedSip {
  id: string;
  ucc: string;
  scheme_code: string;
  amount: string;
  num_installments: number;
  start_date: string;
  mandate_id: string;
  status: 'ENTERING' | 'VALID' | 'INVALID';
  xsip_reg_id: string | null;
  folio_no: string | null;
  cancelled_at: string | null;
}

/** The SIP's row under lock: one change of a SIP at a time. */
export async function lockSip(tx: DbOrTx, userId: string, sipId: string): Promise<LockedSip | undefined> {
  const [row] = await rowsOf<LockedSip>(
    tx,
    sql`SELECT s.id::text, c.ucc, s.scheme_code, s.amount::text, s.num_installments, s.start_date::text AS start_date, s.mandate_id,
               s.status, s.xsip_reg_id, s.folio_no, s.cancelled_at::text AS cancelled_at
        FROM checkout_sip s JOIN checkout c ON c.id = s.checkout_id
        WHERE s.id = ${sipId} AND s.user_id = ${userId} FOR UPDATE OF s`,
  );
  return row;
}

export interface SipRequestRow {
  id: string;
  checkout_sip_id: string;
  kind: 'PAUSE' | 'CANCEL';
  installments: number | null;
  status: 'SENDING' | 'DONE' | 'REFUSED';
  remarks: string | null;
  /** The member's reference sent to the exchange (its command's key). */
  reference: string;
}

const REQUEST_COLUMNS = sql`id::text, checkout_sip_id::text, kind, installments, status, remarks, reference`;

export async function requestByKey(db: DbOrTx, userId: string, key: string): Promise<SipRequestRow | undefined> {
  const [row] = await rowsOf<SipRequestRow>(db, sql`SELECT ${REQUEST_COLUMNS} FROM sip_request WHERE user_id = ${userId} AND idempotency_key = ${key}`);
  return row;
}

export async function requestById(db: DbOrTx, id: string): Promise<SipRequestRow | undefined> {
  const [row] = await rowsOf<SipRequestRow>(db, sql`SELECT ${REQUEST_COLUMNS} FROM sip_request WHERE id = ${id}`);
  return row;
}

/** A cancel or pause that is not refused (sent or done). */
export async function liveRequest(db: DbOrTx, sipId: string, kind: 'PAUSE' | 'CANCEL'): Promise<SipRequestRow | undefined> {
  const [row] = await rowsOf<SipRequestRow>(
    db,
    sql`SELECT ${REQUEST_COLUMNS} FROM sip_request WHERE checkout_sip_id = ${sipId} AND kind = ${kind} AND status <> 'REFUSED' ORDER BY id LIMIT 1`,
  );
  return row;
}

export async function pauseInFlight(db: DbOrTx, sipId: string): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(db, sql`SELECT id::text FROM sip_request WHERE checkout_sip_id = ${sipId} AND kind = 'PAUSE' AND status = 'SENDING'`);
  return rows.length > 0;
}

export async function insertRequest(
  tx: DbOrTx,
  r: { userId: string; sipId: string; kind: 'PAUSE' | 'CANCEL'; installments: number | null; key: string; reference: string; at: Date },
): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    tx,
    sql`INSERT INTO sip_request (user_id, checkout_sip_id, kind, installments, idempotency_key, reference, status, created_at)
        VALUES (${r.userId}, ${r.sipId}, ${r.kind}, ${r.installments}, ${r.key}, ${r.reference}, 'SENDING', ${r.at.toISOString()}::timestamptz)
        RETURNING id::text`,
  );
  return row!.id;
}

/** Records the exchange's answer once (only while SENDING); returns the SIP's id when it did. */
export async function answerRequest(tx: DbOrTx, id: string, status: 'DONE' | 'REFUSED', remarks: string, at: Date): Promise<string | null> {
  const [row] = await rowsOf<{ sip: string }>(
    tx,
    sql`UPDATE sip_request SET status = ${status}, remarks = ${remarks}, answered_at = ${at.toISOString()}::timestamptz
        WHERE id = ${id} AND status = 'SENDING' RETURNING checkout_sip_id::text AS sip`,
  );
  return row?.sip ?? null;
}
