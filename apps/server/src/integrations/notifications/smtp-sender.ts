import type { Transporter } from 'nodemailer';
import { PermanentDeliveryError, type NotificationSender, type OutgoingNotification } from './sender';

export interface SmtpSenderOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string;
  /** The From header, e.g. 'Sanchay <no-reply@sanchay.in>'. */
  from: string;
  /** Host name in the Message-ID (`<outbox-id@host>`); the From address's domain by default. */
  messageIdHost?: string;
}

/** Subject of an e-mail enqueued without one. */
export const DEFAULT_SUBJECT = 'A message from Sanchay';

/**
 * The real e-mail adapter: nodemailer over SMTP with a small connection pool and short timeouts,
 * so that a stuck server fails the attempt (and the worker retries it) instead of hanging the
 * job loop. E-mail only: there is no SMS party yet, so SMS stays on the sandbox adapter
 * (createNotificationSender).
 */
export class SmtpSender implements NotificationSender {
  // nodemailer is imported with the first message, not at start-up (docs/decisions/0028).
  private transport: Promise<Transporter> | undefined;
  private readonly messageIdHost: string;

  constructor(private readonly options: SmtpSenderOptions) {
    this.messageIdHost = options.messageIdHost ?? domainOf(options.from) ?? 'sanchay.local';
  }

  async send(message: OutgoingNotification): Promise<void> {
    if (message.channel !== 'email') {
      throw new PermanentDeliveryError(`The SMTP adapter sends e-mail only, not ${message.channel}`);
    }
    this.transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({
        url: this.options.url,
        pool: true,
        maxConnections: 2,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    );
    const transport = await this.transport;
    try {
      await transport.sendMail({
        from: this.options.from,
        to: message.recipient,
        subject: message.subject ?? DEFAULT_SUBJECT,
        text: message.body,
        // The same Message-ID on every retry: a receiver that got the first try can drop the next.
        messageId: `<${message.id}@${this.messageIdHost}>`,
        headers: { 'X-Sanchay-Kind': message.kind },
        ...(message.attachments?.length
          ? { attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) }
          : {}),
      });
    } catch (err) {
      if (isPermanentRejection(err)) {
        throw new PermanentDeliveryError(describe(err), { cause: err });
      }
      throw err;
    }
  }

  async close(): Promise<void> {
    (await this.transport)?.close();
  }
}

/** A 5xx reply to the recipient (550 no such mailbox): the same address will fail again. */
function isPermanentRejection(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { responseCode, command } = err as { responseCode?: unknown; command?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && command === 'RCPT TO';
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function domainOf(from: string): string | undefined {
  const match = /@([^\s>]+)>?\s*$/.exec(from);
  return match?.[1];
}
