import { ChannelSender, SandboxSender, type NotificationSender } from './sender';
import { SmtpSender } from './smtp-sender';

export interface NotificationSettings {
  /** smtp:// or smtps:// URL; without it every message stays in the sandbox. */
  smtpUrl?: string | undefined;
  /** The From header; DEFAULT_FROM when not set. */
  smtpFrom?: string | undefined;
}

export const DEFAULT_FROM = 'Sanchay <no-reply@sanchay.example>';

/**
 * The sender for these settings: with an SMTP URL, e-mail goes out over SMTP and SMS stays on
 * the sandbox adapter (there is no SMS party yet); without one, everything stays in the sandbox,
 * where the outbox page shows it.
 */
export function createNotificationSender(settings: NotificationSettings): NotificationSender {
  const sandbox = new SandboxSender();
  if (!settings.smtpUrl) return sandbox;
  return new ChannelSender({
    email: new SmtpSender({ url: settings.smtpUrl, from: settings.smtpFrom ?? DEFAULT_FROM }),
    sms: sandbox,
  });
}
