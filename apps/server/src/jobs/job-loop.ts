import { systemClock, type Clock } from '@sanchay/domain';
import type { DueWork } from '../due-work';

/**
 * The durable background work of one process (DESIGN.md "Shape": `jobs/`). The work itself is
 * durable because it lives in tables (the outbox's due rows, outside calls, the sandbox exchange's
 * orders and mandates, …) and is claimed with `FOR UPDATE SKIP LOCKED`; this loop only decides
 * when each job looks. Any number of processes may run it.
 *
 * Each job is scheduled by its own due time (docs/decisions/0069): a pass says when the job next
 * has work (`nextDueAt`, on the loop's clock) or nothing (idle), and the job sleeps until then, at
 * most `maxSleepMs` (the ceiling: work another process wrote, on a shared PostgreSQL, is found
 * within it). Work this process writes wakes the job at once (`wake`, from due-work.ts). A
 * job with nothing due costs one look per ceiling, not one a second.
 */
/**
 * main's ceiling: a job with nothing due looks again after this, so due work written by another
 * process (two servers on one PostgreSQL, a command) is found within 15 s.
 */
export const JOB_LOOP_MAX_SLEEP_MS = 15_000;

export interface Job {
  /** For logs, and `wake(name)`. */
  name: string;
  /** The kinds of due work (due-work.ts) that wake this job at once. */
  wakeOn?: readonly DueWork[];
  /**
   * One pass. `{ more: true }` when it stopped at its batch size: it goes again at once.
   * `nextDueAt`: when it next has work (a past time means "soon": it looks again after
   * `minSleepMs`), `null` when it has none it knows of; either way at most `maxSleepMs` away.
   * Nothing (void) is the same as `null`.
   */
  run(): Promise<JobOutcome | void>;
}

export interface JobOutcome {
  more?: boolean;
  nextDueAt?: Date | null;
}

export interface JobLoopOptions {
  jobs: readonly Job[];
  /** The ceiling: the longest a job sleeps (main: 15 s). */
  maxSleepMs: number;
  /**
   * The shortest sleep after a pass that left work due it could not take (rows another process
   * holds), and after a burst that hit `maxBurst` (default 1 s, the old loop's interval).
   */
  minSleepMs?: number;
  /** The first pass of every job, this long after the start (default `minSleepMs`). */
  firstRunMs?: number;
  /** The clock `nextDueAt` is on (the sandbox clock in sandbox mode; the system's by default). */
  clock?: Clock;
  /**
   * A job that throws is reported here and tried again after a backoff: `minSleepMs`, doubled
   * for each failure in a row, up to `maxSleepMs`. The other jobs go on.
   */
  onError?: (job: Job, err: unknown) => void;
  /** Passes of one job in a row without a pause while it reports more work (default 10). */
  maxBurst?: number;
}

export interface JobLoop {
  /** Runs every job now (after the pass in progress, if any) and waits for them. */
  runNow(): Promise<void>;
  /**
   * Runs now (after the pass in progress) the jobs this due work wakes, or the job of that name;
   * every job when omitted. Does not wait.
   */
  wake(workOrName?: string): void;
  /** Stops the timers and waits for the pass in progress to finish. Idempotent. */
  stop(): Promise<void>;
}

interface Scheduled {
  job: Job;
  timer?: NodeJS.Timeout;
  /** Its run waiting in the chain, not started yet: another wake joins it. */
  queued?: Promise<void>;
  failures: number;
}

export function startJobLoop(options: JobLoopOptions): JobLoop {
  const maxBurst = options.maxBurst ?? 10;
  const minSleepMs = Math.min(options.minSleepMs ?? 1000, options.maxSleepMs);
  const clock = options.clock ?? systemClock;
  const scheduled: Scheduled[] = options.jobs.map((job) => ({ job, failures: 0 }));
  let stopped = false;
  // One pass at a time in the process, as before: the jobs share the database (PGlite's single
  // connection) with the requests, and their order in the chain is the order they were woken.
  let chain: Promise<void> = Promise.resolve();

  function report(job: Job, err: unknown): void {
    try {
      options.onError?.(job, err);
    } catch {
      // A broken reporter must not stop the other jobs.
    }
  }

  function sleepAfter(outcome: JobOutcome | void): number {
    const due = outcome?.nextDueAt;
    if (!due) return options.maxSleepMs;
    const ms = due.getTime() - clock.now().getTime();
    return Math.min(Math.max(ms, minSleepMs), options.maxSleepMs);
  }

  async function runJob(s: Scheduled): Promise<void> {
    let sleepMs = options.maxSleepMs;
    for (let i = 1; !stopped; i += 1) {
      let outcome: JobOutcome | void;
      try {
        outcome = await s.job.run();
        s.failures = 0;
      } catch (err) {
        report(s.job, err);
        s.failures += 1;
        sleepMs = Math.min(minSleepMs * 2 ** Math.min(s.failures - 1, 30), options.maxSleepMs);
        break;
      }
      if (outcome?.more) {
        if (i < maxBurst) continue;
        sleepMs = minSleepMs;
        break;
      }
      sleepMs = sleepAfter(outcome);
      break;
    }
    // A wake during the pass queued another run: that one plans the next sleep.
    if (!s.queued) plan(s, sleepMs);
  }

  function plan(s: Scheduled, ms: number): void {
    if (stopped) return;
    clearTimeout(s.timer);
    s.timer = setTimeout(() => void enqueue(s), ms);
    // The loop never keeps the process alive by itself (the HTTP server does).
    s.timer.unref?.();
  }

  /** Queues a run of the job behind the pass in progress; a run already waiting is joined. */
  function enqueue(s: Scheduled): Promise<void> {
    if (stopped) return chain;
    if (s.queued) return s.queued;
    clearTimeout(s.timer);
    const run = chain.then(async () => {
      s.queued = undefined;
      if (!stopped) await runJob(s);
    });
    s.queued = run;
    chain = run.catch(() => undefined); // runJob does not throw; the chain must never break all the same
    return chain;
  }

  const firstRunMs = options.firstRunMs ?? minSleepMs;
  for (const s of scheduled) plan(s, firstRunMs);

  return {
    async runNow() {
      await Promise.all(scheduled.map(enqueue));
    },
    wake(workOrName) {
      for (const s of scheduled) {
        if (workOrName === undefined || s.job.name === workOrName || s.job.wakeOn?.some((w) => w === workOrName)) void enqueue(s);
      }
    },
    async stop() {
      stopped = true;
      for (const s of scheduled) clearTimeout(s.timer);
      await chain;
    },
  };
}
