// A process killed with SIGKILL between the party's answer and its apply (issue 10 §1): a child
// process writes a command, runs it, and is killed once the answer is stored; the "restarted"
// process (this one, on the same database) finishes it: the party was called once, the outcome
// applied once. PGlite in a data folder (one process at a time, as the server uses it), and
// PostgreSQL when TEST_DATABASE_URL is set.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemClock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { OutsideCalls } from '../src/outside-calls';
import { crashTestHandler } from './fixtures/outside-call-crash';
import { testDatabases } from './test-database';

const here = path.dirname(fileURLToPath(import.meta.url));
const CHILD = path.join(here, 'fixtures', 'outside-call-crash.ts');

/** Runs the child until it says ANSWERED, then kills it with SIGKILL. */
function runChildUntilAnswered(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: { ...process.env, ...env, CRASH_CHILD: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ANSWERED')) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL' && out.includes('ANSWERED')) resolve();
      else reject(new Error(`The child ended (${code ?? signal}) before the answer: ${out}\n${err}`));
    });
  });
}

for (const target of testDatabases()) {
  describe(`outside calls survive a SIGKILL between answer and apply [${target.label}]`, () => {
    let dir: string;
    let database: Database | undefined;
    let env: Record<string, string>;

    beforeEach(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'sanchay-crash-'));
      const partyLog = path.join(dir, 'party.log');
      await writeFile(partyLog, '');
      if (target.label === 'postgres') {
        database = await target.open();
        env = { CRASH_DB_URL: (database.raw as pg.Pool).options.connectionString!, CRASH_PARTY_LOG: partyLog };
      } else {
        // The child opens the data folder; this process opens it again only after the kill.
        const pgliteDir = path.join(dir, 'pglite');
        const setup = await openDatabase({ dataDir: pgliteDir });
        await migrate(setup);
        await setup.close();
        env = { CRASH_PGLITE_DIR: pgliteDir, CRASH_PARTY_LOG: partyLog };
      }
      const db = database ?? (await openDatabase({ dataDir: env.CRASH_PGLITE_DIR! }));
      await db.db.execute(sql`CREATE TABLE crash_applied (key text PRIMARY KEY, echo integer NOT NULL)`);
      if (!database) await db.close();
    });
    afterEach(async () => {
      await database?.close();
      database = undefined;
      await rm(dir, { recursive: true, force: true });
    });

    it('completes the command exactly once after the restart, without calling the party again', async () => {
      await runChildUntilAnswered(env);
      // The restart: a new process (here, this one) on the same database, with the same handlers.
      const restarted = database ?? (await openDatabase({ dataDir: env.CRASH_PGLITE_DIR! }));
      try {
        const before = (await restarted.db.execute(sql`SELECT status, response FROM outside_call`)) as unknown as { rows: unknown[] };
        expect(before.rows).toEqual([{ status: 'answered', response: { echo: 42 } }]);
        const calls = new OutsideCalls({ database: restarted, clock: systemClock });
        calls.register(crashTestHandler(env.CRASH_PARTY_LOG!));
        expect(await calls.runDue()).toMatchObject({ applied: 1, called: 0 });
        expect(await calls.runDue()).toMatchObject({ applied: 0, called: 0 });
        const applied = (await restarted.db.execute(sql`SELECT key, echo FROM crash_applied`)) as unknown as { rows: unknown[] };
        expect(applied.rows).toEqual([{ key: 'crash-1', echo: 42 }]);
        expect((await readFile(env.CRASH_PARTY_LOG!, 'utf8')).trim().split('\n')).toEqual(['crash-1']);
      } finally {
        if (!database) await restarted.close();
      }
    });
  });
}
