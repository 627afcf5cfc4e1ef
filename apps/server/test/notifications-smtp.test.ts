import type { AddressInfo } from 'node:net';
import type { Clock } from '@sanchay/domain';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { notificationOutbox } from '../src/db/schema';
import {
  createNotificationSender,
  deliverDueNotifications,
  enqueueNotification,
  PermanentDeliveryError,
  SmtpSender,
} from '../src/integrations/notifications';
import { testDatabases } from './test-database';

// The SMTP adapter against a real SMTP server in this process (the `smtp-server` package):
// the mail arrives with its headers and text, the URL's credentials are used, a rejected
// recipient is a permanent failure, an unreachable server a retriable one.

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

const USER = 'sanchay';
const PASSWORD = 's3cret';
const REJECTED = 'nobody@example.com';

describe('SMTP adapter', () => {
  let server: SMTPServer;
  let port: number;
  let inbox: Received[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
        else callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        if (address.address === REJECTED) {
          const err = new Error('5.1.1 No such mailbox') as Error & { responseCode: number };
          err.responseCode = 550;
          callback(err);
        } else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });
  beforeEach(() => {
    inbox = [];
  });

  const url = () => `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  const email = {
    id: '2f1f8f40-7a5e-4d0b-9c36-3a7f0c9b1e21',
    channel: 'email' as const,
    recipient: 'asha@example.com',
    kind: 'signup-otp',
    subject: 'Your Sanchay OTP',
    body: 'Your OTP is 482913. It is valid for 5 minutes.',
  };

  it('sends an e-mail that the server receives, with a Message-ID made from the outbox id', async () => {
    const sender = new SmtpSender({ url: url(), from: 'Sanchay <no-reply@sanchay.example>' });
    try {
      await sender.send(email);
    } finally {
      sender.close();
    }
    expect(inbox).toHaveLength(1);
    const mail = inbox[0]!;
    expect(mail.from).toBe('no-reply@sanchay.example');
    expect(mail.to).toEqual(['asha@example.com']);
    expect(mail.raw).toMatch(/^From: Sanchay <no-reply@sanchay\.example>\r?$/m);
    expect(mail.raw).toMatch(/^To: asha@example\.com\r?$/m);
    expect(mail.raw).toMatch(/^Subject: Your Sanchay OTP\r?$/m);
    expect(mail.raw).toMatch(/^Message-ID: <2f1f8f40-7a5e-4d0b-9c36-3a7f0c9b1e21@sanchay\.example>\r?$/im);
    expect(mail.raw).toMatch(/^X-Sanchay-Kind: signup-otp\r?$/m);
    expect(mail.raw).toContain('Your OTP is 482913. It is valid for 5 minutes.');
  });

  it('fails for good when the server rejects the recipient', async () => {
    const sender = new SmtpSender({ url: url(), from: 'no-reply@sanchay.example' });
    try {
      const err = await sender.send({ ...email, recipient: REJECTED }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PermanentDeliveryError);
      expect((err as Error).message).toMatch(/No such mailbox/);
    } finally {
      sender.close();
    }
    expect(inbox).toHaveLength(0);
  });

  it('fails retriably when the credentials are wrong or the server is not there', async () => {
    const wrong = new SmtpSender({ url: `smtp://${USER}:nope@127.0.0.1:${port}`, from: 'no-reply@sanchay.example' });
    const gone = new SmtpSender({ url: 'smtp://127.0.0.1:1', from: 'no-reply@sanchay.example' });
    try {
      for (const sender of [wrong, gone]) {
        const err = await sender.send(email).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(Error);
        expect(err).not.toBeInstanceOf(PermanentDeliveryError);
      }
    } finally {
      wrong.close();
      gone.close();
    }
  });

  it('refuses SMS: there is no SMS party behind SMTP', async () => {
    const sender = new SmtpSender({ url: url(), from: 'no-reply@sanchay.example' });
    try {
      await expect(sender.send({ ...email, channel: 'sms', recipient: '9876543210', subject: null })).rejects.toBeInstanceOf(
        PermanentDeliveryError,
      );
    } finally {
      sender.close();
    }
  });

  describe('from the outbox, with SMTP configured', () => {
    let database: Database;
    const clock: Clock = { now: () => new Date('2026-08-21T04:30:00Z') };

    beforeAll(async () => {
      database = await testDatabases()[0]!.open();
    });
    afterAll(async () => {
      await database?.close();
    });

    it('sends e-mail over SMTP and keeps SMS in the sandbox; both are marked delivered', async () => {
      await enqueueNotification(database.db, { ...email, recipient: 'Asha@Example.com', idempotencyKey: 'e1' });
      await enqueueNotification(database.db, {
        channel: 'sms',
        recipient: '9876543210',
        kind: 'login-otp',
        body: 'Your OTP is 111222.',
      });
      const sender = createNotificationSender({ smtpUrl: url() });
      try {
        expect(await deliverDueNotifications(database, sender, clock)).toMatchObject({ claimed: 2, delivered: 2 });
      } finally {
        await sender.close?.();
      }
      expect(inbox.map((m) => m.to)).toEqual([['asha@example.com']]);
      expect(inbox[0]?.raw).toMatch(/^From: Sanchay <no-reply@sanchay\.example>\r?$/m);
      const rows = await database.db.select().from(notificationOutbox);
      expect(rows.map((r) => r.status)).toEqual(['delivered', 'delivered']);
    });
  });
});
