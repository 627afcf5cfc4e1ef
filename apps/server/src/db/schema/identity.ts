// Drizzle's view of db/migrations/0011_identity.sql (the SQL file is the truth).
import { bigserial, boolean, integer, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const agent = pgTable('agent', {
  id: uuid('id').primaryKey().defaultRandom(),
  agentCode: text('agent_code').notNull().unique(),
  name: text('name').notNull(),
  arn: text('arn'),
  euin: text('euin'),
  verificationStatus: text('verification_status', { enum: ['verified', 'not_verified'] })
    .notNull()
    .default('not_verified'),
  partnerStatus: text('partner_status'),
  /** The advisor's own sign-in, when the advisor has one. */
  userId: uuid('user_id')
    .unique()
    .references((): AnyPgColumn => userAccount.id),
  createdAt: instant('created_at').notNull().defaultNow(),
});

export const userAccount = pgTable('user_account', {
  id: uuid('id').primaryKey().defaultRandom(),
  mobile: text('mobile').notNull(),
  name: text('name').notNull(),
  email: text('email'),
  /** argon2id PHC string; null until a first password is set after an OTP. */
  passwordHash: text('password_hash'),
  /** Holding type code (spec 1 §3): '01' individual, '02' minor. */
  taxStatus: text('tax_status').notNull().default('01'),
  majorStatus: text('major_status'),
  /** 3 = onboarded with the exchange (spec 1 §9). */
  registeredWithBse: integer('registered_with_bse').notNull().default(0),
  /** The one advisor the customer is mapped to (spec 1 §6). */
  agentId: uuid('agent_id').references(() => agent.id),
  createdAt: instant('created_at').notNull().defaultNow(),
});

export const webSession = pgTable('web_session', {
  /** sha256 (hex) of the random token in the httpOnly cookie. */
  id: text('id').primaryKey(),
  /** The random guest id that keys the guest cart (spec 1 §3); new at logout. */
  cookieId: text('cookie_id').notNull(),
  userId: uuid('user_id').references(() => userAccount.id),
  /** The advisor host's agent code (spec 1 §6). */
  agentCode: text('agent_code'),
  csrfToken: text('csrf_token').notNull(),
  createdAt: instant('created_at').notNull(),
  lastSeenAt: instant('last_seen_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  endedAt: instant('ended_at'),
  endReason: text('end_reason', { enum: ['logout', 'rotated', 'idle', 'expired'] }),
  signedInAt: instant('signed_in_at'),
  verifiedMobile: text('verified_mobile'),
  verifiedPurpose: text('verified_purpose', { enum: ['login', 'signup'] }),
  verifiedAt: instant('verified_at'),
  /** While an advisor acts for a customer: the customer (the subject); userId stays the advisor (0090). */
  actingForUserId: uuid('acting_for_user_id').references(() => userAccount.id),
});

/** Sign-in codes and step-up codes (migration 0019). */
export const otpChallengePurposes = ['login', 'signup', 'profile_update', 'bank_update', 'account_opening', 'transaction', 'redeem', 'acting_consent'] as const;
/** What a verified step-up OTP authorises (migrations 0019, 0060: transaction, the checkout's OTP; 0072: redeem, spent by one redemption). */
export const stepUpPurposes = ['profile_update', 'bank_update', 'account_opening', 'transaction', 'redeem'] as const;

export const otpChallenge = pgTable('otp_challenge', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: text('session_id')
    .notNull()
    .references(() => webSession.id),
  mobile: text('mobile').notNull(),
  purpose: text('purpose', { enum: otpChallengePurposes }).notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: instant('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  resendCount: integer('resend_count').notNull().default(0),
  lastSentAt: instant('last_sent_at').notNull(),
  createdAt: instant('created_at').notNull(),
  consumedAt: instant('consumed_at'),
});

export const signInAudit = pgTable('sign_in_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  mobile: text('mobile'),
  userId: uuid('user_id'),
  event: text('event').notNull(),
  outcome: text('outcome', { enum: ['success', 'failure', 'blocked'] }).notNull(),
  reason: text('reason'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: instant('created_at').notNull(),
  /** Step-up OTPs: the signed-in account that asked for the code (migration 0104). */
  requesterUserId: uuid('requester_user_id'),
  /** …and it is not an account of the mobile the code went to (an advisor asking a customer's). */
  requestedByOther: boolean('requested_by_other').notNull().default(false),
});

/** A verified step-up OTP: edits of one kind by this session's user until expiresAt (0019). */
export const otpGrant = pgTable(
  'otp_grant',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => webSession.id),
    purpose: text('purpose', { enum: stepUpPurposes }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => userAccount.id),
    mobile: text('mobile').notNull(),
    grantedAt: instant('granted_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.purpose] })],
);

/** A state-changing call made while an advisor acted for a customer (migration 0090). */
export const actingAction = pgTable('acting_action', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  actorUserId: uuid('actor_user_id')
    .notNull()
    .references(() => userAccount.id),
  subjectUserId: uuid('subject_user_id')
    .notNull()
    .references(() => userAccount.id),
  agentCode: text('agent_code').notNull(),
  method: text('method').notNull(),
  route: text('route').notNull(),
  statusCode: integer('status_code').notNull(),
  createdAt: instant('created_at').notNull(),
});
