// Issue 12 §5 (docs/decisions/0115): `npm start` in sandbox mode is ready (/readyz answers 200)
// without waiting for the demo history, which then runs in the background, through the sandbox
// exchange, until both demo investors' pasts are in the ledger. The server is main.ts itself in a
// child process; PostgreSQL only (the test reads the database the child writes: TEST_DATABASE_URL).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { forEachDatabase } from './test-database';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function historyState(database: Database) {
  const [row] = ((await database.db.execute(sql`
    SELECT (SELECT count(*) FROM sandbox_exchange_history WHERE finished_at IS NOT NULL)::int AS finished,
           (SELECT count(*) FROM ledger_entry)::int AS ledger`)) as unknown as { rows: { finished: number; ledger: number }[] }).rows;
  return row!;
}

forEachDatabase('npm start in sandbox mode and the demo history', (open, label) => {
  it.skipIf(label !== 'postgres')('answers /readyz before the demo history is done, which then finishes in the background', async () => {
    const database = await open();
    const url = (database.raw as unknown as { options: { connectionString: string } }).options.connectionString;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sanchay-demo-history-start-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        DATABASE_URL: url,
        SANDBOX: 'true',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'silent',
        CATALOGUE: 'demo',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      await until('/readyz', async () => ((await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200 ? true : null), 300_000);
      // Ready, and no investor's past is done: readiness did not wait for it.
      expect((await historyState(database)).finished).toBe(0);
      // In the background, after the warm-up's demo accounts: both pasts, through the exchange.
      const done = await until('the demo history', async () => {
        const state = await historyState(database);
        return state.finished === 2 ? state : null;
      }, 400_000);
      expect(done.ledger).toBeGreaterThan(400);
      const [unmatched] = ((await database.db.execute(sql`
        SELECT count(*)::int AS n FROM ledger_entry l
        WHERE NOT EXISTS (SELECT 1 FROM sandbox_exchange_allotment a WHERE a.order_no = l.exchange_order_no)`)) as unknown as {
        rows: { n: number }[];
      }).rows;
      expect(unmatched!.n).toBe(0);
    } finally {
      child.kill('SIGTERM');
      await exited;
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 900_000);
});
