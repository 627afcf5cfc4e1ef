import type { Clock } from '@sanchay/domain';
import type { Database } from '../db/client';
import { nextSettlementDueAt, settleDue, type SettleOptions, type SettleResult } from '../integrations/exchange';
import { DUE_WORK } from '../due-work';
import type { Job } from './job-loop';

export interface SandboxExchangeSettlementJobDeps {
  database: Pick<Database, 'db'>;
  clock: Clock;
  options?: SettleOptions;
  onResult?: (result: SettleResult) => void;
}

/**
 * The sandbox exchange's settlement as a job of the loop (sandbox mode): more while batches come
 * back full; then asleep until the next cheque, debit or lapse by the clock, or until the sandbox
 * exchange's state changes in this process (an order, a payment, NAVs published: due-work.ts).
 */
export function sandboxExchangeSettlementJob(deps: SandboxExchangeSettlementJobDeps): Job {
  const batch = deps.options?.batch ?? 500;
  return {
    name: 'sandbox-exchange-settlement',
    wakeOn: [DUE_WORK.sandboxExchange],
    async run() {
      const result = await settleDue(deps.database, deps.clock, { ...deps.options, batch });
      if (result.claimed + result.realised + result.bounced + result.lapsed + result.redeemed > 0)
        deps.onResult?.(result);
      if (result.claimed === batch) return { more: true };
      return { nextDueAt: await nextSettlementDueAt(deps.database, deps.clock.now()) };
    },
  };
}
