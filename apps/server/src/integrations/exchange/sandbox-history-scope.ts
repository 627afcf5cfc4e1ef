import { sql, type SQL } from 'drizzle-orm';

// Which clients a pass of the sandbox exchange's processes (settlement, XSIP instalments) works
// (migration 0079, docs/decisions/0115). The live jobs, on THE clock, work every client except
// those whose past is being replayed (an unfinished sandbox_exchange_history row): the history
// runner works those, one client at a time on its own clock in the past, so that an allotment it
// makes carries the past day as its report date and a redemption settles against exactly the
// units allotted before it. Once the history is finished the client is the live jobs' again.

/** Undefined: the live exchange. `pastOf`: one client whose past is being replayed. */
export type ExchangeScope = { readonly pastOf: string } | undefined;

/** The condition on a client-code column (a raw column reference, e.g. `o.client_code`). */
export function clientInScope(scope: ExchangeScope, column: string): SQL {
  const c = sql.raw(column);
  return scope
    ? sql`${c} = ${scope.pastOf}`
    : sql`NOT EXISTS (SELECT 1 FROM sandbox_exchange_history h WHERE h.client_code = ${c} AND h.finished_at IS NULL)`;
}
