-- Every share an advisor relays to a customer's address (statement PDF, mandate link, payment
-- link, NFO link, premium service, calculator result), so that the per-sender and per-recipient
-- hourly limits (issue 23 §5; docs/decisions/0167) count them across processes and restarts.
CREATE TABLE share_relay (
  id             bigserial PRIMARY KEY,
  sender_user_id uuid NOT NULL REFERENCES user_account (id),
  channel        text NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
  -- The address as it is counted: an e-mail in lower case, a mobile's 10 digits.
  recipient      text NOT NULL,
  kind           text NOT NULL,
  created_at     timestamptz NOT NULL
);
CREATE INDEX share_relay_sender_idx ON share_relay (sender_user_id, created_at);
CREATE INDEX share_relay_recipient_idx ON share_relay (recipient, created_at);
