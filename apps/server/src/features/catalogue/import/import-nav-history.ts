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
  /** Rows the file shares with those stored already (left out: the stored rows win). */
  rowsKnown: number;
  refused: { future: number; tooOld: number };
  rejected: SkippedLine[];
  codes: Set<number>;
  bytesRead: number;
}

const NL = 0x0a;
const CR = 0x0d;
const LF = Buffer.from('\n');
const CRLF = Buffer.from('\r\n');

/** YYYY-MM-DD → the integer YYYYMMDD (dates compare as numbers). */
const dateNumber = (iso: string) => Number(iso.slice(0, 4)) * 10000 + Number(iso.slice(5, 7)) * 100 + Number(iso.slice(8, 10));

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;

function daysInMonth(y: number, m: number): number {
  if (m === 2) return y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

const DATE_DIGITS = [0, 1, 2, 3, 5, 6, 8, 9] as const;

/** The date of the last line {@link canonicalCode} accepted, as YYYYMMDD. */
let canonicalDate = 0;

/**
 * The scheme code of a line already in the canonical form "code,YYYY-MM-DD,nav" (bytes
 * `b[start..end)`, no line end), with a real date and a NAV above zero; -1 for any other line.
 * Checked on the bytes, without making a string: the shared files are canonical, so nearly every
 * line goes to COPY as the bytes it came in (see {@link canonicalChunks}).
 */
function canonicalCode(b: Uint8Array, start: number, end: number): number {
  let i = start;
  let code = 0;
  while (i < end && isDigit(b[i]!)) code = code * 10 + (b[i++]! - 0x30);
  if (i === start || i - start > 9 || b[i] !== 0x2c || end - i < 14) return -1;
  i++;
  for (const at of DATE_DIGITS) if (!isDigit(b[i + at]!)) return -1;
  if (b[i + 4] !== 0x2d || b[i + 7] !== 0x2d || b[i + 10] !== 0x2c) return -1;
  const y = (b[i]! - 0x30) * 1000 + (b[i + 1]! - 0x30) * 100 + (b[i + 2]! - 0x30) * 10 + (b[i + 3]! - 0x30);
  const m = (b[i + 5]! - 0x30) * 10 + (b[i + 6]! - 0x30);
  const d = (b[i + 8]! - 0x30) * 10 + (b[i + 9]! - 0x30);
  if (m < 1 || m > 12 || d < 1 || (d > 28 && d > daysInMonth(y, m))) return -1;
  i += 11;
  const navStart = i;
  let nonZero = false;
  for (; i < end && isDigit(b[i]!); i++) if (b[i] !== 0x30) nonZero = true;
  if (i === navStart || i - navStart > 10) return -1;
  if (i < end && b[i] === 0x2e) {
    const fraction = ++i;
    for (; i < end && isDigit(b[i]!); i++) if (b[i] !== 0x30) nonZero = true;
    if (i === fraction) return -1;
  }
  if (i !== end || !nonZero) return -1;
  canonicalDate = y * 10000 + m * 100 + d;
  return code;
}

/**
 * Reads the file and yields canonical CSV chunks ("code,YYYY-MM-DD,nav" lines, no header, the
 * header's line end) as bytes. A line already canonical (the shared files' are) is checked on the bytes and passed on
 * as it is, in runs sliced from the gunzipped buffer; any other line is decoded, checked by the
 * domain's parser and written out again in the canonical form. Splitting into strings, a regular
 * expression per line and a new string per row took most of the import's JavaScript time, half
 * of it in garbage collection. `known` holds rows stored already (code → dates) that the file's
 * copies must not replace.
 */
async function* canonicalChunks(
  file: string,
  counters: Counters,
  window: NavDateWindow,
  onBytes: (bytes: number) => void,
  known?: Map<number, Set<number>>,
): AsyncGenerator<Buffer> {
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  const input: AsyncIterable<Buffer> = file.endsWith('.gz') ? raw.pipe(createGunzip({ chunkSize: 1 << 20 })) : raw;
  const latest = dateNumber(window.latest);
  const earliest = dateNumber(window.earliest);
  const name = path.basename(file);
  let cols: NavHistoryColumns | null = null;
  let canonicalColumns = false;
  // COPY takes CRLF or LF line ends, but one kind throughout: the header's (the shared files
  // have CRLF), so that lines passed on as they came need no rewriting.
  let crlf = false;
  let eol = LF;
  let lineNo = 0;
  let out: Uint8Array[] = [];
  let outBytes = 0;
  let lastCode = -1;
  const emit = (bytes: Uint8Array) => {
    if (!bytes.length) return;
    out.push(bytes);
    outBytes += bytes.length;
  };
  const reject = (line: string, reason: string) => {
    counters.rowsRejected++;
    if (counters.rejected.length < 20) counters.rejected.push({ line: lineNo, reason, text: line });
  };
  const noteCode = (code: number) => {
    if (code !== lastCode) {
      counters.codes.add(code);
      lastCode = code;
    }
  };
  /** A line that is not canonical, or whose row is refused: through the domain's parser. */
  const slowLine = (line: string) => {
    if (!cols) {
      if (!line.trim()) return;
      refuseHtml(line, name);
      cols = parseNavHistoryHeader(line);
      canonicalColumns = cols.code === 0 && cols.date === 1 && cols.nav === 2;
      crlf = line.endsWith('\r');
      eol = crlf ? CRLF : LF;
      return;
    }
    const r = parseNavHistoryLine(line, cols);
    if (r === null) return;
    counters.rowsRead++;
    if (isNavHistoryError(r)) {
      reject(line, r.error);
      return;
    }
    const refusal = navDateRefusal(r.date, window);
    if (refusal) {
      counters.refused[refusal === 'future' ? 'future' : 'tooOld']++;
      reject(line, navDateRefusalText(refusal, window));
      return;
    }
    if (known?.get(r.amfiCode)?.has(dateNumber(r.date))) {
      counters.rowsKnown++;
      return;
    }
    noteCode(r.amfiCode);
    emit(Buffer.from(`${r.amfiCode},${r.date},${r.nav}${crlf ? '\r\n' : '\n'}`));
  };
  /** The lines of b[start..end) (each ending in a line feed, but perhaps the last). */
  const lines = (b: Buffer, start: number, end: number) => {
    let run = start; // the canonical lines from `run` on are passed on as they are
    let at = start;
    while (at < end) {
      let nl = b.indexOf(NL, at);
      if (nl < 0 || nl >= end) nl = end;
      lineNo++;
      const stop = nl > at && b[nl - 1] === CR ? nl - 1 : nl;
      const code = canonicalColumns ? canonicalCode(b, at, stop) : -1;
      const date = canonicalDate;
      const plain =
        code >= 0 && date <= latest && date >= earliest && (stop !== nl) === crlf && nl < end && !known?.get(code)?.has(date);
      if (plain) {
        counters.rowsRead++;
        noteCode(code);
      } else {
        emit(b.subarray(run, at));
        run = nl + 1;
        if (code >= 0 && date <= latest && date >= earliest && !known?.get(code)?.has(date)) {
          // Canonical but for its line end (not the header's, or none on the last line).
          counters.rowsRead++;
          noteCode(code);
          emit(b.subarray(at, stop));
          emit(eol);
        } else if (code >= 0 && known?.get(code)?.has(date) && date <= latest && date >= earliest) {
          counters.rowsRead++; // stored already: the stored row wins
          counters.rowsKnown++;
        } else {
          slowLine(b.toString('utf8', at, nl));
        }
      }
      at = nl + 1;
    }
    emit(b.subarray(run, Math.min(at, end)));
  };
  let carry: Buffer | null = null;
  for await (const chunk of input) {
    if (raw.bytesRead !== counters.bytesRead) {
      counters.bytesRead = raw.bytesRead;
      onBytes(counters.bytesRead);
    }
    let from = 0;
    if (carry) {
      const nl = chunk.indexOf(NL);
      if (nl < 0) {
        carry = Buffer.concat([carry, chunk]);
        continue;
      }
      const joined = Buffer.concat([carry, chunk.subarray(0, nl + 1)]);
      carry = null;
      lines(joined, 0, joined.length);
      from = nl + 1;
    }
    const lastNl = chunk.lastIndexOf(NL);
    if (lastNl < from) {
      carry = Buffer.from(chunk.subarray(from));
      continue;
    }
    lines(chunk, from, lastNl + 1);
    if (lastNl + 1 < chunk.length) carry = Buffer.from(chunk.subarray(lastNl + 1));
    if (outBytes >= CHUNK_BYTES) {
      yield Buffer.concat(out, outBytes);
      out = [];
      outBytes = 0;
    }
  }
  if (carry?.length) lines(carry, 0, carry.length);
  if (!cols) throw new ImportRefused(`${name}: empty file, no header`);
  if (outBytes) yield Buffer.concat(out, outBytes);
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
 * 'rebuild' first reads the keys already stored into `known`, which the file's reader consults to
 * leave the file's copies of those rows out, so the stored rows win as with ON CONFLICT DO
 * NOTHING, without a second pass over the table. A key the file repeats makes ADD PRIMARY KEY
 * fail (23505): the transaction rolls back and the import runs again through staging. Both hold
 * nav_history's exclusive lock until commit: readers wait for the import.
 */
async function copyKeyAfter(
  conn: Conn,
  chunks: AsyncIterable<Uint8Array>,
  known: Map<number, Set<number>> | null,
): Promise<void> {
  await conn.exec('LOCK TABLE nav_history IN ACCESS EXCLUSIVE MODE');
  if (known) {
    const rows = await conn.query<{ amfi_code: number; d: number }>(
      `SELECT amfi_code, to_char(nav_date, 'YYYYMMDD')::int AS d FROM nav_history`,
    );
    for (const r of rows) {
      let dates = known.get(r.amfi_code);
      if (!dates) known.set(r.amfi_code, (dates = new Set()));
      dates.add(r.d);
    }
  }
  await conn.exec(DROP_KEY);
  await copyCsv(conn, 'nav_history', NAV_COLUMNS, chunks);
  // The key of 2.2 million rows sorts in memory with this much (64 MB, the default, spills to
  // disk). PGlite's memory is the server's own: it keeps its default.
  if (conn.kind === 'postgres') await conn.exec(`SET LOCAL maintenance_work_mem = '256MB'`);
  await conn.exec(ADD_KEY);
  // Statistics of the table as it is now: the derived refresh that follows probes it per scheme,
  // and plans made on the statistics of an empty or small table would not.
  await conn.exec('ANALYZE nav_history');
}

/**
 * 'staging': into a temporary table, then the rows not yet stored are inserted. Deleting the known
 * rows from the stage (a hash join) and inserting the rest plainly is about twice as fast as one
 * INSERT … ON CONFLICT DO NOTHING; a key the file repeats falls back to that, from a savepoint.
 */
async function copyStaged(conn: Conn, chunks: AsyncIterable<Uint8Array>): Promise<number> {
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
      rowsRead: 0, rowsRejected: 0, rowsKnown: 0, refused: { future: 0, tooOld: 0 }, rejected: [], codes: new Set(), bytesRead: 0,
    };
    const known = strategy === 'rebuild' ? new Map<number, Set<number>>() : null;
    const chunks = canonicalChunks(
      file,
      counters,
      window,
      (bytes) => progress?.({ phase: 'copy', done: bytes, total: size, unit: 'bytes' }),
      known ?? undefined,
    );
    const rowsInserted = await inTransaction(database, async (conn) => {
      let inserted: number;
      if (strategy === 'staging') inserted = await copyStaged(conn, chunks);
      else {
        await copyKeyAfter(conn, chunks, known);
        inserted = counters.rowsRead - counters.rowsRejected - counters.rowsKnown;
      }
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
