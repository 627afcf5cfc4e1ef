-- Acting for a customer (issue 13 §1; docs/decisions/0138). The session keeps the signed-in
-- advisor as its user (the actor) and gains the customer whose account is open (the subject),
-- set only after the customer's OTP consent and only for a customer mapped to the actor's agent.
ALTER TABLE web_session ADD COLUMN acting_for_user_id uuid REFERENCES user_account(id);

-- The consent OTP is one more purpose of the one OTP challenge machinery (sent to the customer).
ALTER TABLE otp_challenge DROP CONSTRAINT otp_challenge_purpose_check;
ALTER TABLE otp_challenge ADD CONSTRAINT otp_challenge_purpose_check
  CHECK (purpose IN ('login', 'signup', 'profile_update', 'bank_update', 'account_opening', 'transaction', 'redeem', 'acting_consent'));

-- Every state-changing call made while acting, with both identities (shown to the customer).
CREATE TABLE acting_action (
  id               bigserial PRIMARY KEY,
  actor_user_id    uuid NOT NULL REFERENCES user_account(id),
  subject_user_id  uuid NOT NULL REFERENCES user_account(id),
  agent_code       text NOT NULL,
  method           text NOT NULL,
  route            text NOT NULL,
  status_code      integer NOT NULL,
  created_at       timestamptz NOT NULL
);
CREATE INDEX acting_action_subject_idx ON acting_action (subject_user_id, created_at DESC);

-- The advisor who last changed a cart while acting (null: the customer's own cart).
ALTER TABLE cart ADD COLUMN acted_by_user_id uuid REFERENCES user_account(id);
