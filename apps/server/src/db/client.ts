import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The database behind one server process. One SQL dialect (PostgreSQL): PGlite in process by
 * default, a real PostgreSQL when a URL is given. `raw` reaches the driver for what Drizzle does
 * not cover (COPY, multi-statement migrations).
 */
export type Database =
  | { kind: 'pglite'; db: Db; raw: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; raw: pg.Pool; close(): Promise<void> };

export interface DatabaseOptions {
  /** postgres://… switches to PostgreSQL. */
  url?: string;
  /** PGlite data folder; omitted means in memory (tests). */
  dataDir?: string;
  /** PGlite's shared_buffers (default {@link PGLITE_SHARED_BUFFERS}); a bulk import may want more. */
  sharedBuffers?: string;
}

/**
 * PostgreSQL's default shared_buffers (128 MB) lives inside PGlite's WebAssembly memory, i.e. in
 * the server's own resident memory. The catalogue database is about 42 MB and the operating
 * system's page cache still holds its files, so a small buffer pool costs little: 16 MB took a
 * loaded server from 378 to 260 MB resident (docs/benchmarks.md).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // Imported only for PostgreSQL: a PGlite server never loads the driver (docs/decisions/0028).
    const [{ default: pgDriver }, { drizzle: drizzlePg }, { preparingClient }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('./prepared-statements'),
    ]);
    // Each parameterised statement prepared once per connection (docs/decisions/0118).
    const pool = new pgDriver.Pool({ connectionString: options.url, max: 10, Client: preparingClient(pgDriver.Client) });
    // A connection that dies while idle in the pool (the server restarted, an administrator ended
    // it) is an 'error' event on the pool; unheard, it ends the process. The pool drops that
    // connection and opens a new one for the next query, and a query that was running reports
    // its own error, so there is nothing more to do here than not crash.
    pool.on('error', () => undefined);
    const db: Db = drizzlePg(pool, { schema });
    return { kind: 'postgres', db, raw: pool, close: () => pool.end() };
  }
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    // On the command line, not in postgresql.conf: PGlite's `postgresqlconf` rewrites the whole
    // file, dropping initdb's settings (time zone UTC, messages locale, text search config).
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${options.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`,
    ],
  });
  const db: Db = drizzlePglite(client, { schema });
  return { kind: 'pglite', db, raw: client, close: () => client.close() };
}
