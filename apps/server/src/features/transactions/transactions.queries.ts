import type { TransactionFilter, TransactionKind } from '@sanchay/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/client';

// The Transactions screen's one query (decision 0111): the user's orders (investor_order: checkout
// purchases and redemptions) and the ledger's allotments that no order of ours placed (XSIP
// instalments' child orders, STP and SWP legs, orders placed elsewhere), each by the order type
// the exchange reported (ledger_entry.order_type, decision 0122), filtered, newest first, one
// page with the total.

export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface TransactionDbRow {
  key: string;
  kind: TransactionKind;
  day: string;
  scheme_code: string;
  scheme_id: number | null;
  scheme_name: string | null;
  amount: string | null;
  units: string | null;
  nav: string | null;
  folio_no: string | null;
  order_no: string | null;
  order_status: 'ENTERING' | 'VALID' | 'INVALID' | 'UNANSWERED';
  payment_status: string | null;
  allotted: boolean;
  all_units: boolean;
  remarks: string | null;
  total: number;
}

/** A ledger row's kind: its order type; one recorded before the type was ('other') by its kind. */
const LEDGER_KIND = sql.raw(`CASE l.order_type WHEN 'lumpsum' THEN 'PURCHASE' WHEN 'sip' THEN 'SIP' WHEN 'redemption' THEN 'REDEMPTION'
  WHEN 'stp_in' THEN 'STP_IN' WHEN 'stp_out' THEN 'STP_OUT' WHEN 'swp' THEN 'SWP' WHEN 'switch_in' THEN 'SWITCH_IN'
  WHEN 'switch_out' THEN 'SWITCH_OUT' ELSE CASE WHEN l.units > 0 THEN 'PURCHASE' ELSE 'REDEMPTION' END END`);

/** IST calendar day of a timestamptz (fixed offset, decision 0064). */
const istDay = (column: SQL) => sql`((${column} AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date`;

export async function transactionsPage(db: DbOrTx, userId: string, filter: TransactionFilter, pageSize: number): Promise<TransactionDbRow[]> {
  const where: SQL[] = [sql`true`];
  if (filter.fromDate) where.push(sql`t.day >= ${filter.fromDate}::date`);
  if (filter.toDate) where.push(sql`t.day <= ${filter.toDate}::date`);
  if (filter.type !== 'ALL') where.push(sql`t.kind = ${filter.type}`);
  return rowsOf<TransactionDbRow>(db, sql`
    WITH t AS (
      SELECT 'O' || o.id AS key, CASE o.buy_sell WHEN 'P' THEN 'PURCHASE' ELSE 'REDEMPTION' END AS kind,
             ${istDay(sql`o.created_at`)} AS day, o.created_at AS at, o.scheme_code,
             -- A settled redemption shows what was paid out: its value less exit load and STT (decision 0124).
             coalesce(le.amount - le.stt - le.exit_load, o.allotted_amount, o.amount)::text AS amount,
             coalesce(o.allotted_units, o.units)::text AS units,
             o.allotted_nav::text AS nav, o.folio_no, o.bse_order_no::text AS order_no, o.order_status, o.payment_status,
             o.allotted_at IS NOT NULL AS allotted, o.all_units, o.remarks
      FROM investor_order o
      LEFT JOIN ledger_entry le ON le.exchange_order_no = o.bse_order_no AND le.units < 0
      WHERE o.user_id = ${userId}
      UNION ALL
      SELECT 'L' || l.id, ${LEDGER_KIND},
             l.order_date, l.recorded_at, l.scheme_code,
             (CASE WHEN l.units < 0 THEN l.amount - l.stt - l.exit_load ELSE l.amount END)::text, abs(l.units)::text, l.nav::text, l.folio_no,
             l.exchange_order_no::text, 'VALID', NULL, true, false, NULL
      FROM ledger_entry l JOIN investor_profile p ON p.ucc = l.ucc AND p.user_id = ${userId}
      WHERE NOT EXISTS (SELECT 1 FROM investor_order o WHERE o.bse_order_no = l.exchange_order_no)
    )
    SELECT t.key, t.kind, t.day::text AS day, t.scheme_code, s.amfi_code AS scheme_id, s.name AS scheme_name, t.amount, t.units, t.nav,
           t.folio_no, t.order_no, t.order_status, t.payment_status, t.allotted, t.all_units, t.remarks,
           (count(*) OVER ())::int AS total
    FROM t LEFT JOIN scheme s ON s.amfi_code::text = split_part(t.scheme_code, '-', 1)
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY t.day DESC, t.at DESC, t.key DESC
    LIMIT ${pageSize} OFFSET ${(filter.page - 1) * pageSize}`);
}

/** The total when the page asked for is past the end (the window count needs a row). */
export async function transactionsCount(db: DbOrTx, userId: string, filter: TransactionFilter): Promise<number> {
  const rows = await transactionsPage(db, userId, { ...filter, page: 1 }, 1);
  return rows[0]?.total ?? 0;
}
