/**
 * The durable background work of one process (DESIGN.md "Shape": `jobs/`). The work itself is
 * durable because it lives in tables (the outbox's due rows, later SIP instalments, …) and is
 * claimed with `FOR UPDATE SKIP LOCKED`; this loop only decides when to look. Any number of
 * processes may run it.
 */
export interface Job {
  /** For logs. */
  name: string;
  /** One pass. `{ more: true }` when it stopped at its batch size: the loop goes again at once. */
  run(): Promise<{ more?: boolean } | void>;
}

export interface JobLoopOptions {
  jobs: readonly Job[];
  /** Pause between passes when there is nothing more to do. */
  intervalMs: number;
  /** A job that throws is reported here and run again on the next pass; the loop goes on. */
  onError?: (job: Job, err: unknown) => void;
  /** Passes in a row without a pause while jobs report more work (default 10). */
  maxBurst?: number;
}

export interface JobLoop {
  /** Runs a pass now (after the one in progress, if any) instead of waiting for the timer. */
  runNow(): Promise<void>;
  /** Stops the timer and waits for the pass in progress to finish. Idempotent. */
  stop(): Promise<void>;
}

export function startJobLoop(options: JobLoopOptions): JobLoop {
  const maxBurst = options.maxBurst ?? 10;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  function report(job: Job, err: unknown): void {
    try {
      options.onError?.(job, err);
    } catch {
      // A broken reporter must not stop the other jobs.
    }
  }

  async function pass(): Promise<boolean> {
    let more = false;
    for (const job of options.jobs) {
      if (stopped) break;
      try {
        const outcome = await job.run();
        if (outcome && outcome.more) more = true;
      } catch (err) {
        report(job, err);
      }
    }
    return more;
  }

  async function tick(): Promise<void> {
    for (let i = 0; i < maxBurst && !stopped; i += 1) {
      if (!(await pass())) break;
    }
  }

  function schedule(): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void enqueue().then(schedule);
    }, options.intervalMs);
    // The loop never keeps the process alive by itself (the HTTP server does).
    timer.unref();
  }

  /** Passes never overlap: each waits for the previous one. */
  function enqueue(): Promise<void> {
    current = current
      .then(() => (stopped ? undefined : tick()))
      .catch(() => undefined); // tick does not throw; the chain must never break all the same
    return current;
  }

  schedule();

  return {
    async runNow() {
      await enqueue();
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
