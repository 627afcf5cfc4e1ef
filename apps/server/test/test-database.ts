// Fresh databases for integration tests (DESIGN.md "Conventions": each test gets its own).
//
// Always PGlite; also a real PostgreSQL when TEST_DATABASE_URL is set
// (e.g. postgres://postgres@127.0.0.1:5432/test). Every open() is a new, empty schema that the
// real migrations are applied to, and close() drops it: no test sees another's rows, and nothing
// has to know which tables to empty (a new table cannot escape). A new schema is how both drivers
// make a fresh database quickly: starting a PGlite instance (or cloning one) takes 1–13 s on a busy
// two-core machine, creating a schema and migrating it about 0.2–0.4 s. On PGlite the schema lives
// in an instance the test file keeps (one per database open at the same time) and is selected
// with search_path; on PostgreSQL it is reached through `?options=-c search_path=<schema>`.
//
//   import { forEachDatabase } from './test-database';
//   forEachDatabase('catalogue import', (open) => {
//     let db: Database;
//     beforeEach(async () => {
//       db = await open();                // migrated, empty
//       return () => db.close();
//     });
//   });
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe } from 'vitest';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import * as schema from '../src/db/schema';

export interface OpenOptions {
  /** Apply the migrations (default true). */
  migrate?: boolean;
}

export interface TestDatabase {
  label: 'pglite' | 'postgres';
  /** A new, empty database (migrated unless told otherwise). Its close() also removes it. */
  open(options?: OpenOptions): Promise<Database>;
}

const schemaName = () => `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

// PGlite instances of this test file that no open database uses; closed when the file ends.
const idle: PGlite[] = [];
const all: PGlite[] = [];
afterAll(async () => {
  await Promise.all(all.splice(0).map((p) => p.close()));
  idle.length = 0;
});

function pglite(): TestDatabase {
  return {
    label: 'pglite',
    async open(options = {}) {
      let client = idle.pop();
      if (!client) {
        client = await PGlite.create({});
        all.push(client);
      }
      const name = schemaName();
      await client.exec(`CREATE SCHEMA ${name}; SET search_path = ${name}`);
      const instance = client;
      const database: Database = {
        kind: 'pglite',
        db: drizzle(instance, { schema }) as unknown as Db,
        raw: instance,
        close: async () => {
          await instance.exec(`SET search_path = public; DROP SCHEMA IF EXISTS ${name} CASCADE`);
          idle.push(instance);
        },
      };
      if (options.migrate ?? true) await migrate(database);
      return database;
    },
  };
}

function postgres(url: string): TestDatabase {
  return {
    label: 'postgres',
    async open(options = {}) {
      const schema = schemaName();
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
