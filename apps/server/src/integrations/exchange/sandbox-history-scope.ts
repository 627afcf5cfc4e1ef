import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Database } from '../../db/client';

// Which work a pass of the sandbox exchange's processes (settlement, XSIP and STP instalments)
// takes (migration 0079, docs/decisions/0115). While a client's past is being replayed (an
// unfinished sandbox_exchange_history row), the rows made in that past — stamped before the
// replay started, on the history's clock — are the history runner's: it works them one client at
// a time on its own clock, so an allotment carries the past day as its report date and a
// redemption settles against exactly the units allotted before it. The live jobs, on THE clock,
// take everything else, that client's orders placed today included. Once the history is
// finished every row is the live jobs' again (a SIP registered in the past runs on).

/** Undefined: the live exchange. `pastOf`: one client whose past is being replayed. */
export type ExchangeScope = { readonly pastOf: string } | undefined;

/**
 * The condition on a row's client-code column and the column of when it was made (raw column
 * references, e.g. `o.client_code`, `o.entered_at`).
 */
export function clientInScope(scope: ExchangeScope, column: string, madeAt: string): SQL {
  const c = sql.raw(column);
  return scope
    ? sql`${c} = ${scope.pastOf}`
    : sql`NOT EXISTS (SELECT 1 FROM sandbox_exchange_history h
                      WHERE h.client_code = ${c} AND h.finished_at IS NULL AND ${sql.raw(madeAt)} < h.started_at)`;
}

/**
 * Whether the client's past is still being replayed (an unfinished history row): until it is
 * finished the ledger holds only the units allotted so far, so the product holds the investor's
 * live redemptions and STPs (docs/decisions/0123). False outside the sandbox (no rows).
 */
export async function pastBeingReplayed(db: Pick<Database['db'], 'execute'>, clientCode: string): Promise<boolean> {
  const found = await rowsOf(db, sql`SELECT 1 AS one FROM sandbox_exchange_history WHERE client_code = ${clientCode} AND finished_at IS NULL`);
  return found.length > 0;
}
