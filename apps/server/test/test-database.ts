// Fresh databases for integration tests (DESIGN.md "Conventions": each test gets its own).
//
// Always PGlite; also a real PostgreSQL when TEST_DATABASE_URL is set
// (e.g. postgres://postgres@127.0.0.1:5432/test). Every open() is a new database that no other
// test has seen, and close() removes it: no test sees another's rows, and nothing has to know
// which tables to empty (a new table cannot escape). How each driver makes one cheaply
// (docs/decisions/0030):
// - PostgreSQL: `CREATE DATABASE … TEMPLATE` from the database postgres-template.ts migrated once
//   for the whole run (about 0.1–0.5 s, against 0.3–2 s to migrate a new schema). The next one is
//   made while a test runs (docs/decisions/0057).
// - PGlite: a new schema, migrated in one transaction, in a PGlite instance the worker keeps and
//   selected with search_path. A new instance costs an initdb (3–60 s, busy machine) and a clone
//   (dumpDataDir + loadDataDir) 2–10 s, more than migrating a schema; so the instances live as
//   long as the worker (the server project runs its files in one worker, isolate: false).
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
import pg from 'pg';
import { describe, inject } from 'vitest';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import * as schema from '../src/db/schema';
import { withDatabase } from './postgres-template';

export interface OpenOptions {
  /** Apply the migrations (default true). */
  migrate?: boolean;
}

export interface TestDatabase {
  label: 'pglite' | 'postgres';
  /** A new, empty database (migrated unless told otherwise). Its close() also removes it. */
  open(options?: OpenOptions): Promise<Database>;
}

const uniqueName = () => `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

// PGlite instances that no open database uses, kept for the worker's life (see above). A test that
// opens two databases at once gets a second instance.
const idle: PGlite[] = [];

function pglite(): TestDatabase {
  return {
    label: 'pglite',
    async open(options = {}) {
      const instance = idle.pop() ?? (await PGlite.create({}));
      const name = `t_${uniqueName()}`;
      await instance.exec(`CREATE SCHEMA ${name}; SET search_path = ${name}`);
      let closed = false;
      const database: Database = {
        kind: 'pglite',
        db: drizzle(instance, { schema }) as unknown as Db,
        raw: instance,
        close: async () => {
          if (closed) return;
          closed = true;
          await instance.exec(`SET search_path = public; DROP SCHEMA IF EXISTS ${name} CASCADE`);
          idle.push(instance);
        },
      };
      // One transaction for all files: half the cost of one each (docs/decisions/0057).
      if (options.migrate ?? true) await migrate(database, { oneTransaction: true });
      return database;
    },
  };
}

/** CREATE DATABASE, retried while the template is briefly in use (55006) by the server itself. */
async function createDatabase(url: string, sql: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 10) throw err;
    } finally {
      await client.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}

async function dropDatabase(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** The next PostgreSQL database of each server and template, being made (see postgres()). */
const spares = new Map<string, Promise<string>>();

function postgres(url: string, template: string): TestDatabase {
  // Clones are named after the run's template (sanchay_test_<pid>_…), so that the run's teardown
  // finds and drops any a failed test left behind.
  const prefix = template ? template.replace(/template$/, '') : 'sanchay_test_local_';
  // The next test's database is made while this test runs: PostgreSQL does that work in its own
  // processes, and a test no longer waits for it (docs/decisions/0057). Each database is still
  // used by one test only. Only under the run's template: its teardown drops the spare left over.
  const make = (source: string) => {
    const name = `${prefix}${uniqueName()}`;
    return createDatabase(url, `CREATE DATABASE ${name} TEMPLATE ${source}`).then(() => name);
  };
  const take = async (source: string): Promise<string> => {
    if (!template) return make(source);
    const key = `${url} ${source}`;
    const ready = spares.get(key) ?? make(source);
    const next = make(source);
    // A spare that fails is reported by the open() that takes it, not as an unhandled rejection.
    next.catch(() => undefined);
    spares.set(key, next);
    return ready;
  };
  return {
    label: 'postgres',
    async open(options = {}) {
      // Not migrated: an empty database (template0 is PostgreSQL's pristine one).
      const source = (options.migrate ?? true) && template ? template : 'template0';
      const name = await take(source);
      const database = await openDatabase({ url: withDatabase(url, name) });
      const close = database.close;
      let closed = false;
      database.close = async () => {
        if (closed) return;
        closed = true;
        await close();
        await dropDatabase(url, name);
      };
      // Without the run's template (a file run outside vitest.config.ts), migrate here.
      if ((options.migrate ?? true) && !template) await migrate(database);
      return database;
    },
  };
}

/** PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(
  env: Record<string, string | undefined> = process.env,
): TestDatabase[] {
  const url = env.TEST_DATABASE_URL?.trim();
  return url ? [pglite(), postgres(url, inject('postgresTemplate') ?? '')] : [pglite()];
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
