import type { Clock } from '@sanchay/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client';
import { notificationOutbox } from '../src/db/schema';
import { enqueueNotification, SandboxSender } from '../src/integrations/notifications';
import { notificationDeliveryJob, startJobLoop, type Job, type JobLoop } from '../src/jobs';
import { testDatabases } from './test-database';

// The job loop: passes on a timer, never overlapping; goes again at once while a job reports
// more; a failing job is reported and the loop goes on; stop waits for the pass in progress.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function countingJob(name = 'count', run: () => Promise<{ more?: boolean } | void> = async () => {}) {
  const job = { name, runs: 0, run: async () => ((job.runs += 1), run()) };
  return job;
}

describe('startJobLoop', () => {
  const loops: JobLoop[] = [];
  const start = (...args: Parameters<typeof startJobLoop>) => {
    const loop = startJobLoop(...args);
    loops.push(loop);
    return loop;
  };
  afterAll(async () => {
    for (const loop of loops) await loop.stop();
  });

  it('runs its jobs every interval', async () => {
    const job = countingJob();
    start({ jobs: [job], intervalMs: 10 });
    expect(job.runs).toBe(0);
    // Generous: a busy machine may run a 10 ms timer seconds late.
    await vi.waitFor(() => expect(job.runs).toBeGreaterThanOrEqual(3), { timeout: 60_000 });
  });

  it('runs a pass now when asked, without waiting for the timer', async () => {
    const job = countingJob();
    const loop = start({ jobs: [job], intervalMs: 60_000 });
    await loop.runNow();
    expect(job.runs).toBe(1);
  });

  it('goes again at once while a job reports more work, up to its burst', async () => {
    let left = 3;
    const job = countingJob('drain', async () => ({ more: (left -= 1) > 0 }));
    const loop = start({ jobs: [job], intervalMs: 60_000 });
    await loop.runNow();
    expect(job.runs).toBe(3);

    const endless = countingJob('endless', async () => ({ more: true }));
    const capped = start({ jobs: [endless], intervalMs: 60_000, maxBurst: 4 });
    await capped.runNow();
    expect(endless.runs).toBe(4);
  });

  it('reports a failing job and still runs the others and the next passes', async () => {
    const errors: string[] = [];
    const broken: Job = {
      name: 'broken',
      run: async () => {
        throw new Error('database unavailable');
      },
    };
    const fine = countingJob('fine');
    const loop = start({
      jobs: [broken, fine],
      intervalMs: 60_000,
      onError: (job, err) => {
        errors.push(`${job.name}: ${(err as Error).message}`);
        if (errors.length === 1) throw new Error('a broken logger');
      },
    });
    await loop.runNow();
    await loop.runNow();
    expect(errors).toEqual(['broken: database unavailable', 'broken: database unavailable']);
    expect(fine.runs).toBe(2);
  });

  it('never overlaps passes, and stop waits for the one in progress', async () => {
    let running = 0;
    let most = 0;
    let finished = 0;
    const slow = countingJob('slow', async () => {
      running += 1;
      most = Math.max(most, running);
      await sleep(30);
      running -= 1;
      finished += 1;
    });
    const loop = start({ jobs: [slow], intervalMs: 1 });
    void loop.runNow();
    void loop.runNow();
    await vi.waitFor(() => expect(slow.runs).toBeGreaterThanOrEqual(2), { timeout: 60_000 });
    await loop.stop();
    expect(running).toBe(0);
    expect(most).toBe(1);
    const after = slow.runs;
    expect(finished).toBe(after);
    await sleep(30);
    expect(slow.runs).toBe(after);
    await loop.stop(); // twice is fine
  });
});

describe('notificationDeliveryJob', () => {
  let database: Database;
  const clock: Clock = { now: () => new Date('2026-08-21T04:30:00Z') };

  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('delivers the outbox from the loop, batch after batch', async () => {
    for (let i = 0; i < 5; i += 1) {
      await enqueueNotification(database.db, { channel: 'sms', recipient: '9876543210', kind: 'login-otp', body: `OTP ${i}` });
    }
    const results: number[] = [];
    const job = notificationDeliveryJob({
      database,
      sender: new SandboxSender(),
      clock,
      options: { batch: 2 },
      onResult: (r) => results.push(r.delivered),
    });
    const loop = startJobLoop({ jobs: [job], intervalMs: 60_000 });
    try {
      await loop.runNow();
    } finally {
      await loop.stop();
    }
    expect(results).toEqual([2, 2, 1]);
    const rows = await database.db.select().from(notificationOutbox);
    expect(rows.map((r) => r.status)).toEqual(Array(5).fill('delivered'));
  });
});
