import { istDate, redemptionAllotment, redemptionPayoutDate, toDecimal } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxRedemptionCharges, SCHEME_TAX_COLUMNS, type SandboxSchemeTaxRow } from './sandbox-exit-load';
import { clientInScope, type ExchangeScope } from './sandbox-history-scope';
import { rowsOf, type SqlRunner } from '../../db/rows';

// The sandbox exchange's redemptions (part of settleDue, sandbox-settlement.ts): an accepted
// redemption is settled once the NAV of its price date (set at entry by the 3 PM rule) is
// published: the units leave the folio, the payout is the statement row's AllottedAmt (BuySell R).
// A folio that no longer holds the units asked gets a statement row with ValidFlag N and nothing
// moves. Claimed as purchases are (FOR UPDATE SKIP LOCKED, a lease); the statement's key
// (order_no) makes each settle once. The row carries the exit load (the scheme's, FIFO by lot age:
// sandbox-exit-load.ts, decision 0124), the STT (0.001% of the value net of exit load, on
// equity-oriented units by the scheme's tax class: decision 0153) and the
// payout date (T+1 liquid and overnight, T+2 equity, T+3 others, business
// days, the domain's redemptionPayoutDate); payDueRedemptions pays it out at 10:00 IST on that day
// (docs/decisions/0107).

interface ClaimedRedemption extends SandboxSchemeTaxRow {
  id: string;
  order_no: string;
  entry_date: string;
  member_id: string;
  client_code: string;
  scheme_code: string;
  folio_no: string;
  order_val: string | null;
  qty: string | null;
  all_redeem: 'Y' | 'N';
  nav_date: string;
  amc_code: string;
  rta_scheme_code: string;
  isin: string | null;
  settlement_type: string;
  unit_precision: number;
  nav: string;
  exit_load_flag: string | null;
  exit_load: string | null;
}

/** Settles due redemptions; returns how many statement rows were written. */
export async function settleDueRedemptions(
  database: Pick<Database, 'db'>,
  now: Date,
  options: { batch: number; leaseUntil: Date; scope?: ExchangeScope },
): Promise<{ claimed: number; settled: number }> {
  const at = now.toISOString();
  const claimed = await rowsOf<ClaimedRedemption>(
    database.db,
    sql`
    WITH due AS (
      SELECT o.id FROM sandbox_exchange_order o
      JOIN sandbox_exchange_scheme_master m ON m.scheme_code = o.scheme_code
      WHERE o.buy_sell = 'R' AND o.order_no IS NOT NULL AND o.allotted_at IS NULL
        AND (o.lease_until IS NULL OR o.lease_until <= ${at}::timestamptz)
        AND o.entered_at <= ${at}::timestamptz AND ${clientInScope(options.scope, 'o.client_code', 'o.entered_at')}
        AND EXISTS (SELECT 1 FROM nav_history n WHERE n.amfi_code = m.unique_no AND n.nav_date = o.price_date)
      ORDER BY o.id
      LIMIT ${options.batch}
      FOR UPDATE OF o SKIP LOCKED
    )
    UPDATE sandbox_exchange_order o
    SET lease_until = ${options.leaseUntil.toISOString()}::timestamptz, settle_attempts = o.settle_attempts + 1
    FROM due, sandbox_exchange_scheme_master m, nav_history n, scheme s
    WHERE o.id = due.id AND m.scheme_code = o.scheme_code AND n.amfi_code = m.unique_no AND n.nav_date = o.price_date
      AND s.amfi_code = m.unique_no
    RETURNING o.id::text, o.order_no::text, o.entry_date::text, o.member_id, o.client_code, o.scheme_code, o.folio_no,
              o.order_val::text, o.qty::text, o.all_redeem, o.nav_date::text, m.amc_code, m.rta_scheme_code, m.isin,
              m.settlement_type, m.unit_precision, n.nav::text AS nav, ${SCHEME_TAX_COLUMNS},
              m.exit_load_flag, m.exit_load`,
  );
  if (!claimed.length) return { claimed: 0, settled: 0 };
  const reportDate = istDate(now);
  const settled = await database.db.transaction(async (tx) => {
    let written = 0;
    // One at a time, oldest first: two redemptions of one folio see each other's units leave.
    for (const o of claimed.sort((a, b) => Number(a.id) - Number(b.id))) {
      const held = await heldUnits(tx, o.folio_no, o.scheme_code);
      const ask = o.all_redeem === 'Y' ? { units: held } : o.qty !== null ? { units: o.qty } : { amount: o.order_val! };
      const a = toDecimal(held).gt(0) ? redemptionAllotment(ask, o.nav, o.unit_precision) : null;
      const valid = a !== null && a.units.lte(held);
      const schemeClass = { category: o.category, subCategory: o.sub_category };
      const charges = valid
        ? await sandboxRedemptionCharges(tx, {
            folioNo: o.folio_no,
            schemeCode: o.scheme_code,
            navDate: o.nav_date,
            nav: o.nav,
            units: a.units.toFixed(o.unit_precision),
            value: a.payout.toFixed(2),
            exitLoadFlag: o.exit_load_flag,
            exitLoad: o.exit_load,
            scheme: o,
          })
        : null;
      const stt = charges ? charges.stt.toFixed(2) : '0';
      const exitLoad = charges ? charges.exitLoad.toFixed(2) : '0';
      const payoutDate = valid ? redemptionPayoutDate(o.nav_date, schemeClass) : null;
      const inserted = await rowsOf<{ order_no: string }>(
        tx,
        sql`
        INSERT INTO sandbox_exchange_allotment
          (order_no, order_date, report_date, sett_type, member_code, client_code, scheme_code, rta_scheme_code, isin,
           amc_code, folio_no, order_type, buy_sell, nav_date, allotted_nav, allotted_unit, unit_precision, allotted_amt,
           stamp_duty, valid_flag, allotted_at, stt, payout_date, exit_load)
        VALUES (${o.order_no}, ${o.entry_date}::date, ${reportDate}::date, ${o.settlement_type}, ${o.member_id}, ${o.client_code},
                ${o.scheme_code}, ${o.rta_scheme_code}, ${o.isin}, ${o.amc_code}, ${o.folio_no}, 'NRM', 'R', ${o.nav_date}::date,
                ${o.nav}, ${valid ? a.units.toFixed(o.unit_precision) : '0'}, ${o.unit_precision},
                ${valid ? a.payout.toFixed(2) : '0'}, 0, ${valid ? 'Y' : 'N'}, ${at}::timestamptz, ${stt}, ${payoutDate}::date, ${exitLoad})
        ON CONFLICT (order_no) DO NOTHING
        RETURNING order_no::text`,
      );
      written += inserted.length;
      await tx.execute(sql`
        UPDATE sandbox_exchange_order SET allotted_at = ${at}::timestamptz, lease_until = NULL
        WHERE id = ${o.id} AND allotted_at IS NULL`);
    }
    return written;
  });
  return { claimed: claimed.length, settled };
}

/** Units the folio holds in the scheme by the sandbox's statement: purchases less redemptions. */
async function heldUnits(tx: SqlRunner, folioNo: string, schemeCode: string): Promise<string> {
  const [row] = await rowsOf<{ units: string }>(
    tx,
    sql`
    SELECT coalesce(sum(CASE WHEN buy_sell = 'P' THEN allotted_unit ELSE -allotted_unit END), 0)::text AS units
    FROM sandbox_exchange_allotment WHERE folio_no = ${folioNo} AND scheme_code = ${schemeCode} AND valid_flag = 'Y'`,
  );
  return row?.units ?? '0';
}

/** A redemption's payout instant: 10:00 IST on its payout date (the bank's morning credit). */
const PAYOUT_AT = sql.raw(`(payout_date::text || 'T10:00:00+05:30')::timestamptz`);

/**
 * Pays out the settled redemptions whose payout day has come (10:00 IST): marks the statement
 * row paid, once (a row already paid is left as it is, so two workers pay each once).
 */
export async function payDueRedemptions(database: Pick<Database, 'db'>, now: Date): Promise<number> {
  const at = now.toISOString();
  const paid = await rowsOf<{ order_no: string }>(
    database.db,
    sql`UPDATE sandbox_exchange_allotment SET paid_out_at = ${at}::timestamptz
        WHERE buy_sell = 'R' AND valid_flag = 'Y' AND paid_out_at IS NULL AND payout_date IS NOT NULL
          AND ${PAYOUT_AT} <= ${at}::timestamptz
        RETURNING order_no::text`,
  );
  return paid.length;
}

/** Whether a payout is due (for settleDue's cheap look). */
export const payoutDueSql = (at: string) => sql`
  EXISTS (SELECT 1 FROM sandbox_exchange_allotment
          WHERE buy_sell = 'R' AND valid_flag = 'Y' AND paid_out_at IS NULL AND payout_date IS NOT NULL
            AND ${PAYOUT_AT} <= ${at}::timestamptz)`;

/** The next payout after `now`, for the job's next due time. */
export const nextPayoutSql = (at: string) => sql`
  (SELECT min(${PAYOUT_AT}) FROM sandbox_exchange_allotment
   WHERE buy_sell = 'R' AND valid_flag = 'Y' AND paid_out_at IS NULL AND payout_date IS NOT NULL
     AND ${PAYOUT_AT} > ${at}::timestamptz)`;

/** Whether a redemption waits for settlement (for settleDue's cheap look). */
export const redemptionDueSql = (at: string, scope?: ExchangeScope) => sql`
  EXISTS (SELECT 1 FROM sandbox_exchange_order o
          JOIN sandbox_exchange_scheme_master m ON m.scheme_code = o.scheme_code
          JOIN nav_history n ON n.amfi_code = m.unique_no AND n.nav_date = o.price_date
          WHERE o.buy_sell = 'R' AND o.order_no IS NOT NULL AND o.allotted_at IS NULL
            AND (o.lease_until IS NULL OR o.lease_until <= ${at}::timestamptz)
            AND o.entered_at <= ${at}::timestamptz AND ${clientInScope(scope, 'o.client_code', 'o.entered_at')})`;
