// Bulk NAV-history import: a `scheme_code,date,nav` CSV (or .csv.gz), millions of rows.
//
// The file is streamed (gunzip on the fly); a line already canonical passes through, any other is
// checked by the domain's parser and written out again in the canonical form. The rows go through
// COPY (pg-copy-streams on PostgreSQL, COPY … FROM '/dev/blob' on PGlite, a few MB at a time):
// straight into nav_history with its key built afterwards when it is empty ('direct') or holds
// few rows next to the file ('rebuild'), otherwise into a staging table merged into it
// ('staging'). Rows already stored are kept, so re-running changes nothing. See
// docs/decisions/0002-data-layer.md and 0023-nav-importer-refusals.md.
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import {
  istDate,
  isNavHistoryError,
  navDateRefusal,
  navDateRefusalText,
  navDateWindow,
  parseNavHistoryHeader,
  parseNavHistoryLine,
  type NavDateWindow,
  type NavHistoryColumns,
  type SkippedLine,
  systemClock,
  type Clock,
} from '@sanchay/domain';
import type { Database } from '../../../db/client';
import { recordRun, refusePartial } from './import-run';
import type { ImportOptions } from './progress';
import { refreshDerived } from './refresh-derived';
import { ImportRefused, refuseHtml } from './source-text';
import { copyCsv, csvChunks, inTransaction, query, type Conn } from './sql';

export type NavHistoryStrategy = 'direct' | 'rebuild' | 'staging';

export interface NavHistoryImportResult {
  /** Data lines read (header and blank lines not counted). */
  rowsRead: number;
  /** Lines that are not valid rows (a zero NAV, a bad date): left out, first 20 kept in `rejected`. */
  rowsRejected: number;
  /** Of those, rows dated after today or more than 30 years before it. */
  refused: { future: number; tooOld: number };
  rejected: SkippedLine[];
  /** Rows that were not in nav_history before. */
  rowsInserted: number;
  schemes: number;
  strategy: NavHistoryStrategy;
  derivedUpdated: number;
  ms: number;
}

export interface NavHistoryImportOptions extends ImportOptions {
  /** Recompute latest NAV and returns of the schemes in the file (default true). */
  refresh?: boolean;
  /**
   * 'auto' (default): 'direct' into an empty nav_history, 'rebuild' when it holds few rows next
   * to the file, otherwise 'staging'.
   */
  strategy?: 'auto' | NavHistoryStrategy;
  /** Import a file with far fewer rows than the last import of the same file (default false). */
  allowPartial?: boolean;
  /** Today in IST, YYYY-MM-DD (default: the clock's): the latest date a row may carry. */
  today?: string;
  /** Where today comes from when `today` is not given: the injected Clock (the system's by default). */
  clock?: Clock;
}

/** Canonical CSV chunks this size go to COPY one at a time. */
const CHUNK_BYTES = 4 << 20;

interface Counters {
  rowsRead: number;
  rowsRejected: number;
  refused: { future: number; tooOld: number };
  rejected: SkippedLine[];
  codes: Set<number>;
  bytesRead: number;
}

// A line already in the canonical form "code,YYYY-MM-DD,nav" (the shared files are): checked
// with one regular expression and passed through as it is, instead of split, parsed and written
// out again (that took 1.8 µs a row, most of the import's JavaScript time). Anything else goes
// through the domain's parser.
const CANONICAL = /^(\d{1,9}),((\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])),(\d{1,10}(?:\.\d+)?)\r?$/;
const NON_ZERO = /[1-9]/;

/**
 * Reads the file and yields canonical CSV chunks ("code,YYYY-MM-DD,nav\n" lines, no header).
 */
async function* canonicalChunks(
  file: string,
  counters: Counters,
  window: NavDateWindow,
  onBytes: (bytes: number) => void,
): AsyncGenerator<string> {
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  const text = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  text.setEncoding('utf8');
  let cols: NavHistoryColumns | null = null;
  let canonicalColumns = false;
  let rest = '';
  let lineNo = 0;
  let out: string[] = [];
  let outBytes = 0;
  let lastCode = -1;
  const reject = (line: string, reason: string) => {
    counters.rowsRejected++;
    if (counters.rejected.length < 20) counters.rejected.push({ line: lineNo, reason, text: line });
  };
  const keep = (code: number, date: string, line: string) => {
    const refusal = date > window.latest || date < window.earliest ? navDateRefusal(date, window) : null;
    if (refusal) {
      counters.refused[refusal === 'future' ? 'future' : 'tooOld']++;
      reject(line, navDateRefusalText(refusal, window));
      return;
    }
    if (code !== lastCode) {
      counters.codes.add(code);
      lastCode = code;
    }
    out.push(line);
    outBytes += line.length;
  };
  const take = (line: string) => {
    lineNo++;
    if (!cols) {
      if (!line.trim()) return;
      refuseHtml(line, path.basename(file));
      cols = parseNavHistoryHeader(line);
      canonicalColumns = cols.code === 0 && cols.date === 1 && cols.nav === 2;
      return;
    }
    const m = canonicalColumns ? CANONICAL.exec(line) : null;
    // Days 29–31 need the month's length: those go through the full parser.
    if (m && m[5]! <= '28' && NON_ZERO.test(m[6]!)) {
      counters.rowsRead++;
      keep(Number(m[1]), m[2]!, line.endsWith('\r') ? `${line.slice(0, -1)}\n` : `${line}\n`);
      return;
    }
    const r = parseNavHistoryLine(line, cols);
    if (r === null) return;
    counters.rowsRead++;
    if (isNavHistoryError(r)) {
      reject(line, r.error);
      return;
    }
    keep(r.amfiCode, r.date, `${r.amfiCode},${r.date},${r.nav}\n`);
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
  if (!cols) throw new ImportRefused(`${path.basename(file)}: empty file, no header`);
  if (out.length) yield out.join('');
}

const NAV_COLUMNS = ['amfi_code', 'nav_date', 'nav'];

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}

const DROP_KEY = 'ALTER TABLE nav_history DROP CONSTRAINT nav_history_pkey';
const ADD_KEY = 'ALTER TABLE nav_history ADD CONSTRAINT nav_history_pkey PRIMARY KEY (amfi_code, nav_date)';

/**
 * 'direct' and 'rebuild': the rows go into nav_history without its primary key, which is built
 * afterwards in one sorted pass (COPY into a keyed table was 2.2× slower than into a plain one).
 * 'rebuild' first sets the rows already there aside and puts them back after deleting the file's
 * copies of them, so the stored rows win as with ON CONFLICT DO NOTHING. A key the file repeats
 * makes ADD PRIMARY KEY fail (23505): the transaction rolls back and the import runs again through
 * staging. Both hold nav_history's exclusive lock until commit: readers wait for the import.
 */
async function copyKeyAfter(
  conn: Conn,
  chunks: AsyncIterable<string>,
  keepExisting: boolean,
  copiedRows: () => number,
): Promise<number> {
  await conn.exec('LOCK TABLE nav_history IN ACCESS EXCLUSIVE MODE');
  if (keepExisting) {
    await conn.exec('CREATE TEMP TABLE nav_keep ON COMMIT DROP AS SELECT amfi_code, nav_date, nav FROM nav_history');
    await conn.exec('ANALYZE nav_keep');
    await conn.exec('TRUNCATE nav_history');
  }
  await conn.exec(DROP_KEY);
  await copyCsv(conn, 'nav_history', NAV_COLUMNS, chunks);
  let known = 0;
  if (keepExisting) {
    known = await conn.run(
      `DELETE FROM nav_history h USING nav_keep k WHERE h.amfi_code = k.amfi_code AND h.nav_date = k.nav_date`,
    );
    await conn.run('INSERT INTO nav_history (amfi_code, nav_date, nav) SELECT amfi_code, nav_date, nav FROM nav_keep');
  }
  await conn.exec(ADD_KEY);
  return copiedRows() - known;
}

/**
 * 'staging': into a temporary table, then the rows not yet stored are inserted. Deleting the known
 * rows from the stage (a hash join) and inserting the rest plainly is about twice as fast as one
 * INSERT … ON CONFLICT DO NOTHING; a key the file repeats falls back to that, from a savepoint.
 */
async function copyStaged(conn: Conn, chunks: AsyncIterable<string>): Promise<number> {
  await conn.exec('CREATE TEMP TABLE nav_stage (amfi_code integer, nav_date date, nav numeric(14,4)) ON COMMIT DROP');
  await copyCsv(conn, 'nav_stage', NAV_COLUMNS, chunks);
  await conn.exec('ANALYZE nav_stage');
  // No other writer may add a row between the delete and the insert.
  await conn.exec('LOCK TABLE nav_history IN SHARE ROW EXCLUSIVE MODE');
  await conn.run(
    'DELETE FROM nav_stage s USING nav_history h WHERE h.amfi_code = s.amfi_code AND h.nav_date = s.nav_date',
  );
  await conn.exec('SAVEPOINT plain_insert');
  try {
    const n = await conn.run('INSERT INTO nav_history (amfi_code, nav_date, nav) SELECT amfi_code, nav_date, nav FROM nav_stage');
    await conn.exec('RELEASE SAVEPOINT plain_insert');
    return n;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    await conn.exec('ROLLBACK TO SAVEPOINT plain_insert');
    return conn.run(
      `INSERT INTO nav_history (amfi_code, nav_date, nav)
       SELECT amfi_code, nav_date, nav FROM nav_stage ON CONFLICT (amfi_code, nav_date) DO NOTHING`,
    );
  }
}

/** The file's rows, roughly: its size (a .gz file's own record of it) over ~26 bytes a line. */
async function estimatedRows(file: string, size: number): Promise<number> {
  if (!file.endsWith('.gz') || size < 18) return size / 26;
  const handle = await open(file, 'r');
  try {
    const tail = Buffer.alloc(4);
    await handle.read(tail, 0, 4, size - 4);
    // ISIZE: the uncompressed size modulo 2^32 (enough for a 4 GB estimate).
    return tail.readUInt32LE(0) / 26;
  } finally {
    await handle.close();
  }
}

/** 'direct' into an empty table, 'rebuild' when it holds under a quarter of the file's rows. */
async function chooseStrategy(database: Database, file: string, size: number): Promise<NavHistoryStrategy> {
  const expected = await estimatedRows(file, size);
  const limit = Math.ceil(expected / 4);
  const [row] = await query<{ n: string }>(
    database,
    'SELECT count(*)::text AS n FROM (SELECT 1 FROM nav_history LIMIT $1) x',
    [limit + 1],
  );
  const stored = Number(row?.n ?? 0);
  if (stored === 0) return 'direct';
  return stored <= limit ? 'rebuild' : 'staging';
}

/**
 * Imports a NAV-history CSV (.csv or .csv.gz) into nav_history. Rows already there are kept.
 * Refused: a web page, a file whose header names no code/date/nav column, and (unless
 * `allowPartial`) a file with far fewer rows than its last import; rows dated after today or more
 * than 30 years before it are refused and counted. Then refreshes the derived columns of the
 * schemes in the file.
 */
export async function importNavHistory(
  database: Database,
  file: string,
  options: NavHistoryImportOptions = {},
): Promise<NavHistoryImportResult> {
  const started = performance.now();
  const progress = options.onProgress;
  const { size } = await stat(file);
  const name = path.basename(file);
  const window = navDateWindow(options.today ?? istDate((options.clock ?? systemClock).now()));
  const run = async (strategy: NavHistoryStrategy) => {
    const counters: Counters = {
      rowsRead: 0, rowsRejected: 0, refused: { future: 0, tooOld: 0 }, rejected: [], codes: new Set(), bytesRead: 0,
    };
    const chunks = canonicalChunks(file, counters, window, (bytes) =>
      progress?.({ phase: 'copy', done: bytes, total: size, unit: 'bytes' }),
    );
    const rowsInserted = await inTransaction(database, async (conn) => {
      const inserted = strategy === 'staging' ? await copyStaged(conn, chunks) : await copyKeyAfter(conn, chunks, strategy === 'rebuild', () => counters.rowsRead - counters.rowsRejected);
      await refusePartial(conn, 'nav-history', name, counters.rowsRead, options.allowPartial ?? false);
      await recordRun(conn, {
        kind: 'nav-history',
        fileName: name,
        fileDate: null,
        encoding: 'utf-8',
        rowsRead: counters.rowsRead,
        rowsRefused: counters.rowsRejected,
        partialAllowed: options.allowPartial ?? false,
        details: { strategy, refused: counters.refused, rowsInserted: inserted },
      });
      return inserted;
    });
    return { counters, rowsInserted, strategy };
  };

  const chosen = options.strategy ?? 'auto';
  const strategy = chosen === 'auto' ? await chooseStrategy(database, file, size) : chosen;
  let outcome;
  try {
    outcome = await run(strategy);
  } catch (err) {
    if (strategy === 'staging' || !isUniqueViolation(err)) throw err;
    outcome = await run('staging');
  }
  const { counters, rowsInserted } = outcome;
  const derived =
    options.refresh === false ? { updated: 0 } : await refreshDerived(database, [...counters.codes], progress);
  return {
    rowsRead: counters.rowsRead,
    rowsRejected: counters.rowsRejected,
    refused: counters.refused,
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
