import type { Clock } from '@sanchay/domain';
import type { MandatesService } from '../features/mandates';

/**
 * How often a waiting mandate's status is asked of the exchange. An e-mandate takes the bank 2-3
 * days and a physical one 15-20 (spec 3 §9); the page asks at once for the mandate the bank sends
 * the investor back with (mandateStatus).
 */
export const MANDATE_STATUS_EVERY_MS = 5 * 60_000;

/**
 * The mandate-status job (docs/decisions/0090): the details lookups that showing the mandates list
 * used to write, as durable work on its own due time. Asleep while no mandate waits; the loop's
 * ceiling wakes it to find newly registered ones.
 */
export function mandateStatusJob(deps: { mandates: MandatesService; clock: Clock; everyMs?: number; onResult?: (asked: number) => void }): {
  name: string;
  run(): Promise<{ nextDueAt: Date | null }>;
} {
  const every = deps.everyMs ?? MANDATE_STATUS_EVERY_MS;
  return {
    name: 'mandate-status',
    async run() {
      const { asked, waiting } = await deps.mandates.refreshWaiting(every);
      if (asked > 0) deps.onResult?.(asked);
      if (!waiting) return { nextDueAt: null };
      return { nextDueAt: new Date((Math.floor(deps.clock.now().getTime() / every) + 1) * every) };
    },
  };
}
