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
// - PGlite: a migrated schema in a PGlite instance the worker keeps, selected with search_path. A
//   new instance costs an initdb (3–60 s, busy machine) and a clone (dumpDataDir + loadDataDir)
//   2–10 s, more than migrating a schema; so the instances live as long as the worker (the server
//   project runs its files in one worker, isolate: false). Migrating a schema costs ~0.4 s of CPU
//   a test, so at close a schema is put back as it was right after migrating and handed to the
//   next test (docs/decisions/0073): from the catalogue, every table a test changed is emptied
//   (the migrations' own rows put back), every sequence it moved is set back, and the state is
//   read again to check; a schema whose shape a test changed (any DDL) is dropped instead, and
//   the next test migrates a new one. No list of tables is kept by hand.
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

/**
 * A migrated schema that a test used and that was put back as it was right after migrating
 * (docs/decisions/0073), ready for the next test on the same instance: at most one per instance.
 */
const ready = new WeakMap<PGlite, CleanSchema>();

/**
 * What the reset below needs of a connection: PGlite's own methods, and a pg.Client wrapped by
 * sqlOfClient() for PostgreSQL (the same SQL reads and resets both).
 */
interface Sql {
  query<T>(sql: string): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
  transaction(fn: (tx: Pick<Sql, 'query' | 'exec'>) => Promise<void>): Promise<unknown>;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Everything in a schema's catalogue a test could change by DDL, as one text: its relations
 * (tables, indexes, sequences, views, by oid), their columns, constraints, defaults, triggers,
 * rules and policies, and the schema's types, enum values and functions. Equal to the text taken
 * right after migrating means no test changed the schema's shape (an object dropped and made
 * again has a new oid, so it counts as a change).
 */
const fingerprintSql = (schemaName: string) => `
  WITH ns AS (SELECT oid FROM pg_namespace WHERE nspname = ${quoted(schemaName)}),
  rel AS (SELECT c.* FROM pg_class c WHERE c.relnamespace = (SELECT oid FROM ns))
  SELECT md5(concat_ws('|',
    (SELECT string_agg(concat_ws(':', oid, relname, relkind, relnatts, relchecks, relhastriggers,
       relhasrules, relrowsecurity, relpersistence, relispartition), ',' ORDER BY oid) FROM rel),
    (SELECT string_agg(concat_ws(':', attrelid, attnum, attname, atttypid, atttypmod, attnotnull,
       atthasdef, attisdropped, attgenerated, attidentity, attcollation), ',' ORDER BY attrelid, attnum)
       FROM pg_attribute WHERE attrelid IN (SELECT oid FROM rel) AND attnum > 0),
    (SELECT string_agg(concat_ws(':', oid, conname, convalidated), ',' ORDER BY oid) FROM pg_constraint
       WHERE connamespace = (SELECT oid FROM ns) OR conrelid IN (SELECT oid FROM rel)),
    (SELECT string_agg(oid::text, ',' ORDER BY oid) FROM pg_attrdef WHERE adrelid IN (SELECT oid FROM rel)),
    (SELECT string_agg(oid::text, ',' ORDER BY oid) FROM pg_trigger WHERE tgrelid IN (SELECT oid FROM rel)),
    (SELECT string_agg(oid::text, ',' ORDER BY oid) FROM pg_rewrite WHERE ev_class IN (SELECT oid FROM rel)),
    (SELECT string_agg(oid::text, ',' ORDER BY oid) FROM pg_policy WHERE polrelid IN (SELECT oid FROM rel)),
    (SELECT string_agg(oid::text, ',' ORDER BY oid) FROM pg_type WHERE typnamespace = (SELECT oid FROM ns)),
    (SELECT string_agg(oid::text, ',' ORDER BY oid) FROM pg_enum WHERE enumtypid IN
       (SELECT oid FROM pg_type WHERE typnamespace = (SELECT oid FROM ns))),
    (SELECT string_agg(oid::text, ',' ORDER BY oid) FROM pg_proc WHERE pronamespace = (SELECT oid FROM ns))
  )) AS fingerprint`;

async function fingerprintOf(instance: Sql, schemaName: string): Promise<string> {
  return (await instance.query<{ fingerprint: string }>(fingerprintSql(schemaName))).rows[0]!.fingerprint;
}

/** A schema's shape and contents right after migrating, read from the catalogue. */
interface CleanSchema {
  name: string;
  fingerprint: string;
  /** Every table of the schema. */
  tables: string[];
  /** Tables the migrations filled (schema_migrations, the sandbox clock): md5 of their rows. */
  filled: Map<string, string>;
  /** Every sequence (own and identity): its state as migrated, "last_value:is_called". */
  sequences: Map<string, string>;
  /** One query that reads the state compared with the above. */
  stateSql: string;
  /** For each filled table, the statement that puts its migrated rows back into it when empty. */
  restore: Map<string, string>;
}

/** md5 of a table's rows in a stable order: equal means the same rows. */
const rowsDigest = (table: string) => `(SELECT coalesce(md5(string_agg(r::text, ',' ORDER BY r::text)), '') FROM ${table} r)`;

async function describeClean(instance: Sql, schemaName: string): Promise<CleanSchema> {
  const s = ident(schemaName);
  const fingerprint = await fingerprintOf(instance, schemaName);
  const relations = (
    await instance.query<{ relname: string; relkind: string }>(
      `SELECT relname, relkind FROM pg_class WHERE relnamespace = ${quoted(schemaName)}::regnamespace
         AND relkind IN ('r', 'p', 'S') ORDER BY relname`,
    )
  ).rows;
  const tables = relations.filter((r) => r.relkind !== 'S').map((r) => `${s}.${ident(r.relname)}`);
  const sequenceNames = relations.filter((r) => r.relkind === 'S').map((r) => `${s}.${ident(r.relname)}`);
  const read = (digest: (table: string) => string) =>
    [
      ...tables.map((t) => `SELECT 'table' AS kind, ${quoted(t)} AS name, ${digest(t)} AS state`),
      ...sequenceNames.map((q) => `SELECT 'sequence', ${quoted(q)}, last_value::text || ':' || is_called::text FROM ${q}`),
    ].join('\nUNION ALL ');
  const state = (await instance.query<{ kind: string; name: string; state: string }>(read(rowsDigest))).rows;
  const filled = new Map(state.filter((r) => r.kind === 'table' && r.state !== '').map((r) => [r.name, r.state]));
  // After a test: the filled tables by their rows, the others only by whether they have any (a
  // test may leave thousands of rows, and any row at all means the table is to be emptied).
  const stateSql = read((t) => (filled.has(t) ? rowsDigest(t) : `(SELECT CASE WHEN EXISTS (SELECT 1 FROM ${t}) THEN 'rows' ELSE '' END)`));
  const sequences = new Map(state.filter((r) => r.kind === 'sequence').map((r) => [r.name, r.state]));
  // The filled tables' rows as they are now, as literals (json keeps every type's text form).
  const restore = new Map<string, string>();
  for (const table of filled.keys()) {
    const columns = (
      await instance.query<{ attname: string }>(
        `SELECT attname FROM pg_attribute WHERE attrelid = ${quoted(table)}::regclass AND attnum > 0
           AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
      )
    ).rows.map((r) => ident(r.attname));
    const rows = (await instance.query<{ rows: string }>(`SELECT json_agg(r)::text AS rows FROM ${table} r`)).rows[0]!.rows;
    restore.set(
      table,
      `INSERT INTO ${table} (${columns.join(', ')}) OVERRIDING SYSTEM VALUE
        SELECT ${columns.join(', ')} FROM json_populate_recordset(NULL::${table}, ${quoted(rows)})`,
    );
  }
  return { name: schemaName, fingerprint, tables, filled, sequences, stateSql, restore };
}

/** What differs from the schema as migrated: the tables and sequences a test changed. */
async function changes(instance: Sql, clean: CleanSchema): Promise<{ tables: string[]; sequences: string[] }> {
  const state = (await instance.query<{ kind: string; name: string; state: string }>(clean.stateSql)).rows;
  const tables: string[] = [];
  const sequences: string[] = [];
  for (const r of state) {
    if (r.kind === 'table' && r.state !== (clean.filled.get(r.name) ?? '')) tables.push(r.name);
    if (r.kind === 'sequence') {
      if (r.state !== clean.sequences.get(r.name)) sequences.push(r.name);
    }
  }
  return { tables, sequences };
}

/**
 * Puts a used schema back as it was right after migrating, or says it cannot: false when a test
 * changed its shape (DDL) or when, after the reset, anything still differs. Only tables and
 * sequences hold state in a schema whose shape is unchanged, and both lists come from the
 * catalogue, so a table added by a later migration is reset like the others (docs/decisions/0073).
 */
async function reset(instance: Sql, clean: CleanSchema): Promise<boolean> {
  if ((await fingerprintOf(instance, clean.name)) !== clean.fingerprint) return false;
  const changed = await changes(instance, clean);
  let script = '';
  // CASCADE: a table that references a changed one is emptied too (it was either empty or
  // changed itself); the filled tables get their migrated rows back below.
  if (changed.tables.length) script += `TRUNCATE ${changed.tables.join(', ')} CASCADE;\n`;
  for (const q of changed.sequences) {
    const [lastValue, isCalled] = clean.sequences.get(q)!.split(':');
    script += `SELECT setval(${quoted(q)}, ${lastValue}, ${isCalled});\n`;
  }
  if (!script) return true;
  await instance.transaction(async (tx) => {
    // TRUNCATE … CASCADE reports each table it reaches as a NOTICE.
    await tx.exec(`SET LOCAL client_min_messages = warning;\n${script}`);
    // Whatever the truncation emptied of a filled table, put back.
    const emptied = (await tx.query<{ name: string }>(
      [...clean.filled.keys()].map((t) => `SELECT ${quoted(t)} AS name WHERE NOT EXISTS (SELECT 1 FROM ${t})`).join(' UNION ALL ') ||
        'SELECT NULL::text AS name WHERE false',
    )).rows.map((r) => r.name);
    for (const table of emptied) await tx.exec(clean.restore.get(table)!);
  });
  const left = await changes(instance, clean);
  return left.tables.length === 0 && left.sequences.length === 0;
}

function pglite(): TestDatabase {
  return {
    label: 'pglite',
    async open(options = {}) {
      const instance = idle.pop() ?? (await PGlite.create({}));
      const migrated = options.migrate ?? true;
      // A migrated schema the last test on this instance left clean, or a new one.
      let clean = migrated ? ready.get(instance) : undefined;
      if (clean) ready.delete(instance);
      const name = clean?.name ?? `t_${uniqueName()}`;
      if (clean) await instance.exec(`SET search_path = ${name}`);
      else await instance.exec(`CREATE SCHEMA ${name}; SET search_path = ${name}`);
      let closed = false;
      const database: Database = {
        kind: 'pglite',
        db: drizzle(instance, { schema }) as unknown as Db,
        raw: instance,
        close: async () => {
          if (closed) return;
          closed = true;
          // Kept for the next test when it can be put back exactly as migrated; dropped if not.
          const reusable = clean !== undefined && (await reset(instance, clean).catch(() => false));
          if (reusable) {
            await instance.exec('SET search_path = public');
            ready.set(instance, clean!);
          } else {
            await instance.exec(`SET search_path = public; DROP SCHEMA IF EXISTS ${name} CASCADE`);
          }
          idle.push(instance);
        },
      };
      if (migrated && !clean) {
        // One transaction for all files: half the cost of one each (docs/decisions/0057).
        await migrate(database, { oneTransaction: true });
        clean = await describeClean(instance, name);
      }
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

/** A pg.Client as the reset's Sql: a simple query runs several statements, as PGlite's exec. */
function sqlOfClient(client: pg.Client): Sql {
  const query = async <T,>(sql: string) => ({ rows: (await client.query(sql)).rows as T[] });
  const exec = (sql: string) => client.query(sql);
  return {
    query,
    exec,
    async transaction(fn) {
      await client.query('BEGIN');
      try {
        await fn({ query, exec });
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      }
    },
  };
}

/** Runs `fn` on a connection of its own to database `name`. */
async function withClient<T>(url: string, name: string, fn: (sql: Sql) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, name) });
  await client.connect();
  try {
    return await fn(sqlOfClient(client));
  } finally {
    await client.end();
  }
}

/**
 * Puts a used PostgreSQL database back as cloned (the reset PGlite's schemas get, docs/decisions/
 * 0073), after ending every connection still open to it (a child process a test started, say):
 * nothing can write into it once it is handed to the next test.
 */
function resetDatabase(url: string, name: string, clean: CleanSchema): Promise<boolean> {
  return withClient(url, name, async (sql) => {
    await sql.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${quoted(name)} AND pid <> pg_backend_pid()`,
    );
    return reset(sql, clean);
  });
}

/** The next PostgreSQL database of each server and template, being made (see postgres()). */
const spares = new Map<string, Promise<string>>();
/** Used databases put back as cloned, by server and template, with what "as cloned" is. */
const reusable = new Map<string, { name: string; clean: CleanSchema }[]>();
/** Databases that could not be put back, dropped one after another behind the tests. */
let dropping: Promise<void> = Promise.resolve();

function postgres(url: string, template: string): TestDatabase {
  // Clones are named after the run's template (sanchay_test_<pid>_…), so that the run's teardown
  // finds and drops any a failed test left behind.
  const prefix = template ? template.replace(/template$/, '') : 'sanchay_test_local_';
  // The next test's database is made while this test runs: PostgreSQL does that work in its own
  // processes, and a test no longer waits for it (docs/decisions/0057). Each database is still
  // used by one test at a time. Only under the run's template: its teardown drops the spare left over.
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
      const migrated = (options.migrate ?? true) && template !== '';
      const source = migrated ? template : 'template0';
      const key = `${url} ${source}`;
      // A database an earlier test used and the reset put back as cloned, or a new clone. Reused
      // because dropping one cost 1–8 s on a busy machine (DROP DATABASE waits for a checkpoint),
      // two thirds of the PostgreSQL lane's time (docs/decisions/0134).
      const reused = migrated ? reusable.get(key)?.pop() : undefined;
      const name = reused?.name ?? (await take(source));
      // What "as cloned" is, read once per database before any test touches it.
      const clean = reused?.clean ?? (migrated ? await withClient(url, name, (sql) => describeClean(sql, 'public')) : undefined);
      const database = await openDatabase({ url: withDatabase(url, name) });
      const close = database.close;
      let closed = false;
      database.close = async () => {
        if (closed) return;
        closed = true;
        await close();
        const putBack = clean !== undefined && (await resetDatabase(url, name, clean).catch(() => false));
        if (putBack) {
          reusable.set(key, [...(reusable.get(key) ?? []), { name, clean }]);
        } else if (template) {
          // Dropped behind the tests; the run's teardown drops whatever is still here at the end.
          dropping = dropping.then(() => dropDatabase(url, name)).catch(() => undefined);
        } else {
          await dropDatabase(url, name);
        }
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
