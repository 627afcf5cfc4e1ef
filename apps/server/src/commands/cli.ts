// What the commands share: the database from the configuration, a progress bar on stderr (only
// on a terminal), and exit codes.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import cliProgress from 'cli-progress';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import type { ImportProgress, ImportProgressEvent } from '../features/catalogue';

/** DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite folder, default .data/pglite in the checkout). */
export async function openConfiguredDatabase(): Promise<{ database: Database; where: string }> {
  const config = loadConfig(process.env, []);
  if (config.databaseUrl) {
    const u = new URL(config.databaseUrl);
    return { database: await openDatabase({ url: config.databaseUrl }), where: `PostgreSQL ${u.host}${u.pathname}` };
  }
  await mkdir(config.dataDir, { recursive: true });
  return { database: await openDatabase({ dataDir: config.dataDir }), where: `PGlite ${config.dataDir}` };
}

/** A file argument, resolved from where the user ran npm (INIT_CWD), not the workspace folder. */
export function fileArgument(usage: string): string {
  const arg = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!arg) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
}

/** True when the command line carries `--<name>` (e.g. --allow-partial). */
export function hasFlag(name: string): boolean {
  return process.argv.slice(2).includes(`--${name}`);
}

const fmt = (e: ImportProgressEvent, n: number) =>
  e.unit === 'bytes' ? `${(n / 1_048_576).toFixed(1)} MB` : n.toLocaleString('en-IN');

/** A progress callback drawing one bar per phase on stderr; a no-op when stderr is not a terminal. */
export function progressBar(): { onProgress: ImportProgress; stop(): void } {
  if (!process.stderr.isTTY) return { onProgress: () => undefined, stop: () => undefined };
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: ' {phase} |{bar}| {percentage}% {doneText}/{totalText}',
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  let phase: string | null = null;
  return {
    onProgress(e) {
      const payload = { phase: e.phase.padEnd(8), doneText: fmt(e, e.done), totalText: fmt(e, e.total) };
      if (phase !== e.phase) {
        if (phase !== null) bar.stop();
        bar.start(Math.max(e.total, 1), e.done, payload);
        phase = e.phase;
      } else {
        bar.setTotal(Math.max(e.total, 1));
        bar.update(e.done, payload);
      }
    },
    stop() {
      if (phase !== null) bar.stop();
    },
  };
}

/** Runs a command: opens and migrates the database, runs `fn`, closes, sets the exit code. */
export async function runCommand(name: string, fn: (database: Database) => Promise<void>): Promise<void> {
  let database: Database | undefined;
  try {
    const opened = await openConfiguredDatabase();
    database = opened.database;
    console.error(`${name}: ${opened.where}`);
    await migrate(database);
    await fn(database);
  } catch (err) {
    console.error(`${name} failed:`, err instanceof Error ? err.message : err);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
