import type { Clock } from '@sanchay/domain';
import type { Database } from '../db/client';
import { settleDue, type SettleOptions, type SettleResult } from '../integrations/exchange';
import type { Job } from './job-loop';

export interface SandboxExchangeSettlementJobDeps {
  database: Pick<Database, 'db'>;
  clock: Clock;
  options?: SettleOptions;
  onResult?: (result: SettleResult) => void;
}

/** The sandbox exchange's settlement as a job of the loop (sandbox mode): more while batches come back full. */
export function sandboxExchangeSettlementJob(deps: SandboxExchangeSettlementJobDeps): Job {
  const batch = deps.options?.batch ?? 500;
  return {
    name: 'sandbox-exchange-settlement',
    async run() {
      const result = await settleDue(deps.database, deps.clock, { ...deps.options, batch });
      if (result.claimed + result.realised + result.bounced + result.lapsed + result.redeemed > 0)
        deps.onResult?.(result);
      return { more: result.claimed === batch };
    },
  };
}
