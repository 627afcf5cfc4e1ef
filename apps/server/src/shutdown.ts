/**
 * A graceful stop with a deadline: `steps` run in order (stop the jobs, close the HTTP server,
 * close the database); if they have not all finished after `timeoutMs` (a request or a job that
 * never ends), the process exits with 1 anyway and says so. A second signal exits at once.
 */
export interface ShutdownOptions {
  steps: readonly (() => Promise<void> | void)[];
  timeoutMs: number;
  log: {
    info(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  exit: (code: number) => void;
}

export function gracefulShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  let stopping = false;
  return async (signal) => {
    if (stopping) {
      options.exit(1); // a second Ctrl-C: do not wait
      return;
    }
    stopping = true;
    options.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      options.log.error({ timeoutMs: options.timeoutMs }, 'shutdown did not finish in time: exiting');
      options.exit(1);
    }, options.timeoutMs);
    deadline.unref();
    try {
      for (const step of options.steps) await step();
      clearTimeout(deadline);
      options.exit(0);
    } catch (err) {
      clearTimeout(deadline);
      options.log.error({ err }, 'shutdown failed');
      options.exit(1);
    }
  };
}
