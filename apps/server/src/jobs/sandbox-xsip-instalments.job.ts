import type { Clock } from '@sanchay/domain';
import type { Database } from '../db/client';
import { placeDueInstalments, type InstalmentOptions, type InstalmentResult } from '../integrations/exchange';
import type { Job } from './job-loop';

export interface SandboxXsipInstalmentsJobDeps {
  database: Pick<Database, 'db'>;
  clock: Clock;
  options?: InstalmentOptions;
  /** Told about every pass that placed or refused an instalment. */
  onResult?: (result: InstalmentResult) => void;
}

/** The sandbox exchange's XSIP instalments as a job of the loop (sandbox mode): more while batches come back full. */
export function sandboxXsipInstalmentsJob(deps: SandboxXsipInstalmentsJobDeps): Job {
  const batch = deps.options?.batch ?? 1000;
  return {
    name: 'sandbox-xsip-instalments',
    async run() {
      const result = await placeDueInstalments(deps.database, deps.clock, { ...deps.options, batch });
      if (result.ordered + result.refused > 0) deps.onResult?.(result);
      return { more: result.claimed === batch };
    },
  };
}
