import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { DbOrTx } from '../../integrations/notifications';

// The checkout's rows (migration 0060) and what it reads of the cart and the catalogue. Raw SQL
// as the orders feature's (orders.queries.ts).

export type { Tx } from '../../integrations/notifications';

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

/**
 * The caller's own checkout by id and, when an account number is given, that account's IFSC if it
 * is the caller's (null otherwise): make-payment's two reads in one (docs/decisions/0150).
 */
export async function checkoutAndAccount(
  db: DbOrTx,
  userId: string,
  id: string,
  accountNumber: string,
): Promise<{ checkout: CheckoutRow; ifsc: string | null } | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  if (!accountNumber) {
    const checkout = await checkoutById(db, userId, id);
    return checkout && { checkout, ifsc: null };
  }
  const [row] = await rowsOf<CheckoutRow & { account_ifsc: string | null }>(
    db,
    sql`SELECT ${CHECKOUT_COLUMNS}, (SELECT ifsc FROM bank_account b WHERE b.user_id = ${userId} AND b.account_number = ${accountNumber} LIMIT 1) AS account_ifsc
        FROM checkout WHERE id = ${id} AND user_id = ${userId}`,
  );
  if (!row) return undefined;
  const { account_ifsc: ifsc, ...checkout } = row;
  return { checkout, ifsc };
}

/** Writes a checkout once per (user, key); undefined when the key's checkout was already there. */
export async function insertCheckout(
  tx: DbOrTx,
  c: { userId: string; ucc: string; key: string; cartId: string | null; lumpsums: unknown; validTill: Date; at: Date; actedBy?: string | null },
): Promise<CheckoutRow | undefined> {
  const [row] = await rowsOf<CheckoutRow>(
    tx,
    sql`INSERT INTO checkout (user_id, ucc, idempotency_key, cart_id, lumpsums, valid_till, created_at, acted_by_user_id)
        VALUES (${c.userId}, ${c.ucc}, ${c.key}, ${c.cartId}, ${JSON.stringify(c.lumpsums)}::jsonb, ${c.validTill.toISOString()}::timestamptz,
                ${c.at.toISOString()}::timestamptz, ${c.actedBy ?? null})
        ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING ${CHECKOUT_COLUMNS}`,
  );
  return row;
}

/** A checkout's SIP: ENTERING until the exchange answers, or VALID with the registration it already has. One per UniqueRefNo. */
export async function insertCheckoutSip(
  tx: DbOrTx,
  s: {
    checkoutId: string;
    userId: string;
    amfiCode: number;
    schemeCode: string;
    amount: string;
    sipDate: number;
    numInstallments: number;
    startDate: string;
    mandateId: string;
    uniqueRefNo: string;
    folioNo: string | null;
    at: Date;
    registered?: { xsipRegId: string; remarks: string };
  },
): Promise<string | undefined> {
  const [row] = await rowsOf<{ id: string }>(
    tx,
    sql`INSERT INTO checkout_sip (checkout_id, user_id, amfi_code, scheme_code, amount, sip_date, num_installments, start_date, mandate_id,
                                  unique_ref_no, status, xsip_reg_id, remarks, folio_no, created_at)
        VALUES (${s.checkoutId}, ${s.userId}, ${s.amfiCode}, ${s.schemeCode}, ${s.amount}, ${s.sipDate}, ${s.numInstallments},
                ${s.startDate}, ${s.mandateId}, ${s.uniqueRefNo}, ${s.registered ? 'VALID' : 'ENTERING'}, ${s.registered?.xsipRegId ?? null},
                ${s.registered?.remarks ?? null}, ${s.folioNo}, ${s.at.toISOString()}::timestamptz)
        ON CONFLICT (unique_ref_no) DO NOTHING
        RETURNING id::text`,
  );
  return row?.id;
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
  /** The scheme's offer window (null when it never was an NFO) and whether it has a NAV (decision 0148). */
  nfo_open_date: string | null;
  nfo_close_date: string | null;
  has_nav: boolean;
}

/** The user's cart (its id and advisor approval) and the orders it asks for, in one statement (decision 0092). */
export async function cartWithOrders(db: DbOrTx, userId: string): Promise<{ cart: { id: string; agent_status: string } | undefined; items: CartOrderRow[] }> {
  const rows = await rowsOf<{ cart_id: string; agent_status: string } & { [K in keyof CartOrderRow]: CartOrderRow[K] | null }>(
    db,
    sql`SELECT c.id::text AS cart_id, c.agent_status, o.amfi_code, o.investment_type, o.amount::text AS amount, o.sip_date, o.num_installments, o.folio_no,
               s.nfo_open_date::text AS nfo_open_date, s.nfo_close_date::text AS nfo_close_date, s.latest_nav IS NOT NULL AS has_nav
        FROM cart c LEFT JOIN LATERAL (
          SELECT i.amfi_code, i.investment_type, i.amount, i.sip_date, i.num_installments, i.folio_no, i.created_at, 0 AS position
          FROM cart_item i WHERE i.cart_id = c.id
          UNION ALL
          SELECT f.amfi_code, p.investment_type, f.amount, p.sip_date, p.num_installments, NULL::text, p.created_at, f.position
          FROM cart_pack_item p JOIN cart_pack_item_fund f ON f.cart_pack_item_id = p.id
          WHERE p.cart_id = c.id AND f.amount > 0
        ) o ON true
        LEFT JOIN scheme s ON s.amfi_code = o.amfi_code
        WHERE c.user_id = ${userId} ORDER BY o.created_at, o.position`,
  );
  const first = rows[0];
  if (!first) return { cart: undefined, items: [] };
  // The lateral join's columns are all there or all null: a row with an amfi_code is an order.
  const items = rows.filter((r): r is (typeof rows)[number] & CartOrderRow => r.amfi_code !== null);
  return { cart: { id: first.cart_id, agent_status: first.agent_status }, items: items.map(({ amfi_code, investment_type, amount, sip_date, num_installments, folio_no, nfo_open_date, nfo_close_date, has_nav }) => ({ amfi_code, investment_type, amount, sip_date, num_installments, folio_no, nfo_open_date, nfo_close_date, has_nav })) };
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

export type SchemeNames = Map<number, { schemeName: string; subCategory: string }>;

/**
 * An order summary's SIPs (unless the caller has them: `readSips` false) and the names of its
 * funds (the lumpsums' AMFI codes given, the SIPs' found), in one statement (decision 0092).
 */
export async function sipsAndNames(db: DbOrTx, checkoutId: string, lumpsumAmfis: number[], readSips: boolean): Promise<{ sips: SipRow[] | null; names: SchemeNames }> {
  const codes = [...new Set(lumpsumAmfis.filter((c) => Number.isInteger(c)))];
  const [row] = await rowsOf<{ sips: SipRow[] | string | null; names: { amfi_code: number; scheme_name: string; sub_category: string | null }[] | string }>(
    db,
    sql`SELECT
          CASE WHEN ${readSips} THEN (
            SELECT coalesce(json_agg(s ORDER BY s.id::bigint), '[]'::json) FROM (
              SELECT id::text, amfi_code, amount::text, sip_date, num_installments, unique_ref_no, status, xsip_reg_id, remarks
              FROM checkout_sip WHERE checkout_id = ${checkoutId}) s)
          END AS sips,
          (SELECT coalesce(json_agg(json_build_object('amfi_code', amfi_code, 'scheme_name', name, 'sub_category', sub_category)), '[]'::json)
           FROM scheme WHERE amfi_code = ANY(${`{${codes.join(',')}}`}::int[])
              OR amfi_code IN (SELECT amfi_code FROM checkout_sip WHERE checkout_id = ${checkoutId})) AS names`,
  );
  const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  const names = json(row!.names);
  const sips = row!.sips === null ? null : json(row!.sips);
  return {
    sips,
    names: new Map(names.map((r) => [Number(r.amfi_code), { schemeName: r.scheme_name, subCategory: r.sub_category ?? '' }])),
  };
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
