import { EXCHANGE_PAYMENT_STATUSES, istDate, purchaseAllotment, type Clock } from '@sanchay/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { closePayment, PAYMENT_TEST_VALUES, realise } from './sandbox-payments';
import { nextPayoutSql, payDueRedemptions, payoutDueSql, redemptionDueSql, settleDueRedemptions } from './sandbox-redemption-settlement';
import { clientInScope, type ExchangeScope } from './sandbox-history-scope';
import { rowsOf } from '../../db/rows';

// The sandbox exchange's settlement (migration 0042), run as a job: cheques clear and mandate
// debits arrive when due, unpaid orders lapse, and every order whose money is realised is allotted
// once its NAV is published. The orders are the queue: claimed with FOR UPDATE SKIP LOCKED and a
// lease (as the outbox's rows are, integrations/notifications/deliver-worker.ts), so any number of
// workers run it; the allotment statement's key (order_no) makes each allotment happen once,
// whatever crashes or races.

export interface SettleOptions {
  /** Most orders allotted per claim (default 500). */
  batch?: number;
  /** How long a claim holds its orders (default 2 minutes); a crashed worker's claim is taken over after it. */
  leaseMs?: number;
  /** Called once a batch is claimed, before it is allotted (tests stop a worker there). */
  afterClaim?: (orders: number) => Promise<void>;
  /**
   * The clients this pass works (sandbox-history-scope.ts): by default the live exchange's, every
   * client but those whose past is being replayed; `{ pastOf }` one such client (the history runner).
   */
  scope?: ExchangeScope;
}

export interface SettleResult {
  /** Cheques and mandate debits realised (or bounced) in this pass. */
  realised: number;
  bounced: number;
  lapsed: number;
  claimed: number;
  allotted: number;
  /** Redemptions settled (units out, payout on the statement). */
  redeemed: number;
  /** Settled redemptions paid out (their payout day came). */
  paidOut: number;
}

interface ClaimedOrder {
  id: string;
  order_no: string;
  entry_date: string;
  member_id: string;
  client_code: string;
  scheme_code: string;
  buy_sell_type: 'FRESH' | 'ADDITIONAL';
  folio_no: string | null;
  order_val: string;
  nav_date: string;
  settle_attempts: number;
  amc_code: string;
  rta_scheme_code: string;
  isin: string | null;
  settlement_type: string;
  unit_precision: number;
  nav: string;
  xsip_reg_id: string | null;
}

/** One pass of settlement at the clock's now. */
export async function settleDue(
  database: Pick<Database, 'db'>,
  clock: Clock,
  options: SettleOptions = {},
): Promise<SettleResult> {
  const db = database.db;
  const now = clock.now();
  const result: SettleResult = { realised: 0, bounced: 0, lapsed: 0, claimed: 0, allotted: 0, redeemed: 0, paidOut: 0 };
  // Most passes find nothing: one read-only look on the partial indexes instead of three writes
  // (the job runs every second, on PGlite on the server's event loop; docs/decisions/0028).
  const scope = options.scope;
  if (!(await anythingDue(database, now, scope))) return result;

  // 1. Cheques and mandate debits that are due: each in its own transaction, claimed with SKIP LOCKED.
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [p] = await rowsOf<{
        id: string;
        realise_at: Date | string;
        payment_mode: string;
        cheque_number: string | null;
      }>(
        tx,
        sql`
        SELECT id::text, realise_at, payment_mode, cheque_number FROM sandbox_exchange_payment
        WHERE status = 'awaiting' AND realise_at IS NOT NULL AND realise_at <= ${now.toISOString()}::timestamptz
          AND ${clientInScope(scope, 'client_code', 'created_at')}
        ORDER BY realise_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      if (!p) return null;
      const bounces =
        p.payment_mode === 'CHEQUE' &&
        (p.cheque_number ?? '').endsWith(PAYMENT_TEST_VALUES.bouncingChequeSuffix);
      if (bounces) await closePayment(tx, p.id, 'rejected');
      else await realise(tx, p.id, new Date(p.realise_at));
      return bounces ? 'bounced' : 'realised';
    });
    if (!done) break;
    result[done] += 1;
  }

  // 2. Unpaid orders lapse at their time (the end of their day by default).
  const lapsed = await rowsOf<{ id: string }>(
    db,
    sql`
    UPDATE sandbox_exchange_order o SET lapsed_at = o.lapse_at
    WHERE o.payment_status = ${EXCHANGE_PAYMENT_STATUSES.notInitiated} AND o.lapsed_at IS NULL AND o.order_no IS NOT NULL
      AND o.lapse_at <= ${now.toISOString()}::timestamptz AND ${clientInScope(scope, 'o.client_code', 'o.entered_at')}
      AND (o.payment_id IS NULL OR EXISTS (SELECT 1 FROM sandbox_exchange_payment p
                                          WHERE p.id = o.payment_id AND p.status IN ('abandoned', 'rejected')))
    RETURNING o.id::text`,
  );
  result.lapsed = lapsed.length;

  // 3. Claim orders whose money is realised and whose NAV is published.
  const batch = options.batch ?? 500;
  const leaseUntil = new Date(now.getTime() + (options.leaseMs ?? 120_000));
  const claimed = await rowsOf<ClaimedOrder>(
    db,
    sql`
    WITH due AS (
      SELECT o.id FROM sandbox_exchange_order o
      JOIN sandbox_exchange_scheme_master m ON m.scheme_code = o.scheme_code
      WHERE o.payment_status = ${EXCHANGE_PAYMENT_STATUSES.approved} AND o.allotted_at IS NULL
        AND (o.lease_until IS NULL OR o.lease_until <= ${now.toISOString()}::timestamptz)
        -- Money realised by now (always so on the live clock; a replayed past never takes a later order).
        AND o.funds_realised_at <= ${now.toISOString()}::timestamptz AND ${clientInScope(scope, 'o.client_code', 'o.entered_at')}
        AND ${pricedSql(istDate(now))}
      ORDER BY o.funds_realised_at, o.id
      LIMIT ${batch}
      FOR UPDATE OF o SKIP LOCKED
    )
    UPDATE sandbox_exchange_order o
    SET lease_until = ${leaseUntil.toISOString()}::timestamptz, settle_attempts = o.settle_attempts + 1
    FROM due, sandbox_exchange_scheme_master m
    WHERE o.id = due.id AND m.scheme_code = o.scheme_code
    RETURNING o.id::text, o.order_no::text, o.entry_date::text, o.member_id, o.client_code, o.scheme_code, o.buy_sell_type,
              o.folio_no, o.order_val::text, o.nav_date::text, o.settle_attempts, o.xsip_reg_id::text, m.amc_code, m.rta_scheme_code, m.isin,
              m.settlement_type, m.unit_precision,
              COALESCE(o.offer_price, (SELECT n.nav FROM nav_history n WHERE n.amfi_code = m.unique_no AND n.nav_date = o.price_date))::text AS nav`,
  );
  result.claimed = claimed.length;
  // 3b. Redemptions whose NAV is published: units out, payout (sandbox-redemption-settlement.ts).
  const redemptions = await settleDueRedemptions(database, now, { batch, leaseUntil, scope });
  result.redeemed = redemptions.settled;
  // 3c. Payouts whose day has come (decision 0107).
  result.paidOut = await payDueRedemptions(database, now);
  if (!claimed.length) return result;
  await options.afterClaim?.(claimed.length);

  // 4. Allot the batch in one transaction: folios (one per client per AMC), statement rows, orders.
  const reportDate = istDate(now);
  result.allotted = await db.transaction(async (tx) => {
    const fresh = claimed.filter((o) => o.buy_sell_type === 'FRESH');
    const pairs = [
      ...new Map(
        fresh.map((o) => [`${o.client_code}|${o.amc_code}`, { c: o.client_code, a: o.amc_code }]),
      ).values(),
    ];
    if (pairs.length) {
      await tx.execute(sql`
        INSERT INTO sandbox_exchange_folio (folio_no, client_code, amc_code, opened_at)
        SELECT nextval('sandbox_exchange_folio_no_seq')::text, x.c, x.a, ${now.toISOString()}::timestamptz
        FROM json_to_recordset(${JSON.stringify(pairs)}::json) AS x(c text, a text)
        ON CONFLICT (client_code, amc_code) DO NOTHING`);
    }
    const folios = pairs.length
      ? await rowsOf<{ folio_no: string; client_code: string; amc_code: string }>(
          tx,
          sql`
          SELECT f.folio_no, f.client_code, f.amc_code FROM sandbox_exchange_folio f
          JOIN json_to_recordset(${JSON.stringify(pairs)}::json) AS x(c text, a text) ON f.client_code = x.c AND f.amc_code = x.a`,
        )
      : [];
    const folioOf = new Map(folios.map((f) => [`${f.client_code}|${f.amc_code}`, f.folio_no]));
    const rows = claimed.map((o) => {
      // Stamp duty by the NAV date the units are allotted at (none before 1 Jul 2020: decision 0160).
      const a = purchaseAllotment(o.order_val, o.nav, o.nav_date, o.unit_precision);
      return {
        order_no: o.order_no,
        order_date: o.entry_date,
        sett_type: o.settlement_type,
        member_code: o.member_id,
        client_code: o.client_code,
        scheme_code: o.scheme_code,
        rta_scheme_code: o.rta_scheme_code,
        isin: o.isin,
        amc_code: o.amc_code,
        folio_no:
          o.buy_sell_type === 'FRESH'
            ? folioOf.get(`${o.client_code}|${o.amc_code}`)!
            : o.folio_no!,
        nav_date: o.nav_date,
        // SIP instalments' orders are SIP on the statement, lumpsum orders NRM (BSE's OrderType).
        order_type: o.xsip_reg_id === null ? 'NRM' : 'SIP',
        allotted_nav: a.nav.toFixed(4),
        allotted_unit: a.units.toFixed(o.unit_precision),
        unit_precision: o.unit_precision,
        allotted_amt: a.amount.toFixed(2),
        stamp_duty: a.stampDuty.toFixed(2),
        id: o.id,
        attempts: o.settle_attempts,
      };
    });
    const inserted = await rowsOf<{ order_no: string }>(
      tx,
      sql`
      INSERT INTO sandbox_exchange_allotment
        (order_no, order_date, report_date, sett_type, member_code, client_code, scheme_code, rta_scheme_code, isin,
         amc_code, folio_no, order_type, buy_sell, nav_date, allotted_nav, allotted_unit, unit_precision, allotted_amt, stamp_duty, allotted_at)
      SELECT x.order_no, x.order_date, ${reportDate}::date, x.sett_type, x.member_code, x.client_code, x.scheme_code,
             x.rta_scheme_code, x.isin, x.amc_code, x.folio_no, x.order_type, 'P', x.nav_date, x.allotted_nav, x.allotted_unit, x.unit_precision,
             x.allotted_amt, x.stamp_duty, ${now.toISOString()}::timestamptz
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(order_no bigint, order_date date, sett_type text,
        member_code text, client_code text, scheme_code text, rta_scheme_code text, isin text, amc_code text,
        folio_no text, order_type text, nav_date date, allotted_nav numeric, allotted_unit numeric, unit_precision integer, allotted_amt numeric, stamp_duty numeric)
      ON CONFLICT (order_no) DO NOTHING
      RETURNING order_no::text`,
    );
    // Every claimed order is now allotted (by this pass or, after a lost lease, by another worker).
    await tx.execute(sql`
      UPDATE sandbox_exchange_order o SET allotted_at = ${now.toISOString()}::timestamptz, lease_until = NULL,
             folio_no = COALESCE(o.folio_no, x.folio_no)
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(id bigint, folio_no text)
      WHERE o.id = x.id AND o.allotted_at IS NULL`);
    return inserted.length;
  });
  return result;
}

/**
 * Whether order `o` (scheme master `m`) has its price: an NFO order (offer_price set, decision 0148)
 * once its allotment date has come in IST, any other once the NAV of its price date is published.
 */
function pricedSql(today: string): SQL {
  return sql`(CASE WHEN o.offer_price IS NOT NULL THEN o.price_date <= ${today}::date
              ELSE EXISTS (SELECT 1 FROM nav_history n WHERE n.amfi_code = m.unique_no AND n.nav_date = o.price_date) END)`;
}

/** Whether a pass has anything to do: a payment to realise, an order to lapse or one to allot. */
/**
 * The next time settlement has work by the clock alone: the earliest cheque or mandate debit to
 * realise, or unpaid order to lapse, after `now`; null when none. Allotments and redemptions wait
 * for NAVs, not for a time: publishing them wakes the job (due-work.ts), and the loop's
 * ceiling finds NAVs another process wrote. Work already due that a pass could not take (another
 * process holds it) is left to the ceiling too, so a pass never spins on it.
 */
export async function nextSettlementDueAt(
  database: Pick<Database, 'db'>,
  now: Date,
  scope?: ExchangeScope,
): Promise<Date | null> {
  const at = now.toISOString();
  const [row] = await rowsOf<{ at: Date | string | null }>(
    database.db,
    sql`
    SELECT LEAST(
      (SELECT min(realise_at) FROM sandbox_exchange_payment WHERE status = 'awaiting' AND realise_at > ${at}::timestamptz
         AND ${clientInScope(scope, 'client_code', 'created_at')}),
      (SELECT min(lapse_at) FROM sandbox_exchange_order
       WHERE payment_status = ${EXCHANGE_PAYMENT_STATUSES.notInitiated} AND lapsed_at IS NULL
         AND order_no IS NOT NULL AND lapse_at > ${at}::timestamptz AND ${clientInScope(scope, 'client_code', 'entered_at')}),
      -- An NFO order's allotment date (decision 0148): the start of that IST day.
      (SELECT min((price_date::timestamp - interval '5 hours 30 minutes') AT TIME ZONE 'UTC') FROM sandbox_exchange_order
       WHERE offer_price IS NOT NULL AND allotted_at IS NULL AND payment_status = ${EXCHANGE_PAYMENT_STATUSES.approved}
         AND (price_date::timestamp - interval '5 hours 30 minutes') AT TIME ZONE 'UTC' > ${at}::timestamptz
         AND ${clientInScope(scope, 'client_code', 'entered_at')}),
      ${nextPayoutSql(at)}) AS at`,
  );
  return row?.at == null ? null : new Date(row.at);
}

async function anythingDue(database: Pick<Database, 'db'>, now: Date, scope: ExchangeScope): Promise<boolean> {
  const at = now.toISOString();
  const [row] = await rowsOf<{ due: boolean }>(
    database.db,
    sql`
    SELECT EXISTS (SELECT 1 FROM sandbox_exchange_payment
                   WHERE status = 'awaiting' AND realise_at <= ${at}::timestamptz AND ${clientInScope(scope, 'client_code', 'created_at')})
        OR EXISTS (SELECT 1 FROM sandbox_exchange_order
                   WHERE payment_status = ${EXCHANGE_PAYMENT_STATUSES.notInitiated} AND lapsed_at IS NULL
                     AND order_no IS NOT NULL AND lapse_at <= ${at}::timestamptz AND ${clientInScope(scope, 'client_code', 'entered_at')})
        OR EXISTS (SELECT 1 FROM sandbox_exchange_order o
                   JOIN sandbox_exchange_scheme_master m ON m.scheme_code = o.scheme_code
                   WHERE o.payment_status = ${EXCHANGE_PAYMENT_STATUSES.approved} AND o.allotted_at IS NULL
                     AND ${pricedSql(istDate(now))}
                     AND (o.lease_until IS NULL OR o.lease_until <= ${at}::timestamptz)
                     AND o.funds_realised_at <= ${at}::timestamptz AND ${clientInScope(scope, 'o.client_code', 'o.entered_at')})
        OR ${redemptionDueSql(at, scope)} OR ${payoutDueSql(at)} AS due`,
  );
  return row?.due ?? true;
}
