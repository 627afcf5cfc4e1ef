import type { Clock } from '@sanchay/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { notificationOutbox } from '../src/db/schema';
import {
  DEFAULT_RETRY_POLICY,
  deliverDueNotifications,
  enqueueNotification,
  maskCodes,
  PermanentDeliveryError,
  retryDelayMs,
  SandboxSender,
  type NotificationSender,
  type OutgoingNotification,
} from '../src/integrations/notifications';
import { forEachDatabase } from './test-database';

// The transactional outbox and its delivery worker, on PGlite and (with TEST_DATABASE_URL) on
// PostgreSQL: enqueue idempotency, delivery, backoff to `failed`, lease take-over, and two
// workers at once delivering each message once.

/** 21 Aug 2026, 10:00 IST. */
const START = new Date('2026-08-21T04:30:00Z');
const SECOND = 1000;

class TestClock implements Clock {
  constructor(private at: Date) {}
  now(): Date {
    return new Date(this.at);
  }
  advance(ms: number): void {
    this.at = new Date(this.at.getTime() + ms);
  }
  set(at: Date): void {
    this.at = new Date(at);
  }
}

/** Records what it was handed; fails while `failing` is set. */
class RecordingSender implements NotificationSender {
  sent: OutgoingNotification[] = [];
  failing: Error | null = null;
  async send(message: OutgoingNotification): Promise<void> {
    if (this.failing) throw this.failing;
    this.sent.push(message);
  }
}

const otpSms = (mobile = '9876543210', key?: string) => ({
  channel: 'sms' as const,
  recipient: mobile,
  kind: 'login-otp',
  body: 'Your Sanchay login OTP is 482913. It is valid for 5 minutes. Do not share it with anyone.',
  ...(key ? { idempotencyKey: key } : {}),
});

forEachDatabase('notification outbox', (open, label) => {
  let database: Database;
  let clock: TestClock;

  // One database per run (a PGlite takes seconds to start on a busy machine), emptied before each test.
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(notificationOutbox);
    clock = new TestClock(START);
  });

  const rowOf = async (id: string) => {
    const [row] = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id));
    if (!row) throw new Error(`no outbox row ${id}`);
    return row;
  };
  const countRows = async () => (await database.db.select().from(notificationOutbox)).length;

  it('enqueues a pending message with a uuid, the recipient normalised', async () => {
    const { id } = await enqueueNotification(database.db, {
      channel: 'email',
      recipient: '  Asha.Rao@Example.COM ',
      kind: 'signup-otp',
      subject: 'Your Sanchay OTP',
      body: 'Your OTP is 112233.',
    });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const row = await rowOf(id);
    expect(row).toMatchObject({
      channel: 'email',
      recipient: 'asha.rao@example.com',
      kind: 'signup-otp',
      subject: 'Your Sanchay OTP',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: null,
      deliveredAt: null,
      lastError: null,
    });
  });

  it('enqueues once per idempotency key, and every message without a key', async () => {
    const first = await enqueueNotification(database.db, otpSms('9876543210', 'otp:abc'));
    const again = await enqueueNotification(database.db, { ...otpSms('9876543210', 'otp:abc'), body: 'changed' });
    expect(again.id).toBe(first.id);
    expect((await rowOf(first.id)).body).toMatch(/482913/);

    const a = await enqueueNotification(database.db, otpSms());
    const b = await enqueueNotification(database.db, otpSms());
    expect(a.id).not.toBe(b.id);
    expect(await countRows()).toBe(3);
  });

  it('writes in the caller’s transaction: rolled back with it, committed with it', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueNotification(tx, otpSms('9876543210', 'rolled-back'));
        throw new Error('the sign-in failed');
      }),
    ).rejects.toThrow('the sign-in failed');
    expect(await countRows()).toBe(0);

    const id = await database.db.transaction(async (tx) => (await enqueueNotification(tx, otpSms())).id);
    expect((await rowOf(id)).status).toBe('pending');
  });

  it('takes the enqueue time from the caller’s clock when given', async () => {
    const { id } = await enqueueNotification(database.db, otpSms(), { now: START });
    expect((await rowOf(id)).createdAt.toISOString()).toBe(START.toISOString());
  });

  it('refuses a message it could not deliver', async () => {
    await expect(enqueueNotification(database.db, otpSms('12345'))).rejects.toThrow(/10-digit mobile/);
    await expect(
      enqueueNotification(database.db, { channel: 'email', recipient: 'not-an-address', kind: 'x', body: 'y' }),
    ).rejects.toThrow(/e-mail address/);
    await expect(enqueueNotification(database.db, { ...otpSms(), subject: 'Hi' })).rejects.toThrow(/no subject/);
    await expect(enqueueNotification(database.db, { ...otpSms(), body: '  ' })).rejects.toThrow(/body/);
    expect(await countRows()).toBe(0);
  });

  it('delivers due messages, oldest first, and marks them delivered at the clock’s time', async () => {
    const sender = new RecordingSender();
    const first = await enqueueNotification(database.db, otpSms('9876543210'));
    const second = await enqueueNotification(database.db, {
      channel: 'email',
      recipient: 'asha@example.com',
      kind: 'signup-otp',
      subject: 'OTP',
      body: 'Your OTP is 654321.',
    });

    const result = await deliverDueNotifications(database, sender, clock);
    expect(result).toEqual({ claimed: 2, delivered: 2, retried: 0, failed: 0, lost: 0 });
    expect(sender.sent.map((m) => m.id)).toEqual([first.id, second.id]);
    expect(sender.sent[1]).toEqual({
      id: second.id,
      channel: 'email',
      recipient: 'asha@example.com',
      kind: 'signup-otp',
      subject: 'OTP',
      body: 'Your OTP is 654321.',
    });
    for (const id of [first.id, second.id]) {
      const row = await rowOf(id);
      expect(row.status).toBe('delivered');
      expect(row.attempts).toBe(1);
      expect(row.deliveredAt?.toISOString()).toBe(START.toISOString());
      expect(row.nextAttemptAt).toBeNull();
    }
    // Delivered once: nothing is due any more.
    expect((await deliverDueNotifications(database, sender, clock)).claimed).toBe(0);
    expect(sender.sent).toHaveLength(2);
  });

  it('claims at most a batch per call', async () => {
    for (let i = 0; i < 5; i += 1) await enqueueNotification(database.db, otpSms());
    const sender = new SandboxSender();
    expect((await deliverDueNotifications(database, sender, clock, { batch: 3 })).delivered).toBe(3);
    expect((await deliverDueNotifications(database, sender, clock, { batch: 3 })).delivered).toBe(2);
  });

  it('retries a failed send with exponential backoff, then marks it failed after 6 attempts', async () => {
    const sender = new RecordingSender();
    sender.failing = new Error('connect ECONNREFUSED 10.0.0.5:587');
    const { id } = await enqueueNotification(database.db, otpSms());

    const waits = [30, 60, 120, 240, 480].map((s) => s * SECOND);
    for (const [i, wait] of waits.entries()) {
      const result = await deliverDueNotifications(database, sender, clock);
      expect(result, `attempt ${i + 1}`).toMatchObject({ claimed: 1, retried: 1, failed: 0 });
      const row = await rowOf(id);
      expect(row.status).toBe('pending');
      expect(row.attempts).toBe(i + 1);
      expect(row.lastError).toBe('connect ECONNREFUSED 10.0.0.5:587');
      expect(row.nextAttemptAt?.getTime()).toBe(clock.now().getTime() + wait);

      // Not due a moment before its time; due at it.
      clock.advance(wait - 1);
      expect((await deliverDueNotifications(database, sender, clock)).claimed).toBe(0);
      clock.advance(1);
    }

    const last = await deliverDueNotifications(database, sender, clock);
    expect(last).toMatchObject({ claimed: 1, retried: 0, failed: 1 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 6, nextAttemptAt: null, deliveredAt: null });
    expect(row.lastError).toBe('connect ECONNREFUSED 10.0.0.5:587');

    clock.advance(24 * 3600 * SECOND);
    expect((await deliverDueNotifications(database, sender, clock)).claimed).toBe(0);
  });

  it('delivers on a retry once the party is back', async () => {
    const sender = new RecordingSender();
    sender.failing = new Error('421 Service not available');
    const { id } = await enqueueNotification(database.db, otpSms());
    await deliverDueNotifications(database, sender, clock);
    sender.failing = null;
    clock.advance(30 * SECOND);
    expect((await deliverDueNotifications(database, sender, clock)).delivered).toBe(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'delivered', attempts: 2, lastError: null });
    expect(row.deliveredAt?.toISOString()).toBe(clock.now().toISOString());
  });

  it('gives up at once on a permanent refusal', async () => {
    const sender = new RecordingSender();
    sender.failing = new PermanentDeliveryError('550 5.1.1 No such mailbox');
    const { id } = await enqueueNotification(database.db, otpSms());
    expect(await deliverDueNotifications(database, sender, clock)).toMatchObject({ failed: 1, retried: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: '550 5.1.1 No such mailbox' });
  });

  it('takes over a claim whose worker died, once its lease has ended', async () => {
    const { id } = await enqueueNotification(database.db, otpSms());
    // A worker claimed it (lease 2 minutes) and never came back.
    const dead: NotificationSender = { send: () => new Promise(() => {}) };
    void deliverDueNotifications(database, dead, clock);
    // Generous: the claim is a query in the background, which a busy machine may take seconds over.
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 60_000 }).toBe('sending');

    const sender = new RecordingSender();
    clock.advance(2 * 60 * SECOND - 1);
    expect((await deliverDueNotifications(database, sender, clock)).claimed).toBe(0);
    clock.advance(1);
    expect((await deliverDueNotifications(database, sender, clock)).delivered).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('does not let a late worker overwrite the outcome of the worker that took over', async () => {
    const { id } = await enqueueNotification(database.db, otpSms());
    let release!: () => void;
    const slow: NotificationSender = { send: () => new Promise<void>((resolve) => (release = resolve)) };
    const late = deliverDueNotifications(database, slow, clock);
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 60_000 }).toBe('sending');

    clock.advance(3 * 60 * SECOND);
    const failing = new RecordingSender();
    failing.failing = new Error('timeout');
    await deliverDueNotifications(database, failing, clock);
    const retried = await rowOf(id);
    expect(retried).toMatchObject({ status: 'pending', attempts: 2 });

    release();
    expect(await late).toMatchObject({ claimed: 1, delivered: 0, lost: 1 });
    expect(await rowOf(id)).toEqual(retried);
  });

  it('gives up on a message whose last attempt never reported back', async () => {
    const { id } = await enqueueNotification(database.db, otpSms());
    await database.db
      .update(notificationOutbox)
      .set({ status: 'sending', attempts: 6, nextAttemptAt: new Date(START.getTime() - SECOND) })
      .where(eq(notificationOutbox.id, id));
    const sender = new RecordingSender();
    expect(await deliverDueNotifications(database, sender, clock)).toMatchObject({ claimed: 1, failed: 1 });
    expect(sender.sent).toHaveLength(0);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 7 });
  });

  it('masks the codes of OTP messages once delivered, when told to', async () => {
    const otp = await enqueueNotification(database.db, otpSms());
    const share = await enqueueNotification(database.db, {
      channel: 'sms',
      recipient: '9876543210',
      kind: 'fund-share',
      body: 'Asha shared fund 122639 with you.',
    });
    const sender = new RecordingSender();
    await deliverDueNotifications(database, sender, clock, { maskOtpCodes: true });
    expect(sender.sent[0]?.body).toMatch(/482913/);
    expect((await rowOf(otp.id)).body).toBe(
      'Your Sanchay login OTP is ******. It is valid for 5 minutes. Do not share it with anyone.',
    );
    expect((await rowOf(share.id)).body).toBe('Asha shared fund 122639 with you.');
  });

  it.runIf(label === 'postgres')('skips rows another worker holds, without waiting for them', async () => {
    const held = await enqueueNotification(database.db, otpSms('9876543210'));
    const free = await enqueueNotification(database.db, otpSms('9123456780'));
    // Another worker, mid-claim: it holds the first row's lock in an open transaction.
    const other = await (database.raw as import('pg').Pool).connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT id FROM notification_outbox WHERE id = $1 FOR UPDATE', [held.id]);
      const sender = new RecordingSender();
      // A worker that waited for the lock would wait until the ROLLBACK below, i.e. for ever: the
      // bound only has to be longer than a busy machine takes to deliver one message.
      const result = await Promise.race([
        deliverDueNotifications(database, sender, clock),
        new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 60_000)),
      ]);
      expect(result).toMatchObject({ claimed: 1, delivered: 1 });
      expect(sender.sent.map((m) => m.id)).toEqual([free.id]);
      expect((await rowOf(held.id)).status).toBe('pending');
    } finally {
      await other.query('ROLLBACK');
      other.release();
    }
    expect((await deliverDueNotifications(database, new SandboxSender(), clock)).delivered).toBe(1);
  });

  it(`two workers at once deliver every message exactly once [${label}]`, async () => {
    const total = 60;
    for (let i = 0; i < total; i += 1) {
      await enqueueNotification(database.db, { ...otpSms(), idempotencyKey: `bulk-${i}` });
    }
    const sent = new Map<string, number>();
    // On PostgreSQL each worker's first send waits until the other worker sends too, so both take
    // part however the machine schedules them (a worker that queued behind the other's claim
    // would never send, and the test would time out). On PGlite the two take turns on its one
    // connection, and there is nothing to wait for.
    const started: (() => void)[] = [];
    const both = Promise.all([0, 1].map((n) => new Promise<void>((resolve) => (started[n] = resolve))));
    const senderOf = (n: 0 | 1): NotificationSender => ({
      async send(message) {
        sent.set(message.id, (sent.get(message.id) ?? 0) + 1);
        if (label === 'postgres') {
          started[n]!();
          await both;
        }
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
    });
    // On PostgreSQL the two workers use two connections of the pool: their claims really race.
    const worker = async (n: 0 | 1) => {
      const slowSender = senderOf(n);
      let delivered = 0;
      for (;;) {
        const result = await deliverDueNotifications(database, slowSender, clock, { batch: 7 });
        delivered += result.delivered;
        if (result.claimed === 0) return delivered;
      }
    };
    const [a, b] = await Promise.all([worker(0), worker(1)]);
    expect(a + b).toBe(total);
    expect(sent.size).toBe(total);
    expect([...sent.values()].every((n) => n === 1)).toBe(true);
    if (label === 'postgres') {
      // Both took part: SKIP LOCKED let them share the work rather than queue behind each other.
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
    }
    const rows = await database.db.select().from(notificationOutbox);
    expect(rows.every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true);
  });
});

it('backs off 30 s, 1, 2, 4, 8 minutes, capped at 10, then stops', () => {
  expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  expect(retryDelayMs(6)).toBeNull();
  const patient = { ...DEFAULT_RETRY_POLICY, maxAttempts: 10 };
  expect(retryDelayMs(6, patient)).toBe(600_000);
  expect(retryDelayMs(9, patient)).toBe(600_000);
});

it('masks 4 to 8 digit codes only', () => {
  expect(maskCodes('OTP 1234, ref 12345678, order 123456789, 123')).toBe('OTP ****, ref ********, order 123456789, 123');
});
