-- The transactional outbox: every SMS and e-mail Sanchay sends (OTPs, shares, ...). A service
-- inserts the message in the same transaction as the change it reports; a worker delivers it
-- (integrations/notifications/deliver-worker.ts). The rows are also the work queue: due rows are
-- claimed with FOR UPDATE SKIP LOCKED, so any number of workers deliver each message once
-- (docs/decisions/0008-outbox-and-jobs.md). In sandbox mode this table is the sandbox inbox.

CREATE TABLE notification_outbox (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  channel          text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient        text NOT NULL,                 -- 10-digit mobile, or e-mail address (lower case)
  kind             text NOT NULL,                 -- e.g. login-otp, signup-otp
  subject          text,                          -- e-mail only
  body             text NOT NULL,                 -- the text as sent
  idempotency_key  text UNIQUE,                   -- same key: enqueued once (NULLs never clash)
  status           text NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'sending', 'delivered', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,    -- sends tried so far (counted when claimed)
  -- When the row is next due: NULL = at once; pending: the retry time (backoff);
  -- sending: the end of the claim's lease, after which a crashed worker's claim is taken over.
  next_attempt_at  timestamptz,
  last_error       text,
  -- clock_timestamp(), not now(): two messages of one transaction keep their order.
  created_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
  delivered_at     timestamptz,
  CHECK (channel = 'email' OR subject IS NULL)
);

-- The worker's claim: only rows still to deliver are indexed, so the index stays small however
-- many delivered rows the table keeps.
CREATE INDEX notification_outbox_due_idx ON notification_outbox (status, next_attempt_at)
  WHERE status IN ('pending', 'sending');
-- The sandbox inbox: newest first, for everyone or for one recipient.
CREATE INDEX notification_outbox_created_idx ON notification_outbox (created_at DESC);
CREATE INDEX notification_outbox_recipient_idx ON notification_outbox (recipient, created_at DESC);
