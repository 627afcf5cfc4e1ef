import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../integrations/notifications';

/** The database or a transaction: anything that runs a statement. */
export type SqlRunner = Pick<DbOrTx, 'execute'>;

/** The rows of one statement, on PGlite and on PostgreSQL alike. */
export async function rowsOf<T>(db: SqlRunner, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}
