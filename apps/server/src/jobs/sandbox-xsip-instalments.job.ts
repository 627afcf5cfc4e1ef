import type { Clock } from '@sanchay/domain';
import type { Database } from '../db/client';
import { nextInstalmentDueAt, placeDueInstalments, type InstalmentOptions, type InstalmentResult } from '../integrations/exchange';
import { DUE_WORK } from '../due-work';
import type { Job } from './job-loop';

export interface SandboxXsipInstalmentsJobDeps {
  database: Pick<Database, 'db'>;
  clock: Clock;
  options?: InstalmentOptions;
  /** Told about every pass that placed or refused an instalment. */
  onResult?: (result: InstalmentResult) => void;
}

/**
 * The sandbox exchange's XSIP instalments as a job of the loop (sandbox mode): more while batches
 * come back full; then asleep until 10:00 IST of the next debit date, or until an XSIP is registered here.
 */
export function sandboxXsipInstalmentsJob(deps: SandboxXsipInstalmentsJobDeps): Job {
  const batch = deps.options?.batch ?? 1000;
  return {
    name: 'sandbox-xsip-instalments',
    wakeOn: [DUE_WORK.sandboxExchange],
    async run() {
      const result = await placeDueInstalments(deps.database, deps.clock, { ...deps.options, batch });
      if (result.ordered + result.refused > 0) deps.onResult?.(result);
      if (result.claimed === batch) return { more: true };
      return { nextDueAt: await nextInstalmentDueAt(deps.database, deps.clock.now()) };
    },
  };
}
