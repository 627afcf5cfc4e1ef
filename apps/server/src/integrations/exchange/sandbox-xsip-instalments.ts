import {
  businessDayOnOrBefore,
  exchangeCalendar,
  EXCHANGE_PAYMENT_STATUSES,
  istDate,
  istInstant,
  istTimeOfDay,
  purchaseNavApplicability,
  shiftIsoDate,
  sipInstalmentDates,
  type Clock,
  type NavCutOffClass,
} from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { OrderEntryRequest } from './exchange-orders';
import { debitMandates, type MandateDebitRequest } from './sandbox-mandate-debits';
import { confirmationMoment, orderConfirmation, type ConfirmationMoment } from './sandbox-order-entry';
import { clientInScope, type ExchangeScope } from './sandbox-history-scope';
import { rowsOf } from '../../db/rows';

// The sandbox exchange's XSIP instalments (migration 0054, docs/decisions/0063), run as a job: on
// an instalment's debit date (its SIP date, moved past weekends and holidays by the domain's
// sipInstalmentDates) at 10:00 IST the mandate is debited — within its limit per debit date, by the
// mandate register's one debit rule — and a child order is entered, its money realised then, for
// settlement to allot as any paid order. Registrations are the queue: claimed with FOR UPDATE SKIP
// LOCKED and a lease, then worked under their row locks in one transaction per batch; the
// instalment's key (registration, scheduled date) and the debit's key make each happen once,
// whatever crashes, reruns or races. Everything is set-based: one statement per step per batch.

/** The hour the bank debits a mandate on its debit date (as for one-time mandate payments). */
export const INSTALMENT_DEBIT_TIME_IST = '10:00';

export interface InstalmentOptions {
  /** Most registrations per claim (default 1,000). */
  batch?: number;
  /** How long a claim holds its registrations (default 2 minutes). */
  leaseMs?: number;
  /** Called once a batch is claimed, before it is worked (tests stop a worker there). */
  afterClaim?: (registrations: number) => Promise<void>;
  /** The clients this pass works: the live exchange's by default, or one client's replayed past (sandbox-history-scope.ts). */
  scope?: ExchangeScope;
}

export interface InstalmentResult {
  claimed: number;
  /** Instalments whose mandate was debited: a child order each. */
  ordered: number;
  /** Instalments whose debit was refused (no order; the SIP goes on). */
  refused: number;
  /** Instalments skipped because the registration is paused (no debit, no order). */
  skipped?: number;
  /** Registrations whose last instalment this pass took. */
  completed: number;
}

interface DueRegistration {
  xsip_reg_id: string;
  member_id: string;
  user_id: string;
  client_code: string;
  scheme_code: string;
  start_date: string;
  installment_amount: string;
  no_of_installments: number;
  mandate_id: string;
  next_installment_no: number;
  folio_no: string | null;
  client_folio: string | null;
  nav_cutoff_class: NavCutOffClass;
  purchase_cutoff_time: string;
  /** The instalment falls in a pause (decision 0110): skipped, no debit, no order. */
  paused: boolean;
}

/** The last debit date whose instalments are due at `now`: today from 10:00 IST, else yesterday. */
export function instalmentsDueThrough(now: Date): string {
  const today = istDate(now);
  return istTimeOfDay(now) >= `${INSTALMENT_DEBIT_TIME_IST}:00` ? today : shiftIsoDate(today, { days: -1 });
}

/**
 * The next time an instalment falls due: 10:00 IST on the earliest debit date still to come of an
 * active registration; null when none. Instalments due already that a pass could not take (another
 * process holds their lease) are left to the loop's ceiling, so a pass never spins on them.
 */
export async function nextInstalmentDueAt(
  database: Pick<Database, 'db'>,
  now: Date,
  scope?: ExchangeScope,
): Promise<Date | null> {
  const [row] = await rowsOf<{ date: string | null }>(
    database.db,
    sql`SELECT min(next_debit_date)::text AS date FROM sandbox_exchange_xsip
        WHERE status = 'ACTIVE' AND next_debit_date > ${instalmentsDueThrough(now)}::date AND ${clientInScope(scope, 'client_code', 'registered_at')}`,
  );
  return row?.date ? new Date(`${row.date}T${INSTALMENT_DEBIT_TIME_IST}:00+05:30`) : null;
}

/** Whether any instalment is due (one look on the partial index; most passes find none). */
async function anythingDue(database: Pick<Database, 'db'>, through: string, now: Date, scope: ExchangeScope): Promise<boolean> {
  const [row] = await rowsOf<{ due: boolean }>(
    database.db,
    sql`SELECT EXISTS (SELECT 1 FROM sandbox_exchange_xsip WHERE status = 'ACTIVE' AND next_debit_date <= ${through}::date
                       AND (lease_until IS NULL OR lease_until <= ${now.toISOString()}::timestamptz)
                       AND ${clientInScope(scope, 'client_code', 'registered_at')}) AS due`,
  );
  return row?.due ?? true;
}

/** One pass: the due instalment of up to `batch` registrations (a registration further behind is taken again next pass). */
export async function placeDueInstalments(
  database: Pick<Database, 'db'>,
  clock: Clock,
  options: InstalmentOptions = {},
): Promise<InstalmentResult> {
  const db = database.db;
  const now = clock.now();
  const result: InstalmentResult = { claimed: 0, ordered: 0, refused: 0, completed: 0 };
  const through = instalmentsDueThrough(now);
  if (!(await anythingDue(database, through, now, options.scope))) return result;

  const batch = options.batch ?? 1000;
  const leaseUntil = new Date(now.getTime() + (options.leaseMs ?? 120_000)).toISOString();
  const claimed = await rowsOf<{ id: string }>(
    db,
    sql`WITH due AS (
          SELECT xsip_reg_id FROM sandbox_exchange_xsip
          WHERE status = 'ACTIVE' AND next_debit_date <= ${through}::date
            AND (lease_until IS NULL OR lease_until <= ${now.toISOString()}::timestamptz)
            AND ${clientInScope(options.scope, 'client_code', 'registered_at')}
          ORDER BY next_debit_date, xsip_reg_id LIMIT ${batch}
          FOR UPDATE SKIP LOCKED)
        UPDATE sandbox_exchange_xsip x SET lease_until = ${leaseUntil}::timestamptz
        FROM due WHERE x.xsip_reg_id = due.xsip_reg_id
        RETURNING x.xsip_reg_id::text AS id`,
  );
  result.claimed = claimed.length;
  if (!claimed.length) return result;
  await options.afterClaim?.(claimed.length);

  const ids = `{${claimed.map((c) => c.id).join(',')}}`;
  await db.transaction(async (tx) => {
    // Under the rows' locks, only registrations still active and still this claim's: a cancellation
    // that committed first wins, and a worker whose lease was taken over does nothing.
    const due = await rowsOf<DueRegistration>(
      tx,
      sql`SELECT x.xsip_reg_id::text, x.member_id, x.user_id, x.client_code, x.scheme_code, x.start_date::text AS start_date,
                 x.installment_amount::text AS installment_amount, x.no_of_installments, x.mandate_id, x.next_installment_no,
                 x.folio_no, f.folio_no AS client_folio, m.nav_cutoff_class, m.purchase_cutoff_time,
                 coalesce(x.next_installment_no BETWEEN x.pause_from_no AND x.pause_to_no, false) AS paused
          FROM sandbox_exchange_xsip x
          JOIN sandbox_exchange_scheme_master m ON m.scheme_code = x.scheme_code
          LEFT JOIN sandbox_exchange_folio f ON f.client_code = x.client_code AND f.amc_code = m.amc_code
          WHERE x.xsip_reg_id = ANY(${ids}::bigint[])
            AND x.status = 'ACTIVE' AND x.lease_until = ${leaseUntil}::timestamptz
          ORDER BY x.xsip_reg_id
          FOR UPDATE OF x`,
    );
    if (!due.length) return;
    const work = due.map((r) => ({ r, dates: sipInstalmentDates(r.start_date, r.next_installment_no) }));

    // 1. The mandate debits (the register's rule, its limit per debit date; once per key).
    // A paused instalment is skipped: no debit asked of the mandate (decision 0110).
    const debits: MandateDebitRequest[] = work.filter(({ r }) => !r.paused).map(({ r, dates }) => ({
      debitKey: `XSIP-${r.xsip_reg_id}-${dates.scheduledDate}`,
      mandateId: r.mandate_id,
      clientCode: r.client_code,
      amount: r.installment_amount,
      debitDate: dates.debitDate,
    }));
    const debitAnswers = debits.length ? await debitMandates(tx, debits, now) : [];
    const answers: { outcome: 'DEBITED' | 'REFUSED' | 'PAUSED'; remarks: string }[] = work.map(({ r }) =>
      r.paused ? { outcome: 'PAUSED', remarks: 'INSTALMENT SKIPPED: XSIP PAUSED' } : debitAnswers.shift()!,
    );

    // 2. Order numbers for the debited ones, in one statement.
    const debited = answers.filter((a) => a.outcome === 'DEBITED').length;
    const numbers = debited
      ? (await rowsOf<{ n: string }>(tx, sql`SELECT nextval('sandbox_exchange_order_no_seq')::text AS n FROM generate_series(1, ${debited})`)).map((x) => x.n)
      : [];
    // Per debit date and scheme class (not per row): the instant, NAV dates and confirmation moment.
    const byDay = new Map<string, { realisedAt: Date; navDate: string; priceDate: string; moment: ConfirmationMoment }>();
    const instalments = [];
    const orders = [];
    for (const [i, { r, dates }] of work.entries()) {
      const answer = answers[i]!;
      const orderNo = answer.outcome === 'DEBITED' ? numbers.shift()! : null;
      instalments.push({
        id: r.xsip_reg_id,
        scheduled: dates.scheduledDate,
        no: r.next_installment_no,
        debit: dates.debitDate,
        outcome: orderNo ? 'ORDERED' : answer.outcome === 'PAUSED' ? 'PAUSED' : 'REFUSED',
        remarks: answer.remarks,
        order_no: orderNo,
      });
      if (!orderNo) continue;
      // The money is realised when the bank debits the mandate: 10:00 IST on the debit date.
      const dayKey = `${dates.debitDate}|${r.nav_cutoff_class}|${r.purchase_cutoff_time}`;
      let day = byDay.get(dayKey);
      if (!day) {
        const realisedAt = istInstant(dates.debitDate, INSTALMENT_DEBIT_TIME_IST);
        const { navDate } = purchaseNavApplicability(realisedAt, r.nav_cutoff_class, exchangeCalendar);
        const priceDate = businessDayOnOrBefore(navDate, exchangeCalendar);
        day = { realisedAt, navDate, priceDate, moment: confirmationMoment(realisedAt, r.purchase_cutoff_time) };
        byDay.set(dayKey, day);
      }
      const folio = r.folio_no ?? r.client_folio;
      const entry: OrderEntryRequest = {
        TransCode: 'NEW',
        TransNo: `XSIP${r.xsip_reg_id}-${r.next_installment_no}`,
        UserID: r.user_id,
        MemberId: r.member_id,
        ClientCode: r.client_code,
        SchemeCd: r.scheme_code,
        BuySell: 'P',
        BuySellType: folio ? 'ADDITIONAL' : 'FRESH',
        DPTxn: 'P',
        OrderVal: r.installment_amount,
        Qty: '',
        AllRedeem: 'N',
        FolioNo: folio ?? '',
      };
      const remarks = orderConfirmation(entry, orderNo, day.moment, r.purchase_cutoff_time);
      orders.push({
        member_id: r.member_id,
        entry_date: dates.debitDate,
        trans_no: entry.TransNo,
        user_id: r.user_id,
        client_code: r.client_code,
        scheme_code: r.scheme_code,
        buy_sell_type: entry.BuySellType,
        order_val: r.installment_amount,
        folio_no: folio,
        order_no: orderNo,
        bse_remarks: remarks,
        funds_realised_at: day.realisedAt.toISOString(),
        nav_date: day.navDate,
        price_date: day.priceDate,
        xsip_reg_id: r.xsip_reg_id,
      });
    }

    // 3. The instalments, once each by their key; only those written now get an order.
    const written = await rowsOf<{ id: string }>(
      tx,
      sql`INSERT INTO sandbox_exchange_xsip_instalment
            (xsip_reg_id, scheduled_date, installment_no, debit_date, outcome, remarks, order_no, created_at)
          SELECT x.id, x.scheduled, x.no, x.debit, x.outcome, x.remarks, x.order_no, ${now.toISOString()}::timestamptz
          FROM jsonb_to_recordset(${JSON.stringify(instalments)}::jsonb)
            AS x(id bigint, scheduled date, no integer, debit date, outcome text, remarks text, order_no bigint)
          ON CONFLICT DO NOTHING
          RETURNING xsip_reg_id::text AS id`,
    );
    const fresh = new Set(written.map((w) => w.id));
    const toEnter = orders.filter((o) => fresh.has(o.xsip_reg_id));
    if (toEnter.length) {
      await tx.execute(sql`
        INSERT INTO sandbox_exchange_order
          (member_id, entry_date, trans_no, trans_code, user_id, client_code, scheme_code, buy_sell, buy_sell_type, order_val,
           all_redeem, folio_no, request, order_no, success_flag, bse_remarks, reply, entered_at, payment_status,
           funds_realised_at, nav_date, price_date, xsip_reg_id)
        SELECT x.member_id, x.entry_date, x.trans_no, 'NEW', x.user_id, x.client_code, x.scheme_code, 'P', x.buy_sell_type, x.order_val,
               'N', x.folio_no,
               -- The entry's fields and the pipe-separated reply, as order entry keeps them (built here: half the payload).
               jsonb_build_object('TransCode', 'NEW', 'TransNo', x.trans_no, 'UserID', x.user_id, 'MemberId', x.member_id,
                 'ClientCode', x.client_code, 'SchemeCd', x.scheme_code, 'BuySell', 'P', 'BuySellType', x.buy_sell_type, 'DPTxn', 'P',
                 'OrderVal', x.order_val::text, 'Qty', '', 'AllRedeem', 'N', 'FolioNo', coalesce(x.folio_no, '')),
               x.order_no, '0', x.bse_remarks,
               concat_ws('|', 'NEW', x.trans_no, x.order_no, x.user_id, x.member_id, x.client_code, x.bse_remarks, '0'),
               ${now.toISOString()}::timestamptz,
               ${EXCHANGE_PAYMENT_STATUSES.approved}, x.funds_realised_at, x.nav_date, x.price_date, x.xsip_reg_id
        FROM jsonb_to_recordset(${JSON.stringify(toEnter)}::jsonb) AS x(member_id text, entry_date date, trans_no text, user_id text,
          client_code text, scheme_code text, buy_sell_type text, order_val numeric, folio_no text, order_no bigint,
          bse_remarks text, funds_realised_at timestamptz, nav_date date, price_date date, xsip_reg_id bigint)`);
    }
    result.ordered = instalments.filter((x) => fresh.has(x.id) && x.outcome === 'ORDERED').length;
    result.refused = instalments.filter((x) => fresh.has(x.id) && x.outcome === 'REFUSED').length;
    result.skipped = instalments.filter((x) => fresh.has(x.id) && x.outcome === 'PAUSED').length;

    // 4. Each registration moves to its next instalment (or completes), its claim released.
    const next = work.map(({ r }) => {
      const n = r.next_installment_no + 1;
      return { id: r.xsip_reg_id, taken: r.next_installment_no, n, debit: n > r.no_of_installments ? null : sipInstalmentDates(r.start_date, n).debitDate };
    });
    result.completed = next.filter((x) => x.debit === null).length;
    await tx.execute(sql`
      UPDATE sandbox_exchange_xsip s
      SET next_installment_no = x.n, next_debit_date = x.debit,
          status = CASE WHEN x.debit IS NULL THEN 'COMPLETED' ELSE s.status END, lease_until = NULL
      FROM jsonb_to_recordset(${JSON.stringify(next)}::jsonb) AS x(id bigint, taken integer, n integer, debit date)
      WHERE s.xsip_reg_id = x.id AND s.next_installment_no = x.taken`);
  });
  return result;
}

