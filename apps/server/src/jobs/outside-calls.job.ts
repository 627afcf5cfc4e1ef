import type { OutsideCalls, RunDueResult } from '../outside-calls';
import { DUE_WORK } from '../due-work';
import type { Job } from './job-loop';

export interface OutsideCallsJobDeps {
  calls: OutsideCalls;
  batch?: number;
  /** Told about every pass that did something (main logs it). */
  onResult?: (result: RunDueResult) => void;
}

/**
 * The outside calls' job (outside-calls/): retries due after a party error, commands whose caller
 * died between writing and running them, and answers whose apply is due (first, or after a failed
 * one). One batch per pass, more while batches are full.
 */
export function outsideCallsJob(deps: OutsideCallsJobDeps): Job {
  return {
    name: 'outside-calls',
    wakeOn: [DUE_WORK.outsideCalls],
    async run() {
      const result = await deps.calls.runDue({ batch: deps.batch ?? 20 });
      if (result.called + result.applied + result.failed + result.applyFailed > 0) deps.onResult?.(result);
      if (result.more) return { more: true };
      // Asleep until the earliest retry, apply or lease end (the loop's ceiling at most).
      return { nextDueAt: await deps.calls.nextDueAt() };
    },
  };
}
