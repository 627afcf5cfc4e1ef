// Bulk NAV-history import: a `scheme_code,date,nav` CSV (or .csv.gz), millions of rows.
//
// The file is streamed (gunzip on the fly), each line checked by the domain's parser and written
// out again in one canonical form. On PostgreSQL the rows go through COPY (pg-copy-streams) into
// a temporary staging table, then one INSERT … SELECT … ON CONFLICT DO NOTHING merges them into
// nav_history: rows already there are kept, so re-running changes nothing. On PGlite the same
// happens with COPY … FROM '/dev/blob', a few MB at a time. When nav_history is empty the rows
// are copied straight in (no staging, no merge); a duplicate key in the file then falls back to
// the staging path. See docs/decisions/0002-data-layer.md for the measurements.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import {
  isNavHistoryError,
  parseNavHistoryHeader,
  parseNavHistoryLine,
  type NavHistoryColumns,
  type SkippedLine,
} from '@sanchay/domain';
import type { Database } from '../../../db/client';
import type { ImportOptions } from './progress';
import { refreshDerived } from './refresh-derived';
import { copyCsv, csvChunks, inTransaction, query, type Conn } from './sql';

export interface NavHistoryImportResult {
  /** Data lines read (header and blank lines not counted). */
  rowsRead: number;
  /** Lines that are not valid rows (a zero NAV, a bad date): left out, first 20 kept in `rejected`. */
  rowsRejected: number;
  rejected: SkippedLine[];
  /** Rows that were not in nav_history before. */
  rowsInserted: number;
  schemes: number;
  strategy: 'direct' | 'staging';
  derivedUpdated: number;
  ms: number;
}

export interface NavHistoryImportOptions extends ImportOptions {
  /** Recompute latest NAV and returns of the schemes in the file (default true). */
  refresh?: boolean;
  /** 'auto' (default): straight into an empty nav_history, otherwise through staging. */
  strategy?: 'auto' | 'direct' | 'staging';
}

/** Canonical CSV chunks this size go to COPY one at a time. */
const CHUNK_BYTES = 4 << 20;

interface Counters {
  rowsRead: number;
  rowsRejected: number;
  rejected: SkippedLine[];
  codes: Set<number>;
  bytesRead: number;
}

/**
 * Reads the file and yields canonical CSV chunks ("code,YYYY-MM-DD,nav\n" lines, no header).
 */
async function* canonicalChunks(
  path: string,
  counters: Counters,
  onBytes: (bytes: number) => void,
): AsyncGenerator<string> {
  const raw = createReadStream(path, { highWaterMark: 1 << 20 });
  const text = path.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  text.setEncoding('utf8');
  let cols: NavHistoryColumns | null = null;
  let rest = '';
  let lineNo = 0;
  let out: string[] = [];
  let outBytes = 0;
  const take = (line: string) => {
    lineNo++;
    if (!cols) {
      if (!line.trim()) return;
      cols = parseNavHistoryHeader(line);
      return;
    }
    const r = parseNavHistoryLine(line, cols);
    if (r === null) return;
    counters.rowsRead++;
    if (isNavHistoryError(r)) {
      counters.rowsRejected++;
      if (counters.rejected.length < 20) counters.rejected.push({ line: lineNo, reason: r.error, text: line });
      return;
    }
    counters.codes.add(r.amfiCode);
    const s = `${r.amfiCode},${r.date},${r.nav}\n`;
    out.push(s);
    outBytes += s.length;
  };
  for await (const chunk of text as AsyncIterable<string>) {
    if (raw.bytesRead !== counters.bytesRead) {
      counters.bytesRead = raw.bytesRead;
      onBytes(counters.bytesRead);
    }
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) take(line);
    if (outBytes >= CHUNK_BYTES) {
      yield out.join('');
      out = [];
      outBytes = 0;
    }
  }
  if (rest) take(rest);
  if (!cols) throw new Error(`${path}: empty file, no header`);
  if (out.length) yield out.join('');
}

const NAV_COLUMNS = ['amfi_code', 'nav_date', 'nav'];

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}

/**
 * Imports a NAV-history CSV (.csv or .csv.gz) into nav_history. Rows already there are kept
 * (ON CONFLICT DO NOTHING). Then refreshes the derived columns of the schemes in the file.
 */
export async function importNavHistory(
  database: Database,
  path: string,
  options: NavHistoryImportOptions = {},
): Promise<NavHistoryImportResult> {
  const started = performance.now();
  const progress = options.onProgress;
  const { size } = await stat(path);
  const run = async (strategy: 'direct' | 'staging') => {
    const counters: Counters = { rowsRead: 0, rowsRejected: 0, rejected: [], codes: new Set(), bytesRead: 0 };
    const chunks = canonicalChunks(path, counters, (bytes) =>
      progress?.({ phase: 'copy', done: bytes, total: size, unit: 'bytes' }),
    );
    const rowsInserted = await inTransaction(database, async (conn) => {
      if (strategy === 'direct') {
        await copyCsv(conn, 'nav_history', NAV_COLUMNS, chunks);
        return counters.rowsRead - counters.rowsRejected;
      }
      await conn.exec(
        'CREATE TEMP TABLE nav_stage (amfi_code integer, nav_date date, nav numeric(14,4)) ON COMMIT DROP',
      );
      await copyCsv(conn, 'nav_stage', NAV_COLUMNS, chunks);
      progress?.({ phase: 'merge', done: 0, total: 1, unit: 'steps' });
      const inserted = await conn.run(
        `INSERT INTO nav_history (amfi_code, nav_date, nav)
         SELECT amfi_code, nav_date, nav FROM nav_stage ON CONFLICT (amfi_code, nav_date) DO NOTHING`,
      );
      progress?.({ phase: 'merge', done: 1, total: 1, unit: 'steps' });
      return inserted;
    });
    return { counters, rowsInserted, strategy };
  };

  let strategy = options.strategy ?? 'auto';
  if (strategy === 'auto') {
    const [any] = await query(database, 'SELECT 1 FROM nav_history LIMIT 1');
    strategy = any ? 'staging' : 'direct';
  }
  let outcome;
  try {
    outcome = await run(strategy);
  } catch (err) {
    if (strategy !== 'direct' || !isUniqueViolation(err)) throw err;
    outcome = await run('staging');
  }
  const { counters, rowsInserted } = outcome;
  const derived =
    options.refresh === false ? { updated: 0 } : await refreshDerived(database, [...counters.codes], progress);
  return {
    rowsRead: counters.rowsRead,
    rowsRejected: counters.rowsRejected,
    rejected: counters.rejected,
    rowsInserted,
    schemes: counters.codes.size,
    strategy: outcome.strategy,
    derivedUpdated: derived.updated,
    ms: Math.round(performance.now() - started),
  };
}

/**
 * Bulk-loads rows already in memory (the demo catalogue's generated history). `direct`: COPY
 * straight into nav_history, for rows known to be new (it fails on a duplicate key); otherwise
 * COPY into staging and merge with ON CONFLICT DO NOTHING. Returns the rows inserted.
 */
export async function bulkInsertNavRows(
  conn: Conn,
  rows: Iterable<{ amfiCode: number; date: string; nav: string }>,
  options: { direct?: boolean } = {},
): Promise<number> {
  let count = 0;
  function* lines(): Generator<readonly [number, string, string]> {
    for (const r of rows) {
      count++;
      yield [r.amfiCode, r.date, r.nav];
    }
  }
  if (options.direct) {
    await copyCsv(conn, 'nav_history', NAV_COLUMNS, csvChunks(lines()));
    return count;
  }
  await conn.exec(
    'CREATE TEMP TABLE IF NOT EXISTS nav_stage_mem (amfi_code integer, nav_date date, nav numeric(14,4)) ON COMMIT DROP',
  );
  await conn.exec('TRUNCATE nav_stage_mem');
  await copyCsv(conn, 'nav_stage_mem', NAV_COLUMNS, csvChunks(lines()));
  const inserted = await conn.run(
    `INSERT INTO nav_history (amfi_code, nav_date, nav)
     SELECT amfi_code, nav_date, nav FROM nav_stage_mem ON CONFLICT (amfi_code, nav_date) DO NOTHING`,
  );
  await conn.exec('TRUNCATE nav_stage_mem');
  return inserted;
}
