import { text } from '@sanchay/domain';
import { z } from 'zod';
import { defineRawRoute, defineRoute } from './route';

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
  /** An e-mail's files (decision 0125), each with the path that downloads it. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), path: z.string() })),
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

/** The sandbox console (docs/decisions/0065, 0066): the sandbox's own clock, state and actions. */
const isoDate = z.iso.date().meta({ example: '2026-11-25' });
const decimal = z.string().meta({ example: '5000.00' });

export const sandboxClockView = z.object({
  /** The sandbox's now (system time plus the offset). */
  now: instant,
  /** How far ahead of the system time the sandbox is, in milliseconds. */
  offsetMs: z.number().int(),
});
export type SandboxClockView = z.infer<typeof sandboxClockView>;

export const sandboxOrderView = z.object({
  orderNo: z.string().nullable(),
  transNo: z.string(),
  clientCode: z.string(),
  schemeCode: z.string(),
  buySell: z.enum(['P', 'R']),
  amount: decimal.nullable(),
  units: decimal.nullable(),
  /** ORD CONF: … or FAILED: … */
  remarks: z.string(),
  paymentStatus: z.string(),
  paymentId: z.string().nullable(),
  /** at_bank, awaiting, approved, rejected, abandoned (null: no payment). */
  paymentState: z.string().nullable(),
  paymentMode: z.string().nullable(),
  navDate: isoDate.nullable(),
  allotted: z.boolean(),
  lapsed: z.boolean(),
  enteredAt: instant,
});
export type SandboxOrderView = z.infer<typeof sandboxOrderView>;

/** One row of the exchange's allotment statement (BSE's field names). */
export const sandboxAllotmentView = z.object({
  OrderNo: z.string(),
  OrderDate: isoDate,
  ReportDate: isoDate,
  ClientCode: z.string(),
  SchemeCode: z.string(),
  FolioNo: z.string(),
  NavDate: isoDate,
  AllottedNav: decimal,
  AllottedUnit: decimal,
  AllottedAmt: decimal,
  StampDuty: decimal,
  /** P purchase, R redemption. */
  BuySell: z.enum(['P', 'R']),
  /** Redemptions (decision 0107): STT, the payout day, and the day paid out (null until then). */
  Stt: decimal,
  PayoutDate: isoDate.nullable(),
  PaidOutOn: isoDate.nullable(),
});

export const sandboxMandateView = z.object({
  mandateId: z.string(),
  clientCode: z.string(),
  mandateType: z.enum(['X', 'N']),
  amount: decimal,
  status: z.enum(['REGISTERED BY MEMBER', 'UNDER PROCESSING', 'APPROVED', 'REJECTED']),
  remarks: z.string(),
  registeredAt: instant,
});
export type SandboxMandateView = z.infer<typeof sandboxMandateView>;

export const sandboxConsoleView = z.object({
  clock: sandboxClockView,
  /** The latest NAV date in the catalogue (null: no NAVs). */
  latestNavDate: isoDate.nullable(),
  orders: z.array(sandboxOrderView),
  allotments: z.array(sandboxAllotmentView),
  mandates: z.array(sandboxMandateView),
  /** The demo investors' replayed pasts (decisions 0115, 0123): their redemptions wait until finished. */
  demoHistory: z.array(z.object({ clientCode: z.string(), finished: z.boolean() })),
});
export type SandboxConsoleView = z.infer<typeof sandboxConsoleView>;

export const reconciliationKinds = [
  'missingInLedger',
  'missingAtExchange',
  'unitsDiffer',
  'amountDiffers',
  'navDiffers',
  'folioDiffers',
] as const;

export const reconciliationDifferenceView = z.object({
  kind: z.enum(reconciliationKinds),
  orderNo: z.string(),
  clientCode: z.string(),
  schemeCode: z.string(),
  ledger: z.string().nullable(),
  exchange: z.string().nullable(),
});
export type ReconciliationDifferenceView = z.infer<typeof reconciliationDifferenceView>;

/** A difference kept with its state (docs/decisions/0164): open until a full reconciliation no longer finds it. */
export const reconciliationBreakView = reconciliationDifferenceView.extend({
  id: z.string(),
  state: z.enum(['open', 'resolved']),
  openedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type ReconciliationBreakView = z.infer<typeof reconciliationBreakView>;

/** Longest single move of the sandbox clock (a year in days; a month in hours). */
export const SANDBOX_CLOCK_MAX_MOVE = { hours: 744, days: 366 } as const;

const clientCode = text().trim().regex(/^[A-Z0-9]{1,10}$/).meta({ example: 'SANDBOX001' });
const digits = text().trim().regex(/^\d{1,18}$/);

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
  getConsole: defineRoute({
    method: 'GET',
    path: '/api/v1/sandbox/console',
    summary: 'Sandbox only: the sandbox clock, the latest NAV date, the exchange\'s orders, allotment statement and mandates',
    tags: ['sandbox'],
    access: 'public',
    response: sandboxConsoleView,
  }),
  moveClock: defineRoute({
    method: 'POST',
    path: '/api/v1/sandbox/clock/move',
    summary: 'Sandbox only: moves the sandbox clock forward by hours or days (every job then catches up)',
    tags: ['sandbox'],
    access: 'public',
    body: z
      .object({ amount: z.number().int().min(1), unit: z.enum(['hours', 'days']) })
      .refine((b) => b.amount <= SANDBOX_CLOCK_MAX_MOVE[b.unit], { message: 'Move the clock by at most 366 days or 744 hours at a time', path: ['amount'] }),
    response: sandboxClockView,
  }),
  publishNavs: defineRoute({
    method: 'POST',
    path: '/api/v1/sandbox/navs/publish',
    summary: 'Sandbox only: publishes the demo model\'s NAVs of the business day after the latest, for every demo scheme',
    tags: ['sandbox'],
    access: 'public',
    response: z.object({ navDate: isoDate, navsPublished: z.number().int() }),
  }),
  decideMandate: defineRoute({
    method: 'POST',
    path: '/api/v1/sandbox/mandates/decide',
    summary: 'Sandbox only: the bank approves or rejects a waiting mandate now',
    tags: ['sandbox'],
    access: 'public',
    body: z.object({ mandateId: digits, outcome: z.enum(['APPROVED', 'REJECTED']) }),
    response: z.object({ mandateId: z.string(), status: z.enum(['APPROVED', 'REJECTED']) }),
  }),
  failPayment: defineRoute({
    method: 'POST',
    path: '/api/v1/sandbox/payments/fail',
    summary: 'Sandbox only: a payment still waiting for money fails (REJECTED)',
    tags: ['sandbox'],
    access: 'public',
    body: z.object({ paymentId: digits }),
    response: z.object({ paymentId: z.string(), paymentStatus: z.literal('REJECTED') }),
  }),
  retryOutsideCall: defineRoute({
    method: 'POST',
    path: '/api/v1/sandbox/outside-calls/retry',
    summary: 'Sandbox only: applies now a command whose party answered but whose outcome was not applied',
    tags: ['sandbox'],
    access: 'public',
    body: z.object({ id: z.uuid() }),
    response: outsideCallView,
  }),
  reconciliation: defineRoute({
    method: 'GET',
    path: '/api/v1/sandbox/reconciliation',
    summary: 'Sandbox only: every difference between the ledger and the exchange\'s allotment statement (empty: none)',
    tags: ['sandbox'],
    access: 'public',
    response: z.array(reconciliationDifferenceView),
  }),
  reconciliationBreaks: defineRoute({
    method: 'GET',
    path: '/api/v1/sandbox/reconciliation-breaks',
    summary: 'Sandbox only: the reconciliation breaks kept (open first, then resolved), each with its state',
    tags: ['sandbox'],
    access: 'public',
    response: z.array(reconciliationBreakView),
  }),
  applyAllotmentStatement: defineRoute({
    method: 'POST',
    path: '/api/v1/sandbox/ledger/apply-statement',
    summary: 'Sandbox only: reads the exchange\'s allotment statement into the ledger (idempotent)',
    tags: ['sandbox'],
    access: 'public',
    response: z.object({ recorded: z.number().int(), alreadyRecorded: z.number().int() }),
  }),
  testPurchase: defineRoute({
    method: 'POST',
    path: '/api/v1/sandbox/test-purchase',
    summary: 'Sandbox only: a purchase entered at the exchange and paid by net banking at once (test data)',
    tags: ['sandbox'],
    access: 'public',
    body: z.object({
      clientCode,
      amount: z.number().int().min(100).max(1_000_000),
      /** A demo scheme to buy (its AMFI code); without it, the first demo scheme that takes the purchase. */
      amfiCode: z.number().int().positive().max(99_999_999).optional(),
    }),
    response: z.object({ orderNo: z.string(), paymentId: z.string(), schemeCode: z.string() }),
  }),
  testMandate: defineRoute({
    method: 'POST',
    path: '/api/v1/sandbox/test-mandate',
    summary: 'Sandbox only: a mandate registered at the exchange, waiting for the bank (test data)',
    tags: ['sandbox'],
    access: 'public',
    body: z.object({ clientCode, mandateType: z.enum(['X', 'N']) }),
    response: z.object({ mandateId: z.string() }),
  }),
};

/** Sandbox only: an outbox e-mail's attachment, as sent (the shared investment statement's PDF, decision 0125). */
export const outboxAttachmentParams = z.object({ id: z.uuid(), index: z.coerce.number().int().min(0).max(20) });

export const sandboxRawRoutes = {
  outboxAttachment: defineRawRoute({
    method: 'GET',
    path: '/api/v1/sandbox/outbox/:id/attachments/:index',
    summary: "Sandbox only: an outbox e-mail's attachment, as sent",
    access: 'public',
    params: outboxAttachmentParams,
  }),
};

export const outboxAttachmentPath = (id: string, index: number) => `/api/v1/sandbox/outbox/${id}/attachments/${index}`;
