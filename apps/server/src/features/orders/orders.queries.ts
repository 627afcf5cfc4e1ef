import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { DbOrTx } from '../../integrations/notifications';
import { REDEMPTION_IN_PROGRESS } from '../../ledger';

// The orders feature's rows (migration 0051): order sets, orders, payments. Raw SQL as the
// exchange's own tables are written (integrations/exchange/sandbox-*.ts): a few statements,
// each read here once.

export interface OrderRow {
  id: string;
  order_set_id: string;
  ucc: string;
  trans_no: string;
  scheme_code: string;
  buy_sell: 'P' | 'R';
  buy_sell_type: 'FRESH' | 'ADDITIONAL';
  amount: string | null;
  units: string | null;
  all_units: boolean;
  folio_no: string | null;
  order_status: 'ENTERING' | 'VALID' | 'INVALID' | 'UNANSWERED';
  bse_order_no: string | null;
  remarks: string | null;
  payment_status: string | null;
  payment_id: string | null;
  allotted_at: Date | string | null;
  allotted_nav: string | null;
  allotted_units: string | null;
  allotted_amount: string | null;
  /** The ledger's entry of the allotment (by the exchange's order number): the NAV's date and the stamp duty taken. */
  allotted_nav_date: string | null;
  allotted_stamp_duty: string | null;
}

const ORDER_COLUMNS = sql.raw(`id::text, order_set_id::text, ucc, trans_no, scheme_code, buy_sell, buy_sell_type,
  amount::text, units::text, all_units, folio_no, order_status, bse_order_no::text, remarks, payment_status,
  payment_id::text, allotted_at, allotted_nav::text, allotted_units::text, allotted_amount::text,
  (SELECT l.nav_date::text FROM ledger_entry l WHERE l.exchange_order_no = investor_order.bse_order_no) AS allotted_nav_date,
  (SELECT l.stamp_duty::text FROM ledger_entry l WHERE l.exchange_order_no = investor_order.bse_order_no) AS allotted_stamp_duty`);

export function ordersOfSet(db: DbOrTx, setId: string, lock = false): Promise<OrderRow[]> {
  return rowsOf<OrderRow>(
    db,
    sql`SELECT ${ORDER_COLUMNS} FROM investor_order WHERE order_set_id = ${setId} ORDER BY id ${lock ? sql`FOR UPDATE` : sql``}`,
  );
}

/**
 * The orders of the caller's own set, by id, in one statement (a set always has its orders: they
 * are written with it); none when the set is not the caller's or does not exist. `lock`: the
 * orders' rows FOR UPDATE (a payment's transaction).
 */
export function ordersOfOwnSet(db: DbOrTx, userId: string, setId: string, lock = false): Promise<OrderRow[]> {
  if (!/^\d{1,18}$/.test(setId)) return Promise.resolve([]);
  return rowsOf<OrderRow>(
    db,
    sql`SELECT ${ORDER_COLUMNS} FROM investor_order WHERE order_set_id = (SELECT id FROM order_set WHERE id = ${setId} AND user_id = ${userId})
        ORDER BY id ${lock ? sql`FOR UPDATE` : sql``}`,
  );
}

export interface SetRow {
  id: string;
  user_id: string;
  ucc: string;
  request_hash: string;
}

export async function findSet(db: DbOrTx, userId: string, key: string): Promise<SetRow | undefined> {
  const [row] = await rowsOf<SetRow>(
    db,
    sql`SELECT id::text, user_id::text, ucc, request_hash FROM order_set WHERE user_id = ${userId} AND idempotency_key = ${key}`,
  );
  return row;
}

export interface PaymentRow {
  id: string;
  order_set_id: string;
  idempotency_key: string;
  internal_ref_no: string;
  payment_mode: string;
  order_nos: string;
  total_amount: string;
  status: 'SENDING' | 'ACCEPTED' | 'REFUSED' | 'UNANSWERED';
  response_string: string | null;
}

const PAYMENT_COLUMNS = sql.raw(`id::text, order_set_id::text, idempotency_key, internal_ref_no, payment_mode,
  array_to_string(order_nos, ',') AS order_nos, total_amount::text, status, response_string`);

export async function findPayment(db: DbOrTx, userId: string, key: string): Promise<PaymentRow | undefined> {
  const [row] = await rowsOf<PaymentRow>(
    db,
    sql`SELECT ${PAYMENT_COLUMNS} FROM order_payment WHERE user_id = ${userId} AND idempotency_key = ${key}`,
  );
  return row;
}

export async function paymentById(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await rowsOf<PaymentRow>(db, sql`SELECT ${PAYMENT_COLUMNS} FROM order_payment WHERE id = ${id}`);
  return row;
}

/** The latest NAV published for a scheme, or null (a redemption by amount is valued at it). */
export async function latestNav(db: DbOrTx, amfiCode: number): Promise<string | null> {
  const [row] = await rowsOf<{ nav: string }>(db, sql`SELECT nav::text FROM nav_history WHERE amfi_code = ${amfiCode} ORDER BY nav_date DESC LIMIT 1`);
  return row?.nav ?? null;
}

/** Redemptions placed and not yet allotted on one folio and scheme (spec 3 §3 inProgressAmount/Units, tagToDisplay). */
export interface RedemptionInProgress {
  folioNo: string;
  schemeCode: string;
  /** Rupees asked for by amount, summed ('0.00' when none). */
  amount: string;
  /** Units asked for by units, summed ('0.0000' when none). */
  units: string;
  /** An all-units redemption is among them: nothing more may be redeemed (spec 3 §4 'Full redemption in progress'). */
  allUnits: boolean;
  /** How many orders. */
  orders: number;
}

/**
 * Redemptions in progress of an investor, per folio and scheme (optionally one of them), by
 * REDEMPTION_IN_PROGRESS: the same rule as the folio's free units (ledger/folio-units).
 */
export async function redemptionsInProgress(
  db: DbOrTx,
  ucc: string,
  filter: { folioNo?: string; schemeCode?: string } = {},
): Promise<RedemptionInProgress[]> {
  const rows = await rowsOf<{ folio_no: string; scheme_code: string; amount: string; units: string; all_units: boolean; orders: number }>(
    db,
    sql`SELECT folio_no, scheme_code, coalesce(sum(amount), 0)::numeric(16,2)::text AS amount,
               coalesce(sum(units), 0)::numeric(18,4)::text AS units, bool_or(all_units) AS all_units, count(*)::int AS orders
        FROM investor_order
        WHERE ucc = ${ucc} AND ${REDEMPTION_IN_PROGRESS} AND folio_no IS NOT NULL
          ${filter.folioNo !== undefined ? sql`AND folio_no = ${filter.folioNo}` : sql``}
          ${filter.schemeCode !== undefined ? sql`AND scheme_code = ${filter.schemeCode}` : sql``}
        GROUP BY folio_no, scheme_code
        ORDER BY folio_no, scheme_code`,
  );
  return rows.map((r) => ({
    folioNo: r.folio_no,
    schemeCode: r.scheme_code,
    amount: r.amount,
    units: r.units,
    allUnits: r.all_units,
    orders: Number(r.orders),
  }));
}
