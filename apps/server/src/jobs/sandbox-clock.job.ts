import type { Job } from './job-loop';

export interface SandboxClockJobDeps {
  /** The sandbox clock (features/sandbox): reads its stored offset again. */
  clock: { refresh(): Promise<void> };
}

/**
 * Sandbox mode: the clock's offset read again on every pass, first in the loop, so that a move made
 * on the console of another process (two servers on one PostgreSQL) reaches this one's jobs on its
 * next tick (docs/decisions/0065). One single-row read a second.
 */
export function sandboxClockJob(deps: SandboxClockJobDeps): Job {
  return {
    name: 'sandbox-clock',
    async run() {
      await deps.clock.refresh();
    },
  };
}
