// Durable commands to outside parties (outside-calls/, docs/decisions/0046): written with the
// business change, called outside any transaction, the answer kept before it is applied, retried
// with backoff, applied once. A fake party counts its calls; a table of the test counts applies.
// On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (two pools on one database there).
import type { Clock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeEach, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { OutsideCalls, listOutsideCalls, hasUnfinished, type OutsideCallHandler } from '../src/outside-calls';
import { forEachDatabase } from './test-database';

class TestClock implements Clock {
  constructor(private at: Date) {}
  now(): Date {
    return new Date(this.at);
  }
  advance(ms: number): void {
    this.at = new Date(this.at.getTime() + ms);
  }
}

const START = new Date('2026-08-21T09:00:00.000Z');

/** A party that answers `{ echo }`, fails while `failures` lasts, and counts its calls per key. */
class FakeParty {
  failures = 0;
  readonly calls: string[] = [];
  async answer(request: { n: number }, idempotencyKey: string): Promise<{ echo: number }> {
    this.calls.push(idempotencyKey);
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('HTTP 500 from the party');
    }
    return { echo: request.n };
  }
}

forEachDatabase('outside calls', (open, label) => {
  let database: Database;
  let clock: TestClock;
  let party: FakeParty;
  /** When true, the apply throws (a bug, a constraint, a lost connection). */
  let applyBreaks: boolean;

  const handler = (over: Partial<OutsideCallHandler<{ n: number }, { echo: number }, { tag: string }>> = {}) =>
    ({
      party: 'fake',
      operation: 'echo',
      call: (request, meta) => party.answer(request, meta.idempotencyKey),
      apply: async (tx, { response, context, command }) => {
        if (applyBreaks) throw new Error('the apply broke');
        await tx.execute(sql`INSERT INTO applied (key, tag, echo) VALUES (${command.idempotencyKey}, ${context.tag}, ${response.echo})`);
      },
      applyFailure: async (tx, { error, command }) => {
        await tx.execute(sql`INSERT INTO applied (key, tag, echo) VALUES (${command.idempotencyKey}, ${`failed: ${error}`}, 0)`);
      },
      ...over,
    }) satisfies OutsideCallHandler<{ n: number }, { echo: number }, { tag: string }>;

  const makeCalls = (db: Database = database, over: Parameters<typeof handler>[0] = {}) => {
    const calls = new OutsideCalls({ database: db, clock });
    calls.register(handler(over));
    return calls;
  };
  const applied = async (db: Database = database) =>
    (await db.db.execute(sql`SELECT key, tag, echo FROM applied ORDER BY key`)) as unknown as { rows: { key: string; tag: string; echo: number }[] };

  beforeEach(async () => {
    database = await open();
    await database.db.execute(sql`CREATE TABLE applied (key text PRIMARY KEY, tag text NOT NULL, echo integer NOT NULL)`);
    clock = new TestClock(START);
    party = new FakeParty();
    applyBreaks = false;
    return () => database.close();
  });

  const enqueue = (calls: OutsideCalls, key: string, n = 1, runNow = false) =>
    database.db.transaction((tx) =>
      calls.enqueue(tx, { party: 'fake', operation: 'echo', idempotencyKey: key, request: { n }, context: { tag: `t${n}` }, subject: 'user-1' }, { runNow }),
    );

  it('runs a command now: one call, the answer kept, applied once, done', async () => {
    const calls = makeCalls();
    const { id, created } = await enqueue(calls, 'k1', 7, true);
    expect(created).toBe(true);
    const view = await calls.run(id);
    expect(view).toMatchObject({ status: 'done', attempts: 1, response: { echo: 7 }, error: null });
    expect(view.completedAt).toEqual(clock.now());
    expect(party.calls).toEqual(['k1']);
    expect((await applied()).rows).toEqual([{ key: 'k1', tag: 't7', echo: 7 }]);
  });

  it('is idempotent: the same key twice is one command and one call', async () => {
    const calls = makeCalls();
    const first = await enqueue(calls, 'same', 1, true);
    const second = await enqueue(calls, 'same', 2, true);
    expect(second).toEqual({ id: first.id, created: false });
    await calls.run(first.id);
    expect(await calls.run(second.id)).toMatchObject({ status: 'done', response: { echo: 1 } });
    await calls.runDue();
    expect(party.calls).toEqual(['same']);
    expect((await applied()).rows).toHaveLength(1);
  });

  it('is written in the caller’s transaction: rolled back with it', async () => {
    const calls = makeCalls();
    await expect(
      database.db.transaction(async (tx) => {
        await calls.enqueue(tx, { party: 'fake', operation: 'echo', idempotencyKey: 'gone', request: { n: 1 } });
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    expect(await listOutsideCalls(database.db, { limit: 10 })).toEqual([]);
  });

  it('keeps an answer whose apply failed, reports it, and retries the apply without calling the party again', async () => {
    const calls = makeCalls();
    const { id } = await enqueue(calls, 'k-apply', 3, true);
    applyBreaks = true;
    const view = await calls.run(id);
    expect(view).toMatchObject({ status: 'answered', response: { echo: 3 }, applyAttempts: 1, error: 'apply failed: the apply broke' });
    expect((await applied()).rows).toEqual([]);
    // Visible: the sandbox console lists answered commands with their error.
    expect(await listOutsideCalls(database.db, { status: 'answered', limit: 10 })).toMatchObject([{ id, error: 'apply failed: the apply broke' }]);
    // Not due before its backoff (30 s); then, still broken, 60 s later.
    expect(await calls.runDue()).toMatchObject({ applied: 0, applyFailed: 0 });
    clock.advance(30_000);
    expect(await calls.runDue()).toMatchObject({ applied: 0, applyFailed: 1 });
    applyBreaks = false;
    clock.advance(60_000);
    expect(await calls.runDue()).toMatchObject({ applied: 1, called: 0 });
    expect(party.calls).toEqual(['k-apply']);
    expect((await applied()).rows).toEqual([{ key: 'k-apply', tag: 't3', echo: 3 }]);
    expect(await calls.find(id)).toMatchObject({ status: 'done', applyAttempts: 2, error: null });
  });

  it('retries a party error with backoff (30 s, then 60 s) where the operation allows it', async () => {
    const calls = makeCalls(database, { retry: { maxAttempts: 4, baseDelayMs: 30_000, maxDelayMs: 600_000 } });
    const { id } = await enqueue(calls, 'k-retry', 5, true);
    party.failures = 2;
    expect(await calls.run(id)).toMatchObject({ status: 'pending', attempts: 1, error: 'HTTP 500 from the party', nextAttemptAt: new Date(START.getTime() + 30_000) });
    clock.advance(29_000);
    expect(await calls.runDue()).toMatchObject({ called: 0 });
    clock.advance(1_000);
    expect(await calls.runDue()).toMatchObject({ called: 1, retried: 1 });
    expect(await calls.find(id)).toMatchObject({ status: 'pending', nextAttemptAt: new Date(clock.now().getTime() + 60_000) });
    clock.advance(60_000);
    expect(await calls.runDue()).toMatchObject({ called: 1, applied: 1 });
    expect(party.calls).toHaveLength(3);
    expect(await calls.find(id)).toMatchObject({ status: 'done', attempts: 3, response: { echo: 5 } });
  });

  it('fails for good when the operation allows no retry, applying the failure once', async () => {
    const calls = makeCalls();
    const { id } = await enqueue(calls, 'k-fail', 1, true);
    party.failures = 1;
    expect(await calls.run(id)).toMatchObject({ status: 'failed', error: 'HTTP 500 from the party' });
    clock.advance(3_600_000);
    expect(await calls.runDue()).toMatchObject({ called: 0 });
    expect((await applied()).rows).toEqual([{ key: 'k-fail', tag: 'failed: HTTP 500 from the party', echo: 0 }]);
    expect(await hasUnfinished(database.db, 'fake', 'echo', 'user-1')).toBe(false);
  });

  it('leaves a command its caller runs alone for a lease, then the job finishes it (the caller died)', async () => {
    const calls = makeCalls();
    const { id } = await enqueue(calls, 'k-orphan', 4, true);
    expect(await hasUnfinished(database.db, 'fake', 'echo', 'user-1')).toBe(true);
    expect(await calls.runDue()).toMatchObject({ called: 0 });
    clock.advance(120_000);
    expect(await calls.runDue()).toMatchObject({ called: 1, applied: 1 });
    expect(await calls.find(id)).toMatchObject({ status: 'done' });
  });

  const claimedByADeadProcess = (id: string) =>
    database.db.execute(
      sql`UPDATE outside_call SET status = 'calling', attempts = 1, lease_owner = 'dead', lease_until = ${new Date(START.getTime() + 120_000).toISOString()}::timestamptz WHERE id = ${id}`,
    );

  it('takes over a claim whose lease ended, calling the party again with the same key (when retries are allowed)', async () => {
    const calls = makeCalls(database, { retry: { maxAttempts: 3, baseDelayMs: 30_000, maxDelayMs: 600_000 } });
    const { id } = await enqueue(calls, 'k-lease', 2);
    // Another process claimed it and died before the party answered.
    await claimedByADeadProcess(id);
    expect(await calls.runDue()).toMatchObject({ called: 0 });
    clock.advance(120_000);
    expect(await calls.runDue()).toMatchObject({ called: 1, applied: 1 });
    expect(party.calls).toEqual(['k-lease']);
    expect(await calls.find(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('does not call again when the operation allows one attempt and its caller died mid-call: failed, reported', async () => {
    const calls = makeCalls();
    const { id } = await enqueue(calls, 'k-once', 2);
    await claimedByADeadProcess(id);
    clock.advance(120_000);
    expect(await calls.runDue()).toMatchObject({ failed: 1 });
    expect(party.calls).toEqual([]);
    expect(await calls.find(id)).toMatchObject({ status: 'failed', error: 'No outcome reported for the last attempt' });
  });

  it('refuses a command whose operation has no handler', async () => {
    const calls = makeCalls();
    await expect(calls.enqueue(database.db, { party: 'fake', operation: 'nothing', idempotencyKey: 'x', request: {} })).rejects.toThrow(/No outside-call handler/);
  });

  it(`two claimers run each command exactly once [${label}]`, async () => {
    // On PostgreSQL the second claimer is a second pool (another app instance) on the same database.
    const url = database.kind === 'postgres' ? (database.raw as pg.Pool).options.connectionString : undefined;
    const second = url ? await openDatabase({ url }) : database;
    try {
      const a = makeCalls(database);
      const b = makeCalls(second);
      const keys = Array.from({ length: 40 }, (_, i) => `k-${String(i).padStart(2, '0')}`);
      for (const [i, key] of keys.entries()) await enqueue(a, key, i);
      const drain = async (calls: OutsideCalls) => {
        for (let i = 0; i < 20; i += 1) await calls.runDue({ batch: 3 });
      };
      await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
      expect([...party.calls].sort()).toEqual(keys);
      expect((await applied()).rows.map((r) => r.key)).toEqual(keys);
      const statuses = await database.db.execute(sql`SELECT status, count(*)::int AS n FROM outside_call GROUP BY status`);
      expect((statuses as unknown as { rows: unknown[] }).rows).toEqual([{ status: 'done', n: 40 }]);
    } finally {
      if (second !== database) await second.close();
    }
  });
});
