// Plain SQL on either driver, for the bulk work Drizzle does not cover (unnest batches, COPY).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Transaction } from '@electric-sql/pglite';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../../db/client';

export interface Conn {
  kind: Database['kind'];
  /** The pg client behind a PostgreSQL connection (for COPY streams). */
  client?: PoolClient;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** A statement's affected row count. */
  run(sql: string, params?: unknown[]): Promise<number>;
  /** Several statements without parameters. */
  exec(sql: string): Promise<void>;
}

/** What a connection needs of PGlite: the database itself and one of its transactions alike. */
type PgliteLike = Pick<Transaction, 'query' | 'exec'>;

function pgliteConn(q: PgliteLike): Conn & { copyBlob(sql: string, data: string | Uint8Array): Promise<number> } {
  return {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => (await q.query<T>(sql, params)).rows,
    run: async (sql: string, params?: unknown[]) => (await q.query(sql, params)).affectedRows ?? 0,
    exec: async (sql: string) => {
      await q.exec(sql);
    },
    copyBlob: async (sql: string, data: string | Uint8Array) =>
      (await q.query(sql, [], { blob: new Blob([data]) })).affectedRows ?? 0,
  };
}

/** PGlite's COPY … FROM '/dev/blob' with the data as the blob; returns the rows copied. */
export async function copyFromBlob(conn: Conn, sql: string, data: string | Uint8Array): Promise<number> {
  const c = conn as Conn & { copyBlob?: (sql: string, data: string | Uint8Array) => Promise<number> };
  if (!c.copyBlob) throw new Error('copyFromBlob needs a PGlite connection');
  return c.copyBlob(sql, data);
}

/** One connection for the duration of `fn` (temporary tables and COPY need that on PostgreSQL). */
export async function withConn<T>(database: Database, fn: (conn: Conn) => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return fn(pgliteConn(database.raw));
  const client = await database.raw.connect();
  try {
    return await fn({
      kind: 'postgres',
      client,
      query: async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[],
      run: async (sql: string, params?: unknown[]) => (await client.query(sql, params)).rowCount ?? 0,
      exec: async (sql: string) => {
        await client.query(sql);
      },
    });
  } finally {
    client.release();
  }
}

/** `fn` in one transaction on one connection; rolled back when it throws. */
export async function inTransaction<T>(database: Database, fn: (conn: Conn) => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') {
    return database.raw.transaction((tx) => fn(pgliteConn(tx)));
  }
  return withConn(database, async (conn) => {
    await conn.exec('BEGIN');
    try {
      const result = await fn(conn);
      await conn.exec('COMMIT');
      return result;
    } catch (err) {
      await conn.exec('ROLLBACK');
      throw err;
    }
  });
}

/** A query on any pooled connection. */
export async function query<T = Record<string, unknown>>(
  database: Database,
  sql: string,
  params?: unknown[],
): Promise<T[]> {
  if (database.kind === 'pglite') return (await database.raw.query(sql, params)).rows as T[];
  return (await database.raw.query(sql, params)).rows as T[];
}

/** Splits `items` into batches of `size`. */
export function* batches<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** One CSV line for COPY … (FORMAT csv): null → empty (NULL), '' → "" , quotes only where needed. */
export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  let out = '';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i) out += ',';
    if (v === null || v === undefined) continue;
    if (typeof v === 'number') out += String(v);
    else if (typeof v === 'boolean') out += v ? 't' : 'f';
    else if (v === '' || NEEDS_QUOTES.test(v)) out += `"${v.replace(/"/g, '""')}"`;
    else out += v;
  }
  return `${out}\n`;
}
const NEEDS_QUOTES = /[",\r\n\\]|^\s|\s$/;

/**
 * COPY CSV text (a string, or UTF-8 bytes) into a table on this connection: pg-copy-streams on PostgreSQL, COPY … FROM
 * '/dev/blob' on PGlite (one blob per chunk).
 */
export async function copyCsv(
  conn: Conn,
  table: string,
  columns: readonly string[],
  data: string | Uint8Array | AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
): Promise<void> {
  const target = `${table} (${columns.join(', ')})`;
  const chunks = typeof data === 'string' || data instanceof Uint8Array ? [data] : data;
  if (conn.kind === 'postgres') {
    const stream = conn.client!.query(copyFrom(`COPY ${target} FROM STDIN WITH (FORMAT csv)`));
    await pipeline(Readable.from(chunks), stream);
    return;
  }
  for await (const chunk of chunks) {
    if (chunk) await copyFromBlob(conn, `COPY ${target} FROM '/dev/blob' WITH (FORMAT csv)`, chunk);
  }
}

/** CSV lines for COPY, joined into chunks of about 4 MB. */
export function* csvChunks(
  rows: Iterable<readonly (string | number | boolean | null | undefined)[]>,
  chunkBytes = 4 << 20,
): Generator<string> {
  let out: string[] = [];
  let bytes = 0;
  for (const row of rows) {
    const line = csvLine(row);
    out.push(line);
    bytes += line.length;
    if (bytes >= chunkBytes) {
      yield out.join('');
      out = [];
      bytes = 0;
    }
  }
  if (out.length) yield out.join('');
}
