import type { DemoHistory, DemoHistoryProgress } from './demo-history';

/**
 * Days of the past a pass replays: about 25 statements a day, a few milliseconds each on PGlite, so
 * a pass of 5 days keeps the loop's other jobs (an OTP's delivery) waiting well under a second.
 */
export const DEMO_HISTORY_DAYS_PER_PASS = 5;

/**
 * The demo history as a job of main's loop (sandbox mode, docs/decisions/0115): a few days of the
 * past a pass, more while any is left, so neither /readyz nor the warm-up waits for it and the
 * loop's other jobs run between passes. Main wakes it once the demo accounts are seeded. Once every
 * investor's history is finished it remembers so and costs nothing; an investor another process is
 * replaying is looked at again at the loop's ceiling (its lease, if that process died).
 */
export function sandboxDemoHistoryJob(deps: {
  history: DemoHistory;
  onProgress?: (progress: DemoHistoryProgress) => void;
}): { name: string; run(): Promise<{ more?: boolean; nextDueAt?: Date | null }> } {
  let done = false;
  return {
    name: 'sandbox-demo-history',
    async run() {
      if (done) return { nextDueAt: null };
      const progress = await deps.history.run(DEMO_HISTORY_DAYS_PER_PASS);
      if (progress.days > 0) deps.onProgress?.(progress);
      if (progress.pending === 0 && progress.finished === deps.history.investors) done = true;
      return progress.pending > 0 && progress.days > 0 ? { more: true } : { nextDueAt: null };
    },
  };
}
