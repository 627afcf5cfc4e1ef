import {
  istDate,
  purchaseAllotment,
  redemptionAllotment,
  stpInstalmentDate,
  toDecimal,
  type Clock,
  type StpFrequency,
} from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxRedemptionCharges, SCHEME_TAX_COLUMNS, type SandboxSchemeTaxRow } from './sandbox-exit-load';
import { clientInScope, type ExchangeScope } from './sandbox-history-scope';
import { rowsOf, type SqlRunner } from '../../db/rows';

// The sandbox exchange's STP and SWP instalments (migration 0076, docs/decisions/0112), run as a
// job: an instalment is processed once the NAV of its date is published for its schemes. An STP
// takes units out of the source at that day's NAV (units = amount / NAV, rounded up to the
// scheme's precision, as any redemption by amount) and puts the amount into the destination at
// that day's NAV with stamp duty (units = (amount − stamp duty) / NAV, truncated); an SWP takes
// the units out and pays the amount out. The out leg bears the source's exit load (FIFO by lot
// age) and STT where they apply (sandbox-exit-load.ts, decision 0124): an STP puts the net amount
// into the destination, an SWP pays the net out. Each leg is an allotment statement row (OrderType STP or
// SWP, BuySell R or P), so the product's ledger reads them as every other allotment. A folio that
// no longer holds the units gets the instalment REFUSED (nothing moves; the plan goes on).
// Registrations are the queue: claimed with FOR UPDATE SKIP LOCKED and a lease, then worked under
// their row locks; the instalment's key (registration, number) makes each happen once.

export const INSUFFICIENT_UNITS_REMARK = 'FAILED: INSUFFICIENT BALANCE UNITS IN FOLIO';

export interface StpSwpInstalmentOptions {
  /** Most registrations per claim (default 500). */
  batch?: number;
  /** How long a claim holds its registrations (default 2 minutes). */
  leaseMs?: number;
  /** Called once a batch is claimed, before it is worked (tests stop a worker there). */
  afterClaim?: (registrations: number) => Promise<void>;
  /** The clients this pass works: the live exchange's by default, or one client's replayed past (sandbox-history-scope.ts). */
  scope?: ExchangeScope;
}

export interface StpSwpInstalmentResult {
  claimed: number;
  done: number;
  refused: number;
  completed: number;
}

interface DueRegistration {
  reg_no: string;
  trans_type: 'STP' | 'SWP';
  member_id: string;
  client_code: string;
  from_scheme_code: string;
  to_scheme_code: string | null;
  folio_no: string;
  frequency: StpFrequency;
  installment_amount: string;
  no_of_installments: number;
  start_date: string;
  next_installment_no: number;
  next_date: string;
}

interface SchemeFacts extends SandboxSchemeTaxRow {
  scheme_code: string;
  rta_scheme_code: string;
  isin: string | null;
  amc_code: string;
  settlement_type: string;
  unit_precision: number;
  nav: string;
  exit_load_flag: string | null;
  exit_load: string | null;
}

/** Registrations with an instalment due: its date reached and its schemes' NAVs of that date published. */
const dueSql = (today: string, at: string, scope: ExchangeScope) => sql`
  s.status = 'ACTIVE' AND s.next_date <= ${today}::date AND ${clientInScope(scope, 's.client_code', 's.registered_at')}
  AND (s.lease_until IS NULL OR s.lease_until <= ${at}::timestamptz)
  AND EXISTS (SELECT 1 FROM sandbox_exchange_scheme_master m JOIN nav_history n ON n.amfi_code = m.unique_no AND n.nav_date = s.next_date
              WHERE m.scheme_code = s.from_scheme_code)
  AND (s.to_scheme_code IS NULL OR EXISTS (
              SELECT 1 FROM sandbox_exchange_scheme_master m JOIN nav_history n ON n.amfi_code = m.unique_no AND n.nav_date = s.next_date
              WHERE m.scheme_code = s.to_scheme_code))`;

/** One pass: the due instalment of up to `batch` registrations (one further behind is taken again next pass). */
export async function runDueStpSwpInstalments(
  database: Pick<Database, 'db'>,
  clock: Clock,
  options: StpSwpInstalmentOptions = {},
): Promise<StpSwpInstalmentResult> {
  const db = database.db;
  const now = clock.now();
  const at = now.toISOString();
  const today = istDate(now);
  const result: StpSwpInstalmentResult = { claimed: 0, done: 0, refused: 0, completed: 0 };
  const leaseUntil = new Date(now.getTime() + (options.leaseMs ?? 120_000)).toISOString();
  const claimed = await rowsOf<{ reg_no: string }>(
    db,
    sql`WITH due AS (
          SELECT s.reg_no FROM sandbox_exchange_stp_swp s WHERE ${dueSql(today, at, options.scope)}
          ORDER BY s.next_date, s.reg_no LIMIT ${options.batch ?? 500}
          FOR UPDATE OF s SKIP LOCKED)
        UPDATE sandbox_exchange_stp_swp x SET lease_until = ${leaseUntil}::timestamptz
        FROM due WHERE x.reg_no = due.reg_no
        RETURNING x.reg_no::text`,
  );
  result.claimed = claimed.length;
  if (!claimed.length) return result;
  await options.afterClaim?.(claimed.length);

  await db.transaction(async (tx) => {
    const due = await rowsOf<DueRegistration>(
      tx,
      sql`SELECT reg_no::text, trans_type, member_id, client_code, from_scheme_code, to_scheme_code, folio_no, frequency,
                 installment_amount::text, no_of_installments, start_date::text, next_installment_no, next_date::text
          FROM sandbox_exchange_stp_swp
          WHERE reg_no = ANY(${`{${claimed.map((c) => c.reg_no).join(',')}}`}::bigint[])
            AND status = 'ACTIVE' AND lease_until = ${leaseUntil}::timestamptz
          ORDER BY reg_no
          FOR UPDATE`,
    );
    // One at a time, oldest first: two plans on one folio see each other's units leave.
    for (const r of due) {
      const outcome = await instalment(tx, r, now);
      if (outcome === 'DONE') result.done += 1;
      if (outcome === 'REFUSED') result.refused += 1;
      const n = r.next_installment_no + 1;
      const next = n > r.no_of_installments ? null : stpInstalmentDate(r.frequency, r.start_date, n);
      if (next === null) result.completed += 1;
      await tx.execute(sql`
        UPDATE sandbox_exchange_stp_swp
        SET next_installment_no = ${n}, next_date = ${next}::date, lease_until = NULL,
            status = CASE WHEN ${next}::date IS NULL THEN 'COMPLETED' ELSE status END
        WHERE reg_no = ${r.reg_no}::bigint AND next_installment_no = ${r.next_installment_no}`);
    }
  });
  return result;
}

async function schemeFacts(tx: SqlRunner, schemeCode: string, navDate: string): Promise<SchemeFacts> {
  const [s] = await rowsOf<SchemeFacts>(
    tx,
    sql`SELECT m.scheme_code, m.rta_scheme_code, m.isin, m.amc_code, m.settlement_type, m.unit_precision, n.nav::text AS nav,
               ${SCHEME_TAX_COLUMNS}, m.exit_load_flag, m.exit_load
        FROM sandbox_exchange_scheme_master m JOIN nav_history n ON n.amfi_code = m.unique_no AND n.nav_date = ${navDate}::date
        JOIN scheme s ON s.amfi_code = m.unique_no
        WHERE m.scheme_code = ${schemeCode}`,
  );
  if (!s) throw new Error(`No NAV of ${navDate} for ${schemeCode}`);
  return s;
}

/** Units the folio holds in the scheme by the sandbox's statement: P rows less R rows. */
async function heldUnits(tx: SqlRunner, folioNo: string, schemeCode: string): Promise<string> {
  const [row] = await rowsOf<{ units: string }>(
    tx,
    sql`SELECT coalesce(sum(CASE WHEN buy_sell = 'P' THEN allotted_unit ELSE -allotted_unit END), 0)::text AS units
        FROM sandbox_exchange_allotment WHERE folio_no = ${folioNo} AND scheme_code = ${schemeCode} AND valid_flag = 'Y'`,
  );
  return row?.units ?? '0';
}

async function instalment(tx: SqlRunner, r: DueRegistration, now: Date): Promise<'DONE' | 'REFUSED' | 'ALREADY'> {
  const navDate = r.next_date;
  const from = await schemeFacts(tx, r.from_scheme_code, navDate);
  const out = redemptionAllotment({ amount: r.installment_amount }, from.nav, from.unit_precision);
  const held = toDecimal(await heldUnits(tx, r.folio_no, r.from_scheme_code));
  const enough = out.units.lte(held);
  const numbers = enough
    ? (await rowsOf<{ n: string }>(tx, sql`SELECT nextval('sandbox_exchange_order_no_seq')::text AS n FROM generate_series(1, ${r.trans_type === 'STP' ? 2 : 1})`)).map((x) => x.n)
    : [];
  const [outNo, inNo] = [numbers[0] ?? null, numbers[1] ?? null];
  const written = await rowsOf<{ reg_no: string }>(
    tx,
    sql`INSERT INTO sandbox_exchange_stp_swp_instalment (reg_no, installment_no, scheduled_date, outcome, remarks, out_order_no, in_order_no, created_at)
        VALUES (${r.reg_no}::bigint, ${r.next_installment_no}, ${navDate}::date, ${enough ? 'DONE' : 'REFUSED'},
                ${enough ? `${r.trans_type} INSTALLMENT ${r.next_installment_no} PROCESSED` : INSUFFICIENT_UNITS_REMARK},
                ${outNo}::bigint, ${inNo}::bigint, ${now.toISOString()}::timestamptz)
        ON CONFLICT DO NOTHING RETURNING reg_no::text`,
  );
  if (!written.length) return 'ALREADY';
  if (!enough) return 'REFUSED';
  const reportDate = istDate(now);
  const charges = await sandboxRedemptionCharges(tx, {
    folioNo: r.folio_no,
    schemeCode: r.from_scheme_code,
    navDate,
    nav: from.nav,
    units: out.units.toFixed(from.unit_precision),
    value: out.payout.toFixed(2),
    exitLoadFlag: from.exit_load_flag,
    exitLoad: from.exit_load,
    scheme: from,
  });
  const legs = [
    {
      order_no: outNo!,
      s: from,
      buy_sell: 'R',
      units: out.units.toFixed(from.unit_precision),
      amount: out.payout.toFixed(2),
      stamp: '0',
      stt: charges.stt.toFixed(2),
      exitLoad: charges.exitLoad.toFixed(2),
    },
  ];
  if (r.trans_type === 'STP') {
    const to = await schemeFacts(tx, r.to_scheme_code!, navDate);
    // The destination gets what the units fetched after the exit load and STT.
    const inLeg = purchaseAllotment(charges.net, to.nav, navDate, to.unit_precision);
    legs.push({
      order_no: inNo!,
      s: to,
      buy_sell: 'P',
      units: inLeg.units.toFixed(to.unit_precision),
      amount: inLeg.amount.toFixed(2),
      stamp: inLeg.stampDuty.toFixed(2),
      stt: '0',
      exitLoad: '0',
    });
  }
  for (const leg of legs) {
    await tx.execute(sql`
      INSERT INTO sandbox_exchange_allotment
        (order_no, order_date, report_date, sett_type, member_code, client_code, scheme_code, rta_scheme_code, isin,
         amc_code, folio_no, order_type, buy_sell, nav_date, allotted_nav, allotted_unit, unit_precision, allotted_amt,
         stamp_duty, valid_flag, allotted_at, stt, exit_load)
      VALUES (${leg.order_no}::bigint, ${navDate}::date, ${reportDate}::date, ${leg.s.settlement_type}, ${r.member_id}, ${r.client_code},
              ${leg.s.scheme_code}, ${leg.s.rta_scheme_code}, ${leg.s.isin}, ${leg.s.amc_code}, ${r.folio_no}, ${r.trans_type}, ${leg.buy_sell},
              ${navDate}::date, ${leg.s.nav}::numeric, ${leg.units}::numeric, ${leg.s.unit_precision}, ${leg.amount}::numeric,
              ${leg.stamp}::numeric, 'Y', ${now.toISOString()}::timestamptz, ${leg.stt}::numeric, ${leg.exitLoad}::numeric)
      ON CONFLICT (order_no) DO NOTHING`);
  }
  return 'DONE';
}

/**
 * The next instalment date still to come of an active plan, as an instant (the NAV of that day is
 * published after 22:00 IST; the console's publishing wakes the job): null when none.
 */
export async function nextStpSwpDueAt(database: Pick<Database, 'db'>, now: Date, scope?: ExchangeScope): Promise<Date | null> {
  const [row] = await rowsOf<{ date: string | null }>(
    database.db,
    sql`SELECT min(next_date)::text AS date FROM sandbox_exchange_stp_swp
        WHERE status = 'ACTIVE' AND next_date > ${istDate(now)}::date AND ${clientInScope(scope, 'client_code', 'registered_at')}`,
  );
  return row?.date ? new Date(`${row.date}T22:00:00+05:30`) : null;
}
