import type { Clock } from '@sanchay/domain';
import { EventEmitter } from 'node:events';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { notificationOutbox } from '../src/db/schema';
import { enqueueNotification, SandboxSender } from '../src/integrations/notifications';
import { DUE_WORK, onDueWork, signalDueWork } from '../src/due-work';
import { notificationDeliveryJob, startJobLoop, type Job, type JobLoop, type JobOutcome } from '../src/jobs';
import { runInRequestContext } from '../src/request-context';
import { testDatabases } from './test-database';

// The job loop: each job on its own due time (docs/decisions/0069), passes never overlapping;
// goes again at once while a job reports more; a failing job is reported, retried with backoff,
// and the loop goes on; a wake runs a job at once; stop waits for the pass in progress.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function countingJob(name = 'count', run: () => Promise<JobOutcome | void> = async () => {}) {
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

  it('runs a pass now when asked, without waiting for the timer', async () => {
    const job = countingJob();
    const loop = start({ jobs: [job], maxSleepMs: 60_000 });
    await loop.runNow();
    expect(job.runs).toBe(1);
  });

  it('goes again at once while a job reports more work, up to its burst', async () => {
    let left = 3;
    const job = countingJob('drain', async () => ({ more: (left -= 1) > 0 }));
    const loop = start({ jobs: [job], maxSleepMs: 60_000 });
    await loop.runNow();
    expect(job.runs).toBe(3);

    const endless = countingJob('endless', async () => ({ more: true }));
    const capped = start({ jobs: [endless], maxSleepMs: 60_000, maxBurst: 4 });
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
      maxSleepMs: 60_000,
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
    const loop = start({ jobs: [slow], maxSleepMs: 1, minSleepMs: 1 });
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

describe('startJobLoop: each job on its own due time (fake timers)', () => {
  // The loop's timers and the clock its due times are on are both the fake ones: no test waits.
  const SECOND = 1000;
  const clock: Clock = { now: () => new Date(Date.now()) };
  let loop: JobLoop | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-24T04:30:00Z') });
  });
  afterEach(async () => {
    const stopping = loop?.stop();
    loop = undefined;
    await vi.runOnlyPendingTimersAsync();
    await stopping;
    vi.useRealTimers();
  });
  const start = (jobs: Job[], more: Partial<Parameters<typeof startJobLoop>[0]> = {}) =>
    (loop = startJobLoop({ jobs, clock, maxSleepMs: 15 * SECOND, minSleepMs: SECOND, ...more }));

  it('does not run a job with nothing due every second: once per ceiling', async () => {
    const idle = countingJob('idle', async () => ({ nextDueAt: null }));
    const silent = countingJob('says nothing');
    start([idle, silent]);
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    // First pass after a second, then every 15 s: 1, 16, 31, 46 (the old loop: 60 passes).
    expect(idle.runs).toBe(4);
    expect(silent.runs).toBe(4);
  });

  it('runs a job at its due time, not before', async () => {
    let dueAt: Date | null = new Date(Date.now() + 6 * SECOND);
    const job = countingJob('due', async () => {
      const next = dueAt;
      dueAt = null;
      return { nextDueAt: next };
    });
    start([job]);
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(job.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(5 * SECOND - 1);
    expect(job.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(job.runs).toBe(2);
    // Nothing due after that: the ceiling.
    await vi.advanceTimersByTimeAsync(15 * SECOND - 1);
    expect(job.runs).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(job.runs).toBe(3);
  });

  it('sleeps at most the ceiling however far away the due time, and at least minSleepMs for one past', async () => {
    let answer: Date = new Date(Date.now() + 3_600_000);
    const job = countingJob('far', async () => ({ nextDueAt: answer }));
    start([job]);
    await vi.advanceTimersByTimeAsync(16 * SECOND);
    expect(job.runs).toBe(2);
    answer = new Date(0); // due long ago (another process holds the rows): not a hot loop
    await vi.advanceTimersByTimeAsync(15 * SECOND);
    expect(job.runs).toBe(3);
    await vi.advanceTimersByTimeAsync(10 * SECOND);
    expect(job.runs).toBe(13);
  });

  it('a wake runs the jobs that wait for that work at once, and only those', async () => {
    const outbox = Object.assign(countingJob('notification-delivery', async () => ({ nextDueAt: null })), {
      wakeOn: [DUE_WORK.notifications],
    });
    const calls = Object.assign(countingJob('outside-calls', async () => ({ nextDueAt: null })), {
      wakeOn: [DUE_WORK.outsideCalls],
    });
    const loop = start([outbox, calls]);
    await vi.advanceTimersByTimeAsync(SECOND);
    expect([outbox.runs, calls.runs]).toEqual([1, 1]);

    loop.wake(DUE_WORK.notifications);
    await vi.advanceTimersByTimeAsync(0);
    expect([outbox.runs, calls.runs]).toEqual([1 + 1, 1]);
    loop.wake('outside-calls');
    await vi.advanceTimersByTimeAsync(0);
    expect([outbox.runs, calls.runs]).toEqual([2, 2]);
    loop.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect([outbox.runs, calls.runs]).toEqual([3, 3]);

    // A wake restarts the sleep: the next look is a ceiling after the woken pass.
    await vi.advanceTimersByTimeAsync(15 * SECOND - 1);
    expect(outbox.runs).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(outbox.runs).toBe(4);
  });

  it('a wake during a pass runs the job again after it; wakes before it starts are one pass', async () => {
    let release: () => void = () => undefined;
    let first = true;
    const job = countingJob('slow', async () => {
      if (first) {
        first = false;
        await new Promise<void>((resolve) => (release = resolve));
      }
      return { nextDueAt: null };
    });
    const loop = start([job]);
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(job.runs).toBe(1); // in progress
    loop.wake();
    loop.wake();
    loop.wake();
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(job.runs).toBe(2);
    await vi.advanceTimersByTimeAsync(14 * SECOND);
    expect(job.runs).toBe(2);
  });

  it('retries a throwing job with a growing backoff, not in a hot loop, and runs the others meanwhile', async () => {
    let failing = true;
    const errors: string[] = [];
    const broken = countingJob('broken', async () => {
      if (failing) throw new Error('database unavailable');
      return { nextDueAt: null };
    });
    const fine = countingJob('fine', async () => ({ nextDueAt: new Date(Date.now() + 5 * SECOND) }));
    start([broken, fine], { onError: (job) => errors.push(job.name) });
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    // At 1 s, then 1, 2, 4, 8 s after each failure, then every 15 s (the ceiling): 1, 2, 4, 8, 16, 31, 46.
    expect(broken.runs).toBe(7);
    expect(errors).toEqual(Array(7).fill('broken'));
    expect(fine.runs).toBe(12); // 1, 6, 11, …, 56
    // Working again: the backoff is forgotten.
    failing = false;
    await vi.advanceTimersByTimeAsync(15 * SECOND);
    expect(broken.runs).toBe(8);
  });

  it('pauses after a burst of passes that all report more', async () => {
    const endless = countingJob('endless', async () => ({ more: true }));
    start([endless], { maxBurst: 4 });
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(endless.runs).toBe(4);
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(endless.runs).toBe(8);
  });

  it('stops: no pass after stop, however it was woken', async () => {
    const job = countingJob('job', async () => ({ nextDueAt: null }));
    const loop = start([job]);
    await loop.stop();
    loop.wake();
    await loop.runNow();
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(job.runs).toBe(0);
  });
});

describe('signalDueWork', () => {
  it('wakes the listeners at once outside a request', () => {
    const heard: string[] = [];
    const stop = onDueWork((work) => heard.push(work));
    try {
      signalDueWork(DUE_WORK.notifications);
      expect(heard).toEqual(['notifications']);
    } finally {
      stop();
    }
    signalDueWork(DUE_WORK.notifications);
    expect(heard).toEqual(['notifications']);
  });

  it("inside a request, waits until the response is sent (the request's transaction has committed)", () => {
    const heard: string[] = [];
    const stop = onDueWork((work) => heard.push(work));
    const response = Object.assign(new EventEmitter(), { writableFinished: false });
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    try {
      runInRequestContext({ requestId: 'r1', log, response }, () => signalDueWork(DUE_WORK.notifications));
      expect(heard).toEqual([]);
      response.emit('finish');
      response.emit('close');
      expect(heard).toEqual(['notifications']);
    } finally {
      stop();
    }
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
    const loop = startJobLoop({ jobs: [job], maxSleepMs: 60_000 });
    try {
      await loop.runNow();
    } finally {
      await loop.stop();
    }
    expect(results).toEqual([2, 2, 1]);
    const rows = await database.db.select().from(notificationOutbox);
    expect(rows.map((r) => r.status)).toEqual(Array(5).fill('delivered'));
  });

  it('says when it next has work: nothing when the outbox is delivered, else the retry of a failed send', async () => {
    const down = { send: async () => Promise.reject(new Error('SMS gateway down')) };
    const idle = await notificationDeliveryJob({ database, sender: new SandboxSender(), clock }).run();
    expect(idle).toEqual({ nextDueAt: null });

    await enqueueNotification(database.db, { channel: 'sms', recipient: '9876543210', kind: 'login-otp', body: 'OTP 9' });
    const after = await notificationDeliveryJob({ database, sender: down, clock }).run();
    const [row] = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.status, 'pending'));
    expect(row?.nextAttemptAt?.getTime()).toBeGreaterThan(clock.now().getTime());
    expect(after).toEqual({ nextDueAt: row!.nextAttemptAt });
  });
});
