import type { Clock } from '@sanchay/domain';
import type { Database } from '../db/client';
import { applyDueWebhooks, nextWebhookDueAt, type ApplyResult, type ParkAlertLog, type WebhookHandlers } from '../webhooks';
import { DUE_WORK } from '../due-work';
import type { Job } from './job-loop';

export interface WebhookInboxJobDeps {
  database: Pick<Database, 'db'>;
  handlers: WebhookHandlers;
  clock: Clock;
  batch?: number;
  /** Where a parked event's alert goes (the server's log, at warn). */
  log?: ParkAlertLog;
  onResult?: (result: ApplyResult) => void;
}

/**
 * The webhook inbox applied (decision 0174): due events in order per subject, each once, by
 * their handler; an event without one is parked and alerted. A kept delivery wakes it at once
 * (after its acknowledgement is sent); otherwise it looks again at the loop's ceiling.
 */
export function webhookInboxJob(deps: WebhookInboxJobDeps): Job {
  const batch = deps.batch ?? 100;
  return {
    name: 'webhook-inbox',
    wakeOn: [DUE_WORK.webhooks],
    async run() {
      const result = await applyDueWebhooks(deps.database, deps.handlers, { now: () => deps.clock.now(), batch, ...(deps.log ? { log: deps.log } : {}) });
      if (result.applied + result.parked + result.failed > 0) deps.onResult?.(result);
      if (result.more) return { more: true };
      // A handler that threw leaves its row due: tried again after the loop's shortest sleep.
      return { nextDueAt: result.failed > 0 ? deps.clock.now() : await nextWebhookDueAt(deps.database, deps.clock.now()) };
    },
  };
}
