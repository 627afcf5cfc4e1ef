import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Database } from './client';

/**
 * The SQL files: beside this module, which is src/db/ when run from source and the bundle's own
 * folder (apps/server/dist, where the build copies them) when run from the bundle.
 */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const LOCK_ID = 727274;

interface MigrationFile {
  name: string;
  sql: string;
  /** sha256 of the file's bytes: an applied migration must never change. */
  checksum: string;
}

interface AppliedRow {
  name: string;
  checksum: string | null;
}

/** An applied migration's file differs from what was applied: the schema and the code disagree. */
export class MigrationChanged extends Error {
  constructor(readonly files: readonly string[]) {
    super(
      `Applied migration${files.length > 1 ? 's were' : ' was'} edited after being applied: ${files.join(', ')}. ` +
        'Restore the file as it was and put the change in a new migration.',
    );
    this.name = 'MigrationChanged';
  }
}

async function readMigrations(dir: string): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => {
      const bytes = await readFile(path.join(dir, name));
      return { name, sql: bytes.toString('utf8'), checksum: createHash('sha256').update(bytes).digest('hex') };
    }),
  );
}

/** Runs one statement on either driver (PGlite or a pg client/pool), rows as plain objects. */
type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

export interface MigrateOptions {
  dir?: string;
  /**
   * PGlite only: every pending file in one transaction (all or none) instead of one each. The
   * tests' fresh schemas use it: one commit instead of 22 halves the cost of a migrated schema
   * on PGlite (docs/decisions/0057). Servers keep one transaction per file.
   */
  oneTransaction?: boolean;
}

/**
 * Applies the committed SQL migrations forward-only, in file-name order, each once, each in its
 * own transaction, recording each file's checksum. Refuses (MigrationChanged, naming the files)
 * when an applied file was edited since; rows applied before checksums were recorded get theirs
 * on this run. On PostgreSQL an advisory lock lets several processes start at once safely.
 */
export async function migrate(database: Database, options: MigrateOptions = {}): Promise<string[]> {
  const files = await readMigrations(options.dir ?? MIGRATIONS_DIR);
  if (database.kind === 'postgres') {
    const conn = await database.raw.connect();
    const query: Query = async (sql, params) => (await conn.query(sql, params)).rows;
    try {
      await conn.query(`SELECT pg_advisory_lock(${LOCK_ID})`);
      return await applyAll(query, files, async (file) => {
        await conn.query('BEGIN');
        try {
          await conn.query(file.sql);
          await record(query, file);
          await conn.query('COMMIT');
        } catch (err) {
          await conn.query('ROLLBACK');
          throw err;
        }
      });
    } finally {
      await conn.query(`SELECT pg_advisory_unlock(${LOCK_ID})`);
      conn.release();
    }
  }
  const raw = database.raw;
  const query: Query = async (sql, params) => (await raw.query(sql, params)).rows as never[];
  if (options.oneTransaction) {
    // The pending files and their schema_migrations rows as one script, run by one exec in one
    // transaction: each round trip into PGlite has its cost, and 22 commits cost more than one.
    let script = '';
    const done = await applyAll(query, files, async (file) => {
      script += `${file.sql}\n;\nINSERT INTO schema_migrations (name, checksum) VALUES (${literal(file.name)}, ${literal(file.checksum)});\n`;
    });
    if (script) await raw.transaction((tx) => tx.exec(script));
    return done;
  }
  return applyAll(query, files, (file) =>
    raw.transaction(async (tx) => {
      await tx.exec(file.sql);
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [file.name, file.checksum]);
    }),
  );
}

async function applyAll(query: Query, files: MigrationFile[], apply: (file: MigrationFile) => Promise<void>): Promise<string[]> {
  const applied = new Map((await appliedRows(query)).map((r) => [r.name, r.checksum]));

  const changed = files.filter((f) => applied.has(f.name) && applied.get(f.name) !== null && applied.get(f.name) !== f.checksum);
  if (changed.length) throw new MigrationChanged(changed.map((f) => f.name));
  // Applied before checksums were kept: trust the file as it is now, once.
  for (const f of files) {
    if (applied.has(f.name) && applied.get(f.name) === null) {
      await query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1', [f.name, f.checksum]);
    }
  }

  const done: string[] = [];
  for (const file of files) {
    if (applied.has(file.name)) continue;
    await apply(file);
    done.push(file.name);
  }
  return done;
}

/**
 * The applied migrations. The migrator's own table is made (and given its checksum column, which
 * came later) only when the plain read fails: on every start of an up-to-date database the two
 * DDL statements cost more than the read (PGlite, server start-up: docs/decisions/0038).
 */
async function appliedRows(query: Query): Promise<AppliedRow[]> {
  const read = () => query<AppliedRow>('SELECT name, checksum FROM schema_migrations');
  try {
    return await read();
  } catch (err) {
    // 42P01: no such table; 42703: no such column. Anything else is a real failure.
    const code = (err as { code?: unknown }).code;
    if (code !== '42P01' && code !== '42703') throw err;
  }
  await query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  await query('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
  return read();
}

/** A file name or checksum as an SQL string literal (quotes doubled). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function record(query: Query, file: MigrationFile): Promise<void> {
  await query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [file.name, file.checksum]);
}

/** The migration files not applied to this database yet (the readiness probe's second question). */
export async function pendingMigrations(database: Database, options: { dir?: string } = {}): Promise<string[]> {
  const names = await migrationNames(options.dir ?? MIGRATIONS_DIR);
  const rows =
    database.kind === 'postgres'
      ? (await database.raw.query<{ name: string }>('SELECT name FROM schema_migrations')).rows
      : (await database.raw.query<{ name: string }>('SELECT name FROM schema_migrations')).rows;
  const applied = new Set(rows.map((r) => r.name));
  return names.filter((n) => !applied.has(n)).sort();
}

// The files do not change while the process runs: listed once per folder, not on every probe.
const listed = new Map<string, Promise<string[]>>();
function migrationNames(dir: string): Promise<string[]> {
  let names = listed.get(dir);
  if (!names) {
    names = readdir(dir).then((all) => all.filter((f) => f.endsWith('.sql')));
    names.catch(() => listed.delete(dir));
    listed.set(dir, names);
  }
  return names;
}
