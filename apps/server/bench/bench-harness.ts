// What the benchmark modules share: paths, temporary folders, child processes, free ports,
// throw-away PostgreSQL databases, and cleanup of all of them however the run ends.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
export const SERVER_DIR = path.resolve(BENCH_DIR, '..');
export const REPO_ROOT = path.resolve(SERVER_DIR, '../..');
export const SHARED_DATA_DIR = process.env.SHARED_DATA_DIR
  ? path.resolve(process.env.SHARED_DATA_DIR)
  : path.resolve(REPO_ROOT, '../shared/data');
export const AMFI_DIR = path.join(SHARED_DATA_DIR, 'amfi');
export const NAVALL_6COL = path.join(AMFI_DIR, 'NAVAll-2026-08-18-6col.txt');
export const NAVALL_8COL = path.join(AMFI_DIR, 'NAVAll-2026-08-21-8col.txt');
export const SCHEME_DATA = path.join(AMFI_DIR, 'SchemeData-2024-11.csv');
export const HISTORY_GZ = path.join(
  SHARED_DATA_DIR,
  'nav-history/direct-growth-1447-schemes-2013-2026.csv.gz',
);

/** The PostgreSQL the benchmark may use: an admin connection to create and drop its databases. */
export const PG_HOST = process.env.BENCH_PG_HOST ?? '127.0.0.1';
export const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5432);
export const PG_USER = process.env.BENCH_PG_USER ?? 'postgres';
const PG_ADMIN_DB = process.env.BENCH_PG_ADMIN_DB ?? 'test';
export const pgUrl = (database: string) =>
  `postgres://${PG_USER}@${PG_HOST}:${PG_PORT}/${database}`;

export const log = (line: string) => process.stderr.write(`${line}\n`);

export async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - t };
}

export const median = (values: readonly number[]): number => {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Cleanup: every temporary folder, child process and database made here is undone at the end,
// also on Ctrl-C or an error.

const cleanups: { name: string; fn: () => void | Promise<void> }[] = [];

export function onCleanup(name: string, fn: () => void | Promise<void>): () => void {
  const entry = { name, fn };
  cleanups.push(entry);
  return () => {
    const i = cleanups.indexOf(entry);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

export async function cleanupAll(): Promise<void> {
  while (cleanups.length) {
    const { name, fn } = cleanups.pop()!;
    try {
      await fn();
    } catch (err) {
      log(`cleanup ${name} failed: ${(err as Error).message}`);
    }
  }
}

/** A new folder under the OS temp dir, removed at cleanup (unless `keep`). */
export function tempDir(label: string, keep = false): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `sanchay-bench-${label}-`));
  if (!keep) onCleanup(`rm ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A free TCP port on localhost (the OS picks one; closed again before it is handed out). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Child processes: a JavaScript entry (the built server) run by Node itself, or a TypeScript one
// with tsx's loader (`node --import tsx`), so the pid we hold is the process that serves (the
// `tsx` command would put a wrapper between).

export interface NodeChild {
  name: string;
  proc: ChildProcess;
  pid: number;
  /** The last lines the child wrote (for error messages). */
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export function startNodeChild(options: {
  name: string;
  script: string;
  cwd: string;
  env: Record<string, string | undefined>;
  args?: string[];
  /** Options for node itself, before the script (the product server: those of `npm start`). */
  nodeArgs?: readonly string[];
}): NodeChild {
  const proc = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      ...(options.script.endsWith('.ts') ? ['--import', 'tsx'] : []),
      options.script,
      ...(options.args ?? []),
    ],
    {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  if (proc.pid === undefined) throw new Error(`${options.name}: could not start`);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    proc.once('exit', (code) => resolve(code)),
  );
  let done = false;
  void exited.then(() => (done = true));
  const stop = async () => {
    if (done) return;
    proc.kill('SIGTERM');
    const timeout = sleep(10_000).then(() => 'timeout' as const);
    if ((await Promise.race([exited, timeout])) === 'timeout' && !done) {
      proc.kill('SIGKILL');
      await exited;
    }
  };
  const unregister = onCleanup(`stop ${options.name} (pid ${proc.pid})`, stop);
  void exited.then(unregister);
  return { name: options.name, proc, pid: proc.pid, output: () => lines.join('\n'), exited, stop };
}

/** Polls `url` until it answers 200, the child exits, or the time is up. */
export async function waitForHttp(url: string, child: NodeChild, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void child.exited.then((code) => (exitCode = code ?? -1));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(
        `${child.name} exited (code ${exitCode}) before it was ready:\n${child.output()}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${child.name} not ready after ${timeoutMs} ms:\n${child.output()}`);
}

/** Runs a command to its end; rejects with its output on a non-zero exit. */
export function runCommand(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const proc = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const unregister = onCleanup(`stop ${command} (pid ${proc.pid})`, () => {
      proc.kill('SIGKILL');
    });
    let out = '';
    proc.stdout.on('data', (c: Buffer) => (out += c.toString()));
    proc.stderr.on('data', (c: Buffer) => (out += c.toString()));
    proc.once('error', (err) => {
      unregister();
      reject(err);
    });
    proc.once('exit', (code) => {
      unregister();
      if (code === 0) resolve(out);
      else
        reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${out.slice(-4000)}`));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: one fresh database per measurement (sanchay_bench_<pid>_<n>), dropped afterwards.

let dbCounter = 0;

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: pgUrl(PG_ADMIN_DB),
    connectionTimeoutMillis: 3_000,
  });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function postgresAvailable(): Promise<string | null> {
  try {
    return await admin(
      async (c) =>
        (await c.query<{ server_version: string }>('SHOW server_version')).rows[0]
          ?.server_version ?? 'unknown version',
    );
  } catch {
    return null;
  }
}

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export async function createBenchDatabase(): Promise<BenchDatabase> {
  dbCounter += 1;
  const name = `sanchay_bench_${process.pid}_${dbCounter}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  const unregister = onCleanup(`drop database ${name}`, drop);
  return {
    name,
    url: pgUrl(name),
    drop: async () => {
      unregister();
      await drop();
    },
  };
}
