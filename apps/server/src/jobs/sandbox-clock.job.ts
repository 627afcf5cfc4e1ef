import type { Clock } from '@sanchay/domain';
import type { Job } from './job-loop';

/**
 * How often the stored offset is read again: a move made on another process's console (two
 * servers on one PostgreSQL) reaches this one's jobs within this (docs/decisions/0065, 0069).
 */
export const SANDBOX_CLOCK_CHECK_MS = 5_000;

export interface SandboxClockJobDeps {
  /** The sandbox clock (features/sandbox): reads its stored offset again. */
  clock: Clock & { refresh(): Promise<unknown> };
  /** Default {@link SANDBOX_CLOCK_CHECK_MS}. */
  checkMs?: number;
}

/**
 * Sandbox mode: the clock's offset read again every few seconds, one single-row read. A move this
 * process makes needs no read (the console's `advance` sets the offset in memory); a change the
 * read finds is told to the clock's listeners, and main wakes every job on it.
 */
export function sandboxClockJob(deps: SandboxClockJobDeps): Job {
  const checkMs = deps.checkMs ?? SANDBOX_CLOCK_CHECK_MS;
  return {
    name: 'sandbox-clock',
    async run() {
      await deps.clock.refresh();
      return { nextDueAt: new Date(deps.clock.now().getTime() + checkMs) };
    },
  };
}
