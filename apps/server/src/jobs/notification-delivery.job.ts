import type { Clock } from '@sanchay/domain';
import type { Database } from '../db/client';
import {
  deliverDueNotifications,
  nextNotificationDueAt,
  type DeliverOptions,
  type DeliverResult,
  type NotificationSender,
} from '../integrations/notifications';
import { DUE_WORK } from '../due-work';
import type { Job } from './job-loop';

export interface NotificationDeliveryJobDeps {
  database: Database;
  sender: NotificationSender;
  clock: Clock;
  options?: DeliverOptions;
  /** Told about every pass that did something (main logs it). */
  onResult?: (result: DeliverResult) => void;
}

/**
 * The outbox's delivery as a job of the loop: one batch per pass, more while batches are full;
 * then asleep until the earliest retry (or lease end). A message enqueued by this process wakes it
 * at once (due-work.ts): an OTP is sent as soon as the request that asked for it is answered.
 */
export function notificationDeliveryJob(deps: NotificationDeliveryJobDeps): Job {
  const batch = deps.options?.batch ?? 20;
  return {
    name: 'notification-delivery',
    wakeOn: [DUE_WORK.notifications],
    async run() {
      const result = await deliverDueNotifications(deps.database, deps.sender, deps.clock, { ...deps.options, batch });
      if (result.claimed > 0) deps.onResult?.(result);
      if (result.claimed === batch) return { more: true };
      return { nextDueAt: await nextNotificationDueAt(deps.database.db) };
    },
  };
}
