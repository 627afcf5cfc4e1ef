import type { Clock } from '@sanchay/domain';
import type { Database } from '../db/client';
import { nextMandateAnswerAt, progressDueMandates, type MandateProgressResult } from '../integrations/exchange';
import { DUE_WORK } from '../due-work';
import type { Job } from './job-loop';

export interface SandboxMandateProgressJobDeps {
  database: Database;
  clock: Clock;
  batch?: number;
  /** Told about every pass that answered a mandate. */
  onResult?: (result: MandateProgressResult) => void;
}

/**
 * The sandbox bank's mandate answers as a job of the loop (sandbox mode only; main adds it):
 * asleep until the next answer is due, or until a mandate is registered or its scan uploaded here.
 */
export function sandboxMandateProgressJob(deps: SandboxMandateProgressJobDeps): Job {
  const batch = deps.batch ?? 100;
  return {
    name: 'sandbox-mandate-progress',
    wakeOn: [DUE_WORK.sandboxExchange],
    async run() {
      const result = await progressDueMandates(deps.database, deps.clock, { batch });
      const answered = result.approved + result.rejected;
      if (answered > 0) deps.onResult?.(result);
      if (answered === batch) return { more: true };
      return { nextDueAt: await nextMandateAnswerAt(deps.database, deps.clock.now()) };
    },
  };
}
