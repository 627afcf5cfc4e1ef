// The shared webhook module (decision 0174): one party's route verifies the raw bytes, keeps the
// event in the inbox and acknowledges after commit; the inbox job applies it in order. The
// exchange's verifier lives with its port (integrations/exchange); payment and SMS providers
// bring theirs.
export { keepRawBodies, WEBHOOK_BODY_LIMIT } from './raw-body';
export { malformed, unverifiable, type VerifiedEvent, type VerifyOutcome, type WebhookDelivery, type WebhookRefusal, type WebhookVerifier } from './verifier';
export { checkTimeWindow, type TimeWindow, type WindowCheck } from './time-window';
export { hmacSha256Matches, sameSecret } from './shared-secret';
export { parsePartyTime } from './party-time';
export { receiveWebhook, type Received } from './inbox';
export { registerWebhookRoute, WEBHOOK_RETRY_AFTER_SECONDS, type WebhookRouteOptions } from './webhook-route';
export {
  applyDueWebhooks,
  nextWebhookDueAt,
  WebhookHandlers,
  type ApplyOptions,
  type ApplyResult,
  type HandlerOutcome,
  type InboxEvent,
  type ParkAlertLog,
  type WebhookHandler,
} from './apply';
