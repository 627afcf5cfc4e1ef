// PostgreSQL connections prepare each parameterised statement once (src/db/prepared-statements.ts,
// docs/decisions/0118). On PostgreSQL only (TEST_DATABASE_URL): PGlite has no such driver.
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { statementName } from '../src/db/prepared-statements';
import { forEachDatabase } from './test-database';

it('names a statement text once, and leaves texts without parameters and bulk statements unnamed', () => {
  const text = `SELECT ${Date.now()} + $1::int AS n`;
  const name = statementName(text, 1);
  expect(name).toMatch(/^s\d+$/);
  expect(statementName(text, 1)).toBe(name);
  expect(statementName(`${text} -- another`, 1)).not.toBe(name);
  expect(statementName('BEGIN; SELECT 1; COMMIT', 0)).toBeUndefined();
  expect(statementName(`SELECT ${'$1, '.repeat(200)}$1`, 201)).toBeUndefined();
});

forEachDatabase('prepared statements', (open, label) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it.runIf(label === 'postgres')(
    'a parameterised statement is prepared once per connection and answers as before; a failed one, a rolled-back one and a text without parameters still run',
    async () => {
      database = await open({ migrate: false });
      if (database.kind !== 'postgres') return;
      const client = await database.raw.connect();
      try {
        const prepared = async () =>
          (
            await client.query<{ statement: string }>(
              'SELECT statement FROM pg_prepared_statements ORDER BY statement',
            )
          ).rows.map((r) => r.statement);
        const db = database.db;
        // Through Drizzle, as the features run their statements (on the pool's connections).
        for (let i = 1; i <= 3; i += 1) {
          const rows = (await db.execute(sql`SELECT ${i}::int * 2 AS doubled`)) as unknown as {
            rows: { doubled: number }[];
          };
          expect(rows.rows).toEqual([{ doubled: i * 2 }]);
        }
        // On one connection: the same text twice is one prepared statement.
        const text = 'SELECT $1::text || $2::text AS joined';
        expect((await client.query(text, ['a', 'b'])).rows).toEqual([{ joined: 'ab' }]);
        expect((await client.query(text, ['c', 'd'])).rows).toEqual([{ joined: 'cd' }]);
        expect((await prepared()).filter((s) => s === text)).toHaveLength(1);

        // A statement that fails to parse is not taken for prepared: the next one with the same text fails the same way.
        const bad = 'SELECT $1::int FROM no_such_table';
        await expect(client.query(bad, [1])).rejects.toThrow(/no_such_table/);
        await expect(client.query(bad, [1])).rejects.toThrow(/no_such_table/);

        // Prepared inside a transaction that rolls back: still usable after it.
        const inTransaction = 'SELECT $1::int + 1 AS next';
        await client.query('BEGIN');
        expect((await client.query(inTransaction, [1])).rows).toEqual([{ next: 2 }]);
        await client.query('ROLLBACK');
        expect((await client.query(inTransaction, [2])).rows).toEqual([{ next: 3 }]);

        // Several statements in one text without parameters (a migration) run unprepared.
        await client.query(
          'CREATE TEMP TABLE t (n int); INSERT INTO t VALUES (1); INSERT INTO t VALUES (2)',
        );
        expect((await client.query('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 2 }]);
        expect(await prepared()).not.toContain(
          'CREATE TEMP TABLE t (n int); INSERT INTO t VALUES (1); INSERT INTO t VALUES (2)',
        );
      } finally {
        client.release();
      }
    },
  );
});
