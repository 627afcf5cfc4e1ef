import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../integrations/notifications';

// The checkout's rows (migration 0060) and what it reads of the cart and the catalogue. Raw SQL
// as the orders feature's (orders.queries.ts).

export type { Tx } from '../../integrations/notifications';

export async function rowsOf<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

export interface CheckoutRow {
  id: string;
  user_id: string;
  ucc: string;
  cart_id: string | null;
  lumpsums: unknown;
  order_set_id: string | null;
  valid_till: Date | string;
  discarded_at: Date | string | null;
  created_at: Date | string;
}

export const CHECKOUT_COLUMNS = sql.raw(
  'id::text, user_id::text, ucc, cart_id::text, lumpsums, order_set_id::text, valid_till, discarded_at, created_at',
);

/** The same columns of a checkout joined as `c` (null when there is none). */
export const CHECKOUT_COLUMNS_OF_C = sql.raw(
  'c.id::text, c.user_id::text, c.ucc, c.cart_id::text, c.lumpsums, c.order_set_id::text, c.valid_till, c.discarded_at, c.created_at',
);

export async function findCheckout(db: DbOrTx, userId: string, key: string): Promise<CheckoutRow | undefined> {
  const [row] = await rowsOf<CheckoutRow>(db, sql`SELECT ${CHECKOUT_COLUMNS} FROM checkout WHERE user_id = ${userId} AND idempotency_key = ${key}`);
  return row;
}

/** The caller's own checkout by id (an id that is not a number, or another's, is none). */
export async function checkoutById(db: DbOrTx, userId: string, id: string): Promise<CheckoutRow | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const [row] = await rowsOf<CheckoutRow>(db, sql`SELECT ${CHECKOUT_COLUMNS} FROM checkout WHERE id = ${id} AND user_id = ${userId}`);
  return row;
}

export interface SipRow {
  id: string;
  amfi_code: number;
  amount: string;
  sip_date: number;
  num_installments: number;
  unique_ref_no: string;
  status: 'ENTERING' | 'VALID' | 'INVALID';
  xsip_reg_id: string | null;
  remarks: string | null;
}

export function sipsOf(db: DbOrTx, checkoutId: string): Promise<SipRow[]> {
  return rowsOf<SipRow>(
    db,
    sql`SELECT id::text, amfi_code, amount::text, sip_date, num_installments, unique_ref_no, status, xsip_reg_id, remarks
        FROM checkout_sip WHERE checkout_id = ${checkoutId} ORDER BY id`,
  );
}

/** One order the cart asks for: a fund item, or one fund of a pack item (its saved split). */
export interface CartOrderRow {
  amfi_code: number;
  investment_type: 'LUMPSUM' | 'SIP';
  amount: string;
  sip_date: number;
  num_installments: number;
  /** Invest More: the holding's folio (ADDITIONAL); null for a new folio. */
  folio_no: string | null;
}

export function cartOrders(db: DbOrTx, cartId: string): Promise<CartOrderRow[]> {
  return rowsOf<CartOrderRow>(
    db,
    sql`SELECT amfi_code, investment_type, amount::text, sip_date, num_installments, folio_no FROM (
          SELECT i.amfi_code, i.investment_type, i.amount, i.sip_date, i.num_installments, i.folio_no, i.created_at, 0 AS position
          FROM cart_item i WHERE i.cart_id = ${cartId}
          UNION ALL
          SELECT f.amfi_code, p.investment_type, f.amount, p.sip_date, p.num_installments, NULL::text, p.created_at, f.position
          FROM cart_pack_item p JOIN cart_pack_item_fund f ON f.cart_pack_item_id = p.id
          WHERE p.cart_id = ${cartId} AND f.amount > 0
        ) o ORDER BY created_at, position`,
  );
}

/** The AMFI codes in the user's cart (items and pack funds), as a subquery. */
export function cartAmfiCodes(userId: string): SQL {
  return sql`SELECT i.amfi_code FROM cart_item i JOIN cart c ON c.id = i.cart_id WHERE c.user_id = ${userId}
             UNION SELECT f.amfi_code FROM cart_pack_item p JOIN cart c ON c.id = p.cart_id
             JOIN cart_pack_item_fund f ON f.cart_pack_item_id = p.id WHERE c.user_id = ${userId}`;
}

/** BSE's scheme code as the sandbox scheme master derives it (decision 0051; as orders.service.ts). */
export function schemeCodeOf(amfiCode: number): SQL {
  return sql`SELECT s.amfi_code || '-' || CASE WHEN s.plan = 'Regular' THEN 'RG' ELSE 'DP' END || '-' ||
                    CASE WHEN s.option = 'IDCW' THEN 'DR' ELSE 'GR' END AS scheme_code
             FROM scheme s WHERE s.amfi_code = ${amfiCode}`;
}

export async function schemeNames(db: DbOrTx, amfiCodes: number[]): Promise<Map<number, { schemeName: string; subCategory: string }>> {
  const codes = [...new Set(amfiCodes.filter((c) => Number.isInteger(c)))];
  if (!codes.length) return new Map();
  const rows = await rowsOf<{ amfi_code: number; scheme_name: string; sub_category: string | null }>(
    db,
    sql`SELECT amfi_code, name AS scheme_name, sub_category FROM scheme WHERE amfi_code = ANY(${`{${codes.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.amfi_code), { schemeName: r.scheme_name, subCategory: r.sub_category ?? '' }]));
}

export interface ChequePaymentRow {
  id: string;
  internal_ref_no: string;
  total_amount: string;
  created_at: Date | string;
  order_nos: string;
  cheque_number: string | null;
  cheque_date: string | null;
  ucc: string;
  investor_name: string | null;
}

/** Whether the exchange's mandate id names one of the investor's own registered mandates (investor_mandate, migration 0065). */
export async function ownsMandate(db: DbOrTx, userId: string, bseMandateId: string): Promise<boolean> {
  const found = await rowsOf<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM investor_mandate WHERE user_id = ${userId} AND bse_mandate_id = ${bseMandateId} AND registration = 'registered'`,
  );
  return found.length > 0;
}
