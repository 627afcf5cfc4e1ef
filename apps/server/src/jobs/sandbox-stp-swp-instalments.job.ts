import type { Clock } from '@sanchay/domain';
import type { Database } from '../db/client';
import { nextStpSwpDueAt, runDueStpSwpInstalments, type StpSwpInstalmentOptions, type StpSwpInstalmentResult } from '../integrations/exchange';
import { DUE_WORK } from '../due-work';
import type { Job } from './job-loop';

export interface SandboxStpSwpInstalmentsJobDeps {
  database: Pick<Database, 'db'>;
  clock: Clock;
  options?: StpSwpInstalmentOptions;
  onResult?: (result: StpSwpInstalmentResult) => void;
}

/**
 * The sandbox exchange's STP and SWP instalments as a job of the loop (sandbox mode): more while
 * batches come back full; then asleep until the next instalment day's NAV time, or until NAVs are
 * published or a plan registered here (both signal the sandbox exchange's work).
 */
export function sandboxStpSwpInstalmentsJob(deps: SandboxStpSwpInstalmentsJobDeps): Job {
  const batch = deps.options?.batch ?? 500;
  return {
    name: 'sandbox-stp-swp-instalments',
    wakeOn: [DUE_WORK.sandboxExchange],
    async run() {
      const result = await runDueStpSwpInstalments(deps.database, deps.clock, { ...deps.options, batch });
      if (result.done + result.refused > 0) deps.onResult?.(result);
      if (result.claimed === batch) return { more: true };
      return { nextDueAt: await nextStpSwpDueAt(deps.database, deps.clock.now()) };
    },
  };
}
