import {
  fifoLots,
  folioUnits,
  stpInstalmentDate,
  toDecimal,
  type FolioUnits,
  type Reservation,
  type StpFrequency,
} from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { ledgerEntriesOf, type LedgerDb } from './investor-ledger';

// The units that may leave a folio in a scheme (issue 23 §4, docs/decisions/0161): the ledger's
// lots, every outflow placed and not yet settled, the ELSS lock per lot (the scheme facts'
// lock-in), through the domain's one rule (folioUnits). Redeem and STP registration read it inside
// the transaction that holds the investor's row lock and writes their order or plan, so two
// outflows placed at once queue and the second sees the first.

/**
 * A redemption in progress (buy_sell R): not yet allotted to the ledger and not refused by the
 * exchange (INVALID). An order whose entry was never answered (UNANSWERED) counts: the exchange
 * may have it (never oversell). The orders feature's figures read the same rule.
 */
export const REDEMPTION_IN_PROGRESS = sql`buy_sell = 'R' AND allotted_at IS NULL AND order_status <> 'INVALID'`;

/** Plan statuses before the exchange has it: the plan may still be registered in full. */
const PLAN_NOT_YET_AT_EXCHANGE = ['PENDING_VERIFICATION', 'APPROVED', 'PENDING'] as const;

interface PlanRow {
  id: string;
  trans_type: 'STP' | 'SWP';
  status: string;
  frequency: StpFrequency;
  start_date: string;
  no_of_installments: number;
  installment_amount: string;
  total_amount: string;
}

/** The latest instalment dated on or before `today` (null before the first). */
function latestInstalmentDue(p: PlanRow, today: string): string | null {
  let due: string | null = null;
  for (let n = 1; n <= p.no_of_installments; n += 1) {
    const date = stpInstalmentDate(p.frequency, p.start_date, n);
    if (date > today) break;
    due = date;
  }
  return due;
}

export interface FolioOutflowsOptions {
  /** Today in IST (YYYY-MM-DD). */
  today: string;
  /** A plan to leave out (the plan being registered, when it is already written). */
  exceptPlan?: string;
}

/**
 * Every outflow of a folio in a scheme placed and not yet settled (decision 0161):
 * - redemptions in progress (REDEMPTION_IN_PROGRESS), by units, amount or all units;
 * - STP and SWP plans not yet at the exchange: their whole total (they may yet be registered);
 * - an ACTIVE plan: its latest instalment dated up to today while the ledger has no out-leg of the
 *   folio and scheme on that date (the exchange processes an instalment once that day's NAV is
 *   out; earlier ones are in the ledger or were refused, later ones are not placed yet).
 */
export async function folioOutflowsInProgress(
  db: LedgerDb,
  holding: { ucc: string; folioNo: string; schemeCode: string },
  options: FolioOutflowsOptions,
): Promise<Reservation[]> {
  const { ucc, folioNo, schemeCode } = holding;
  const redemptions = await rowsOf<{ units: string | null; amount: string | null; all_units: boolean }>(
    db,
    sql`SELECT units::text, amount::text, all_units FROM investor_order
        WHERE ucc = ${ucc} AND folio_no = ${folioNo} AND scheme_code = ${schemeCode} AND ${REDEMPTION_IN_PROGRESS}`,
  );
  const plans = await rowsOf<PlanRow>(
    db,
    sql`SELECT id::text, trans_type, status, frequency, start_date::text, no_of_installments, installment_amount::text, total_amount::text
        FROM investor_stp_swp
        WHERE ucc = ${ucc} AND folio_no = ${folioNo} AND from_scheme_code = ${schemeCode}
          AND status IN ('PENDING_VERIFICATION', 'APPROVED', 'PENDING', 'ACTIVE') AND id <> ${options.exceptPlan ?? '0'}::bigint`,
  );
  const reservations: Reservation[] = redemptions.map((r) => ({
    kind: 'redemption',
    ...(r.units !== null && toDecimal(r.units).gt(0) ? { units: r.units } : {}),
    ...(r.amount !== null && toDecimal(r.amount).gt(0) ? { amount: r.amount } : {}),
    ...(r.all_units ? { allUnits: true } : {}),
  }));
  for (const p of plans) {
    const kind = p.trans_type === 'SWP' ? 'swp' : 'stp_out';
    if ((PLAN_NOT_YET_AT_EXCHANGE as readonly string[]).includes(p.status)) {
      reservations.push({ kind, amount: p.total_amount });
      continue;
    }
    const due = latestInstalmentDue(p, options.today);
    if (!due) continue;
    const [leg] = await rowsOf<{ found: boolean }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM ledger_entry WHERE ucc = ${ucc} AND folio_no = ${folioNo} AND scheme_code = ${schemeCode}
                           AND kind = ${kind} AND nav_date = ${due}::date) AS found`,
    );
    if (!leg?.found) reservations.push({ kind, amount: p.installment_amount });
  }
  return reservations;
}

/**
 * Held, reserved, locked and free units of a folio in a scheme (the domain's folioUnits over the
 * ledger); whether the scheme locks its units in is the product's scheme facts' lock-in.
 */
export async function folioUnitsOf(
  db: LedgerDb,
  holding: { ucc: string; folioNo: string; schemeCode: string; nav: string | null },
  options: FolioOutflowsOptions,
): Promise<FolioUnits> {
  const fifo = fifoLots(await ledgerEntriesOf(db, holding.ucc, { folioNo: holding.folioNo, schemeCode: holding.schemeCode }));
  if (!fifo.ok) throw new Error(`The ledger of folio ${holding.folioNo} (${holding.schemeCode}) does not fold: ${fifo.error.reason}`);
  const [facts] = await rowsOf<{ locked_in: boolean }>(
    db,
    sql`SELECT lock_in_years IS NOT NULL AS locked_in FROM scheme_facts WHERE scheme_code = ${holding.schemeCode}`,
  );
  const reservations = await folioOutflowsInProgress(db, holding, options);
  return folioUnits({ lots: fifo.lots, reservations, lockedIn: facts?.locked_in ?? false, nav: holding.nav, asOf: options.today });
}
