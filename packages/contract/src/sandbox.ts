import { text } from '@sanchay/domain';
import { z } from 'zod';
import { defineRoute } from './route';

/**
 * The sandbox console's API (DESIGN.md "Outside parties"): registered only in sandbox mode, so
 * on a real deployment these paths answer 404. The outbox page lists every SMS and e-mail
 * Sanchay would have sent, OTPs included, so that a tester can read them.
 */
export const notificationChannels = ['sms', 'email'] as const;
export const notificationStatuses = ['pending', 'sending', 'delivered', 'failed'] as const;

/** An instant as ISO 8601 in UTC, e.g. 2026-08-21T09:00:00.000Z. */
const instant = z.iso.datetime({ offset: true }).meta({ example: '2026-08-21T09:00:00.000Z' });

export const outboxMessage = z.object({
  id: z.string(),
  channel: z.enum(notificationChannels),
  /** Mobile number (SMS) or e-mail address. */
  recipient: z.string(),
  /** What it is: login-otp, signup-otp, … */
  kind: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(notificationStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: instant,
  deliveredAt: instant.nullable(),
});
export type OutboxMessageView = z.infer<typeof outboxMessage>;

/** The durable commands to outside parties (server outside-calls/), as the sandbox console lists them. */
export const outsideCallStatuses = ['pending', 'calling', 'answered', 'done', 'failed'] as const;

export const outsideCallView = z.object({
  id: z.string(),
  party: z.string(),
  operation: z.string(),
  idempotencyKey: z.string(),
  /** Whom it concerns (a user id, a client code). */
  subject: z.string().nullable(),
  /** answered: the party answered but its outcome is not applied yet (retried; error says why). */
  status: z.enum(outsideCallStatuses),
  attempts: z.number().int(),
  applyAttempts: z.number().int(),
  request: z.unknown(),
  response: z.unknown(),
  error: z.string().nullable(),
  /** The x-request-id of the request that caused it. */
  requestId: z.string().nullable(),
  nextAttemptAt: instant.nullable(),
  createdAt: instant,
  completedAt: instant.nullable(),
});
export type OutsideCallViewModel = z.infer<typeof outsideCallView>;

export const OUTBOX_PAGE_DEFAULT = 50;
export const OUTBOX_PAGE_MAX = 200;

export const sandboxRoutes = {
  listOutbox: defineRoute({
    method: 'GET',
    path: '/api/v1/sandbox/outbox',
    summary: 'Sandbox only: the latest SMS and e-mails Sanchay would have sent, newest first',
    tags: ['sandbox'],
    access: 'public',
    query: z.object({
      channel: z.enum(notificationChannels).optional(),
      /** Part of a mobile number or e-mail address. */
      recipient: text().trim().max(254).optional(),
      limit: z.coerce.number().int().min(1).max(OUTBOX_PAGE_MAX).default(OUTBOX_PAGE_DEFAULT),
    }),
    response: z.array(outboxMessage),
  }),
  listOutsideCalls: defineRoute({
    method: 'GET',
    path: '/api/v1/sandbox/outside-calls',
    summary: 'Sandbox only: the latest calls to outside parties (exchange, KYC) with their answers, newest first',
    tags: ['sandbox'],
    access: 'public',
    query: z.object({
      status: z.enum(outsideCallStatuses).optional(),
      limit: z.coerce.number().int().min(1).max(OUTBOX_PAGE_MAX).default(OUTBOX_PAGE_DEFAULT),
    }),
    response: z.array(outsideCallView),
  }),
};
