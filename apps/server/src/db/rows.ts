import type { SQL } from 'drizzle-orm';

// The one typed read of raw SQL rows in the server (features, ledger, integrations, outside calls):
// Drizzle's `execute` answers the driver's result (node-postgres and PGlite both carry `rows`),
// untyped; the caller names the row's shape once here instead of casting at each statement. The
// first row is `const [row] = await rowsOf<…>(…)`.

/** Anything that runs a statement: the database, or a transaction. */
export interface SqlRunner {
  execute(statement: SQL): PromiseLike<unknown>;
}

/** The rows of one statement, as the caller's row type. */
export async function rowsOf<T>(db: SqlRunner, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as { rows: T[] }).rows;
}
