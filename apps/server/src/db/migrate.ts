import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Database } from './client';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the committed SQL migrations forward-only, in file-name order, each once, each in its
 * own transaction. On PostgreSQL an advisory lock lets several processes start at once safely.
 */
export async function migrate(database: Database): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  await exec(database, `CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  if (database.kind === 'postgres') {
    const conn = await database.raw.connect();
    try {
      await conn.query('SELECT pg_advisory_lock(727274)');
      for (const file of files) {
        const done = await conn.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
        if (done.rowCount) continue;
        const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
        await conn.query('BEGIN');
        try {
          await conn.query(sql);
          await conn.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
          await conn.query('COMMIT');
        } catch (err) {
          await conn.query('ROLLBACK');
          throw err;
        }
        applied.push(file);
      }
    } finally {
      await conn.query('SELECT pg_advisory_unlock(727274)');
      conn.release();
    }
    return applied;
  }
  for (const file of files) {
    const done = await database.raw.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
    if (done.rows.length) continue;
    const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    await database.raw.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

async function exec(database: Database, sql: string): Promise<void> {
  if (database.kind === 'postgres') await database.raw.query(sql);
  else await database.raw.exec(sql);
}
