// Import timing, through the product's importers (never a copy of their SQL):
// - the daily NAV file (NAVAll, 8-column layout) on PGlite (a data folder on disk, as `npm start`
//   uses) and on PostgreSQL: the day after a 6-column file was loaded (the daily case: schemes
//   known, new NAVs), into an empty catalogue (first load), and the same file again (a re-run,
//   which must write nothing);
// - the 2.2-million-row NAV history on PostgreSQL (importNavHistory, COPY inside) next to a raw
//   `psql \copy` of the same rows into a plain table.
// Every measurement gets a fresh database (a new PGlite folder or CREATE DATABASE), dropped after.
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { importNavAll, importNavHistory, type NavAllImportResult } from '../src/features/catalogue';
import { waitForQuiet } from './memory';
import {
  createBenchDatabase,
  HISTORY_GZ,
  log,
  median,
  NAVALL_6COL,
  NAVALL_8COL,
  PG_HOST,
  PG_PORT,
  PG_USER,
  runCommand,
  tempDir,
  timed,
} from './bench-harness';

export type DbKind = 'pglite' | 'postgres';

export interface NavAllFigures {
  kind: DbKind;
  runs: number;
  /** Median wall time of importNavAll, milliseconds. */
  dailyMs: number;
  firstMs: number;
  rerunMs: number;
  /** The importer's own split of the daily import (median run). */
  dailySteps: NavAllImportResult['timings'];
  records: number;
  navsWritten: number;
}

export interface HistoryFigures {
  /** Data rows in the file, and those the importer rejects (zero NAVs). */
  rows: number;
  rejected: number;
  /** importNavHistory into a fresh database (empty nav_history: straight COPY, then derived). */
  product: { ms: number; rowsPerSec: number; strategy: string };
  /** The same, after the day's NAVAll file: COPY into staging, merge, derived values. */
  productAfterNavAll?: { ms: number; rowsPerSec: number; strategy: string };
  /** psql \copy of the gunzipped file into a plain table (no key). */
  raw: { ms: number; rowsPerSec: number; rows: number };
  /** psql \copy into a table keyed like nav_history (PRIMARY KEY (amfi_code, nav_date)). */
  rawKeyed?: { ms: number; rowsPerSec: number; rows: number };
  gunzipMs: number;
  ratio: number;
}

async function withDatabase<T>(kind: DbKind, fn: (database: Database) => Promise<T>): Promise<T> {
  if (kind === 'pglite') {
    const dir = tempDir('pglite');
    const database = await openDatabase({ dataDir: dir });
    try {
      await migrate(database);
      return await fn(database);
    } finally {
      await database.close();
    }
  }
  const bench = await createBenchDatabase();
  try {
    const database = await openDatabase({ url: bench.url });
    try {
      await migrate(database);
      return await fn(database);
    } finally {
      await database.close();
    }
  } finally {
    await bench.drop();
  }
}

/** One round: first load of the 8-col file (empty DB) is not this; see navAllFigures. */
async function dailyRound(kind: DbKind) {
  return withDatabase(kind, async (database) => {
    await importNavAll(database, NAVALL_6COL);
    const daily = await timed(() => importNavAll(database, NAVALL_8COL));
    const rerun = await timed(() => importNavAll(database, NAVALL_8COL));
    return { daily, rerun };
  });
}

async function firstRound(kind: DbKind) {
  return withDatabase(kind, async (database) => timed(() => importNavAll(database, NAVALL_8COL)));
}

export async function navAllFigures(kind: DbKind, runs: number): Promise<NavAllFigures> {
  const daily: { ms: number; result: NavAllImportResult }[] = [];
  const rerun: number[] = [];
  const first: number[] = [];
  for (let i = 0; i < runs; i++) {
    await waitForQuiet([], 25, log);
    const d = await dailyRound(kind);
    daily.push({ ms: d.daily.ms, result: d.daily.value });
    rerun.push(d.rerun.ms);
    first.push((await firstRound(kind)).ms);
    log(
      `  ${kind} NAVAll run ${i + 1}/${runs}: daily ${d.daily.ms.toFixed(0)} ms, re-run ${d.rerun.ms.toFixed(0)} ms, first ${first[i]!.toFixed(0)} ms`,
    );
  }
  const dailyMs = median(daily.map((d) => d.ms));
  const mid = [...daily].sort((a, b) => a.ms - b.ms)[daily.length >> 1]!;
  return {
    kind,
    runs,
    dailyMs,
    firstMs: median(first),
    rerunMs: median(rerun),
    dailySteps: mid.result.timings,
    records: mid.result.records,
    navsWritten: mid.result.navsWritten,
  };
}

const psql = (database: string, command: string) =>
  runCommand('psql', [
    '-X',
    '-q',
    '-v',
    'ON_ERROR_STOP=1',
    '-h',
    PG_HOST,
    '-p',
    String(PG_PORT),
    '-U',
    PG_USER,
    '-d',
    database,
    '-c',
    command,
  ]);

async function rawCopy(csvPath: string, keyed: boolean): Promise<{ ms: number; rows: number }> {
  const bench = await createBenchDatabase();
  try {
    await psql(
      bench.name,
      `CREATE TABLE tmp_nav (scheme_code integer NOT NULL, nav_date date NOT NULL, nav numeric(14,4) NOT NULL${
        keyed ? ', PRIMARY KEY (scheme_code, nav_date)' : ''
      })`,
    );
    // The whole psql process is timed (start, connect, COPY, exit): a few ms of overhead.
    const { ms } = await timed(() =>
      psql(bench.name, `\\copy tmp_nav(scheme_code,nav_date,nav) from '${csvPath}' csv header`),
    );
    const out = await runCommand('psql', [
      '-X',
      '-At',
      '-h',
      PG_HOST,
      '-p',
      String(PG_PORT),
      '-U',
      PG_USER,
      '-d',
      bench.name,
      '-c',
      'SELECT count(*) FROM tmp_nav',
    ]);
    return { ms, rows: Number(out.trim()) };
  } finally {
    await bench.drop();
  }
}

export async function historyFigures(options: {
  withNavAll: boolean;
  keyedRaw: boolean;
}): Promise<HistoryFigures> {
  const dir = tempDir('history');
  const csv = path.join(dir, 'history.csv');
  const gunzip = await timed(() =>
    pipeline(createReadStream(HISTORY_GZ), createGunzip(), createWriteStream(csv)),
  );
  log(`  gunzipped the history in ${gunzip.ms.toFixed(0)} ms`);

  await waitForQuiet([], 25, log);
  const raw = await rawCopy(csv, false);
  log(`  raw \\copy (plain table): ${raw.rows} rows in ${raw.ms.toFixed(0)} ms`);
  const rawKeyed = options.keyedRaw ? await rawCopy(csv, true) : undefined;
  if (rawKeyed)
    log(`  raw \\copy (keyed table): ${rawKeyed.rows} rows in ${rawKeyed.ms.toFixed(0)} ms`);

  await waitForQuiet([], 25, log);
  const product = await withDatabase('postgres', async (database) => {
    const { value, ms } = await timed(() => importNavHistory(database, HISTORY_GZ));
    return { ms, result: value };
  });
  log(
    `  importNavHistory: ${product.result.rowsInserted} rows in ${product.ms.toFixed(0)} ms (${product.result.strategy})`,
  );
  // Rows read from the file (the work done); a few hundred with a zero NAV are left out by design.
  const rows = product.result.rowsRead;
  const rejected = product.result.rowsRejected;

  let productAfterNavAll: HistoryFigures['productAfterNavAll'];
  if (options.withNavAll) {
    const after = await withDatabase('postgres', async (database) => {
      await importNavAll(database, NAVALL_8COL);
      return timed(() => importNavHistory(database, HISTORY_GZ));
    });
    productAfterNavAll = {
      ms: after.ms,
      rowsPerSec: after.value.rowsRead / (after.ms / 1000),
      strategy: after.value.strategy,
    };
    log(
      `  importNavHistory after NAVAll: ${after.value.rowsInserted} rows in ${after.ms.toFixed(0)} ms (${after.value.strategy})`,
    );
  }

  const perSec = (n: number, ms: number) => n / (ms / 1000);
  const productRate = perSec(rows, product.ms);
  const rawRate = perSec(raw.rows, raw.ms);
  return {
    rows,
    rejected,
    product: { ms: product.ms, rowsPerSec: productRate, strategy: product.result.strategy },
    productAfterNavAll,
    raw: { ms: raw.ms, rowsPerSec: rawRate, rows: raw.rows },
    rawKeyed: rawKeyed
      ? { ms: rawKeyed.ms, rowsPerSec: perSec(rawKeyed.rows, rawKeyed.ms), rows: rawKeyed.rows }
      : undefined,
    gunzipMs: gunzip.ms,
    ratio: productRate / rawRate,
  };
}
