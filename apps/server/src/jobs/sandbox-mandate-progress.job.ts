import type { Clock } from '@sanchay/domain';
import type { Database } from '../db/client';
import { progressDueMandates, type MandateProgressResult } from '../integrations/exchange';
import type { Job } from './job-loop';

export interface SandboxMandateProgressJobDeps {
  database: Database;
  clock: Clock;
  batch?: number;
  /** Told about every pass that answered a mandate. */
  onResult?: (result: MandateProgressResult) => void;
}

/** The sandbox bank's mandate answers as a job of the loop (sandbox mode only; main adds it). */
export function sandboxMandateProgressJob(deps: SandboxMandateProgressJobDeps): Job {
  const batch = deps.batch ?? 100;
  return {
    name: 'sandbox-mandate-progress',
    async run() {
      const result = await progressDueMandates(deps.database, deps.clock, { batch });
      const answered = result.approved + result.rejected;
      if (answered > 0) deps.onResult?.(result);
      return { more: answered === batch };
    },
  };
}
