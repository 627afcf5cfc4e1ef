import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The database or a transaction of it: anything that runs a statement. */
export type SqlRunner = Pick<Db, 'execute'>;

/** The rows of one statement, on PGlite and on PostgreSQL alike. */
export async function rowsOf<T>(db: SqlRunner, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return (result as unknown as { rows: T[] }).rows;
}
