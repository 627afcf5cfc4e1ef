import { istDate, shiftIsoDate, type Clock } from '@sanchay/domain';
import type { Database } from '../db/client';
import type { ExchangeOrderPort } from '../integrations/exchange';
import { applyAllotmentStatement } from '../ledger';
import type { StpSwpService } from '../features/stp-swp';

/** How often the statement is read while plans run at the exchange (as the orders' job: 30 s). */
const STATEMENT_EVERY_MS = 30_000;

/**
 * The STP feature's job: sends the verification links of future-dated plans on their start date,
 * auto-cancels plans whose link was not confirmed before 3 PM (Verification Link Expired), and,
 * while any plan is ACTIVE, reads the exchange's allotment statement of the last seven days into
 * the ledger (STP-outs, STP-ins and SWPs, each once).
 */
export function stpSwpJob(deps: { service: StpSwpService; clock: Clock; database: Pick<Database, 'db'>; exchange: ExchangeOrderPort }): {
  name: string;
  run(): Promise<{ nextDueAt: Date | null }>;
} {
  let lastStatement = Number.NEGATIVE_INFINITY;
  return {
    name: 'stp-swp',
    async run() {
      await deps.service.runVerificationDue();
      const now = deps.clock.now();
      let next = await deps.service.nextVerificationDueAt();
      if (await deps.service.anyActive()) {
        if (now.getTime() - lastStatement >= STATEMENT_EVERY_MS) {
          lastStatement = now.getTime();
          const today = istDate(now);
          const statement = await deps.exchange.allotmentStatement({ fromDate: shiftIsoDate(today, { days: -7 }), toDate: today });
          await applyAllotmentStatement(deps.database, statement, deps.clock);
        }
        const statementDue = new Date(lastStatement + STATEMENT_EVERY_MS);
        next = next && next < statementDue ? next : statementDue;
      }
      return { nextDueAt: next };
    },
  };
}
