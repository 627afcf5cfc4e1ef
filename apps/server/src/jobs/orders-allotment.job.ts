import { istDate, shiftIsoDate, type Clock } from '@sanchay/domain';
import type { OrdersService } from '../features/orders';

/** How often the job reads the exchange (a real exchange is not asked every second). */
const EVERY_MS = 30_000;

/**
 * The orders' side of settlement, as a job of the loop: while any order waits, every 30 s on the
 * clock it asks the exchange where paid orders' payments stand and records the allotment
 * statement of the last seven days (a long weekend with holidays included), each once in the ledger.
 * With none waiting it is idle: the loop looks again at its ceiling (docs/decisions/0069).
 */
export function ordersAllotmentJob(deps: { orders: OrdersService; clock: Clock }): {
  name: string;
  run(): Promise<{ nextDueAt: Date | null }>;
} {
  let last = Number.NEGATIVE_INFINITY;
  return {
    name: 'orders-allotment',
    async run() {
      const now = deps.clock.now();
      if (now.getTime() - last < EVERY_MS) return { nextDueAt: new Date(last + EVERY_MS) };
      last = now.getTime();
      if (!(await deps.orders.anyAwaitingAllotment())) return { nextDueAt: null };
      await deps.orders.refreshPaymentStatuses();
      const today = istDate(now);
      await deps.orders.recordAllotments({ fromDate: shiftIsoDate(today, { days: -7 }), toDate: today });
      return { nextDueAt: new Date(last + EVERY_MS) };
    },
  };
}
