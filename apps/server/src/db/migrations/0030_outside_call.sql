-- Durable commands to outside parties (DESIGN.md "Outside parties", issue 10 §1,
-- docs/decisions/0046). A service writes the command in the same transaction as the business
-- change that needs it; the call runs outside any transaction; the party's answer is stored
-- (response) before its outcome is applied in a second transaction by the operation's apply
-- handler, so an answer is never lost when the apply fails: the row stays 'answered' and the apply
-- is retried without calling the party again. Claimed with FOR UPDATE SKIP LOCKED and a lease, as
-- the notification outbox is (apps/server/src/outside-calls/).
--
-- status: pending   the party is to be called at next_attempt_at (a retry after a party error);
--         calling   claimed by lease_owner until lease_until (a crashed caller's claim is taken
--                   over once the lease ends, and the party is called again with the same key);
--         answered  the party answered (response); the apply is due at next_attempt_at;
--         done      the outcome was applied (completed_at);
--         failed    the party refused to answer for good or the attempts ran out (error).

CREATE TABLE outside_call (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  idempotency_key  text NOT NULL UNIQUE,          -- same key: one command, one outcome
  party            text NOT NULL,                 -- exchange, kyc, ...
  operation        text NOT NULL,                 -- bank-modification, client-registration, ...
  subject          text,                          -- whom it concerns (a user id, a client code): for reading
  request          jsonb NOT NULL,                -- what is sent to the party
  context          jsonb NOT NULL DEFAULT '{}',   -- what the apply needs besides the answer (never sent)
  status           text NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'calling', 'answered', 'done', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,    -- party calls tried (counted when claimed)
  apply_attempts   integer NOT NULL DEFAULT 0,    -- applies that failed
  next_attempt_at  timestamptz,                   -- due time (pending: the call; answered: the apply)
  lease_owner      text,
  lease_until      timestamptz,
  response         jsonb,                         -- the party's answer, kept once received
  error            text,                          -- the last party or apply error
  request_id       text,                          -- the x-request-id that caused it
  created_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
  completed_at     timestamptz
);

-- The job's look for due work: only unfinished rows are indexed.
CREATE INDEX outside_call_due_idx ON outside_call (status, next_attempt_at)
  WHERE status IN ('pending', 'calling', 'answered');
-- The sandbox console: newest first.
CREATE INDEX outside_call_created_idx ON outside_call (created_at DESC);
-- "Is a command for this investor still unfinished?" (bank modification, one at a time).
CREATE INDEX outside_call_subject_idx ON outside_call (party, operation, subject)
  WHERE status IN ('pending', 'calling', 'answered');
