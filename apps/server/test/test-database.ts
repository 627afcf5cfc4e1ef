// Fresh databases for integration tests (DESIGN.md "Conventions": each test gets its own).
//
// Always an in-memory PGlite; also a real PostgreSQL when TEST_DATABASE_URL is set
// (e.g. postgres://postgres@127.0.0.1:5432/test). On PostgreSQL each database is a new schema,
// reached through `?options=-c search_path=<schema>`, and dropped again on close.
//
//   import { forEachDatabase } from './test-database';
//   forEachDatabase('catalogue import', (open) => {
//     it('imports', async () => {
//       const db = await open();           // migrated; close it with db.close()
//       …
//     });
//   });
import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';

export interface OpenOptions {
  /** Apply the migrations (default true). */
  migrate?: boolean;
}

export interface TestDatabase {
  label: 'pglite' | 'postgres';
  /** A new, empty database (migrated unless told otherwise). Its close() also removes it. */
  open(options?: OpenOptions): Promise<Database>;
}

function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

function pglite(): TestDatabase {
  return {
    label: 'pglite',
    async open(options = {}) {
      const database = await openDatabase({});
      if (options.migrate ?? true) await migrate(database);
      return database;
    },
  };
}

function postgres(url: string): TestDatabase {
  return {
    label: 'postgres',
    async open(options = {}) {
      const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
      const admin = await openDatabase({ url });
      try {
        await (admin.raw as import('pg').Pool).query(`CREATE SCHEMA ${schema}`);
      } finally {
        await admin.close();
      }
      const database = await openDatabase({ url: withSearchPath(url, schema) });
      const close = database.close;
      database.close = async () => {
        await close();
        const cleanup = await openDatabase({ url });
        try {
          await (cleanup.raw as import('pg').Pool).query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        } finally {
          await cleanup.close();
        }
      };
      if (options.migrate ?? true) await migrate(database);
      return database;
    },
  };
}

/** PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(env: Record<string, string | undefined> = process.env): TestDatabase[] {
  const url = env.TEST_DATABASE_URL?.trim();
  return url ? [pglite(), postgres(url)] : [pglite()];
}

/** A describe block per test database, named "<name> [pglite]", "<name> [postgres]". */
export function forEachDatabase(
  name: string,
  fn: (open: TestDatabase['open'], label: TestDatabase['label']) => void,
): void {
  for (const db of testDatabases()) {
    describe(`${name} [${db.label}]`, () => fn(db.open, db.label));
  }
}
