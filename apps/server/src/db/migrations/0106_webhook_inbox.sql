-- The webhook inbox (issue 24 §3, docs/decisions/0174): every event an outside party pushes to us
-- (the exchange first; payment and SMS providers later), verified over the raw bytes and kept
-- once per (party, the party's own event id) before it is acknowledged. A job applies the rows in
-- order per subject; an event it cannot apply is parked with its reason, never dropped.
CREATE TABLE webhook_inbox (
  id             bigserial PRIMARY KEY,
  -- Who sent it ('exchange', later 'payments', 'sms').
  party          text NOT NULL,
  -- The party's id of the event (BSE's request_id): a redelivery carries the same one.
  event_id       text NOT NULL,
  -- The party's category (BSE's action.event_type: ORDER, SXP, MANDATES, UCC, ...) and event name.
  event_type     text NOT NULL,
  event          text NOT NULL,
  -- What the event is about ('order:<id>', 'sxp:<reg no>', 'mandate:<id>', 'client:<code>'):
  -- the rows of one subject are applied in order.
  subject        text NOT NULL,
  -- When the party says it happened (its own timestamp), when it gives one.
  event_at       timestamptz,
  payload        jsonb NOT NULL,
  received_at    timestamptz NOT NULL,
  applied_at     timestamptz,
  -- Failed applies so far (a handler that threw); the row parks after a few.
  attempts       integer NOT NULL DEFAULT 0,
  -- Set when the job could not apply it (no handler, unknown order, failed too often): the
  -- operations desk's to release. A parked row holds back the later rows of its subject.
  parked_reason  text,
  parked_at      timestamptz,
  CONSTRAINT webhook_inbox_event_key UNIQUE (party, event_id)
);
-- The job's look for due rows: unapplied ones, per subject in received order.
CREATE INDEX webhook_inbox_due_idx ON webhook_inbox (party, subject, received_at, event_at, id) WHERE applied_at IS NULL;
