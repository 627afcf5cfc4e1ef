-- Penny-drop verifications of bank accounts (spec 2 §3 "Bank verification response", §4 "Bank
-- add", "Bank edit and delete"). The save names the verification it follows, so the server, not
-- the browser, knows whether the bank confirmed the account and whose name it gave: a name
-- mismatch is saved only when the investor chose Continue Anyway, a serverDown answer only on an
-- add. A verification is for one account number and IFSC, used once, within 30 minutes.
CREATE TABLE bank_verification (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id         uuid NOT NULL REFERENCES investor_profile(user_id) ON DELETE CASCADE,
  account_number  text NOT NULL CHECK (account_number ~ '^[0-9]{9,18}$'),
  ifsc            text NOT NULL CHECK (ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
  purpose         text NOT NULL CHECK (purpose IN ('add', 'edit')),
  -- The domain's bankVerificationOutcome kind.
  outcome         text NOT NULL CHECK (outcome IN ('verified', 'nameMismatch', 'failed', 'unavailable', 'down')),
  holder_name     text,
  -- The party's answer as received (spec 2 §3 signzyResponse).
  response        jsonb NOT NULL,
  created_at      timestamptz NOT NULL,
  -- Set by the save that used it, in the save's transaction: a second save with it is refused.
  used_at         timestamptz
);
CREATE INDEX bank_verification_user_idx ON bank_verification (user_id, created_at DESC);
