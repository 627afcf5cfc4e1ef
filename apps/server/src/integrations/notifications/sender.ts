import type { NotificationChannel } from './outbox';

/** One message on its way out: an outbox row as the delivery worker hands it to a sender. */
export interface OutgoingNotification {
  /** The outbox id: stable across retries (the e-mail's Message-ID is made from it). */
  id: string;
  channel: NotificationChannel;
  recipient: string;
  kind: string;
  subject: string | null;
  body: string;
  /** E-mail only: the files it carries (none when absent). */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * The notifications port (DESIGN.md "Outside parties"): hands one message to the party that
 * carries it. Resolves when the party has accepted it; throws when it has not. A throw is retried
 * with backoff unless it is a PermanentDeliveryError.
 */
export interface NotificationSender {
  send(message: OutgoingNotification): Promise<void>;
  /** Lets go of connections (SMTP pool) at shutdown. */
  close?(): Promise<void> | void;
}

/** The party refused the message for good (unknown mailbox, …): retrying will not help. */
export class PermanentDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentDeliveryError';
  }
}

/**
 * The sandbox adapter: delivers at once to nowhere. The outbox row itself is the sandbox inbox
 * (GET /api/v1/sandbox/outbox, the page /v1/sandbox/outbox), so nothing needs to go anywhere.
 */
export class SandboxSender implements NotificationSender {
  async send(_message: OutgoingNotification): Promise<void> {}
}

/** One sender per channel: e-mail over SMTP while SMS stays in the sandbox, for instance. */
export class ChannelSender implements NotificationSender {
  constructor(private readonly byChannel: Record<NotificationChannel, NotificationSender>) {}

  send(message: OutgoingNotification): Promise<void> {
    return this.byChannel[message.channel].send(message);
  }

  async close(): Promise<void> {
    const senders = new Set(Object.values(this.byChannel));
    for (const sender of senders) await sender.close?.();
  }
}
