// The fresh databases themselves (test-database.ts): whatever one test leaves behind, the next
// test's database is as migrated. On PGlite a used schema is put back and handed out again
// (docs/decisions/0073), so this is what keeps tests from seeing each other's rows.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { forEachDatabase } from './test-database';

const one = async <T>(database: Database, query: ReturnType<typeof sql>): Promise<T> => {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0]!;
};

/** Everything a test can change without DDL, as a caller reads it. */
async function state(database: Database) {
  return {
    users: await one<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM user_account`),
    clock: await one<{ offset_ms: string }>(database, sql`SELECT offset_ms::text FROM sandbox_clock`),
    migrations: await one<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM schema_migrations`),
    ucc: await one<{ next: string }>(database, sql`SELECT nextval('investor_ucc_seq')::text AS next`),
  };
}

forEachDatabase('each open()', (open) => {
  it('is as migrated, whatever the previous test left: rows, a filled table changed, a sequence moved', async () => {
    const first = await open();
    const before = await state(first);
    await first.db.execute(sql`INSERT INTO user_account (mobile, name) VALUES ('9876543210', 'Left Behind')`);
    await first.db.execute(sql`UPDATE sandbox_clock SET offset_ms = 86400000`);
    await first.db.execute(sql`DELETE FROM schema_migrations WHERE name LIKE '0001%'`);
    await first.db.execute(sql`SELECT nextval('investor_ucc_seq') FROM generate_series(1, 5)`);
    await first.close();

    const second = await open();
    try {
      expect(await state(second)).toEqual(before);
    } finally {
      await second.close();
    }
  });

  it('has the migrated shape after a test changed the schema (a table added, a constraint dropped)', async () => {
    const first = await open();
    await first.db.execute(sql`CREATE TABLE left_behind (id int)`);
    await first.db.execute(sql`ALTER TABLE sandbox_clock DROP CONSTRAINT sandbox_clock_offset_ms_check`);
    await first.close();

    const second = await open();
    try {
      const tables = await one<{ n: number }>(
        second,
        sql`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'left_behind'`,
      );
      expect(tables.n).toBe(0);
      await expect(second.db.execute(sql`UPDATE sandbox_clock SET offset_ms = -1`)).rejects.toThrow();
    } finally {
      await second.close();
    }
  });
});

describe('an unmigrated open()', () => {
  forEachDatabase('after a migrated one', (open) => {
    it('is empty', async () => {
      const migrated = await open();
      await migrated.close();
      const empty = await open({ migrate: false });
      try {
        const tables = await one<{ n: number }>(
          empty,
          sql`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = current_schema()`,
        );
        expect(tables.n).toBe(0);
      } finally {
        await empty.close();
      }
    });
  });
});
