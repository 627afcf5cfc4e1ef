// The notifications port (DESIGN.md "Outside parties"): the outbox, the senders, the worker.
export {
  enqueueNotification,
  listOutbox,
  outboxAttachment,
  normaliseRecipient,
  type DbOrTx,
  type EnqueueOptions,
  type NotificationChannel,
  type OutboxAttachment,
  type OutboxEntry,
  type OutboxFilter,
  type OutboxMessage,
  type Tx,
} from './outbox';
export {
  ChannelSender,
  PermanentDeliveryError,
  SandboxSender,
  type NotificationSender,
  type OutgoingNotification,
} from './sender';
export { SmtpSender, DEFAULT_SUBJECT, type SmtpSenderOptions } from './smtp-sender';
export { DEFAULT_RETRY_POLICY, retryDelayMs, type RetryPolicy } from './retry-policy';
export {
  deliverDueNotifications,
  nextNotificationDueAt,
  isOtpKind,
  maskCodes,
  type DeliverOptions,
  type DeliverResult,
} from './deliver-worker';
export { createNotificationSender, DEFAULT_FROM, type NotificationSettings } from './create-sender';
