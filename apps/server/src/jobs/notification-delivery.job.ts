import type { Clock } from '@sanchay/domain';
import type { Database } from '../db/client';
import {
  deliverDueNotifications,
  type DeliverOptions,
  type DeliverResult,
  type NotificationSender,
} from '../integrations/notifications';
import type { Job } from './job-loop';

export interface NotificationDeliveryJobDeps {
  database: Database;
  sender: NotificationSender;
  clock: Clock;
  options?: DeliverOptions;
  /** Told about every pass that did something (main logs it). */
  onResult?: (result: DeliverResult) => void;
}

/** The outbox's delivery as a job of the loop: one batch per pass, more while batches are full. */
export function notificationDeliveryJob(deps: NotificationDeliveryJobDeps): Job {
  const batch = deps.options?.batch ?? 20;
  return {
    name: 'notification-delivery',
    async run() {
      const result = await deliverDueNotifications(deps.database, deps.sender, deps.clock, { ...deps.options, batch });
      if (result.claimed > 0) deps.onResult?.(result);
      return { more: result.claimed === batch };
    },
  };
}
