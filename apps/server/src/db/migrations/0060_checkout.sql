-- Checkout (issue 11 §1, docs/decisions/0075): one submit of the cart, once per (user, the
-- browser's trnxDetailId). Its lumpsums are an order set of the orders feature (0051); its SIPs
-- are XSIP registrations (each a durable command, keyed by the member's UniqueRefNo). Its id is
-- the payment link's loopBackUrl; the link is good until valid_till (the end of its IST day).

-- The transaction OTP (spec 3 §3 flowType 1) is a step-up OTP whose grant lets the session place orders.
ALTER TABLE otp_challenge DROP CONSTRAINT otp_challenge_purpose_check;
ALTER TABLE otp_challenge ADD CONSTRAINT otp_challenge_purpose_check
  CHECK (purpose IN ('login', 'signup', 'profile_update', 'bank_update', 'account_opening', 'transaction'));
ALTER TABLE otp_grant DROP CONSTRAINT otp_grant_purpose_check;
ALTER TABLE otp_grant ADD CONSTRAINT otp_grant_purpose_check
  CHECK (purpose IN ('profile_update', 'bank_update', 'account_opening', 'transaction'));

CREATE TABLE checkout (
  id               bigserial PRIMARY KEY,
  user_id          uuid NOT NULL REFERENCES user_account(id) ON DELETE CASCADE,
  ucc              text NOT NULL,
  idempotency_key  text NOT NULL,
  cart_id          uuid,
  -- The lumpsum orders as submitted to the orders feature (a retry submits the same again).
  lumpsums         jsonb NOT NULL,
  order_set_id     bigint REFERENCES order_set(id),
  valid_till       timestamptz NOT NULL,
  -- Hold on! → Cancel Order: no longer offered for payment.
  discarded_at     timestamptz,
  -- Report Error / invalid orders reported (spec 3 §4, §7): which orders, when; a money expert calls.
  reported_at      timestamptz,
  reported_orders  jsonb,
  link_expired     boolean,
  created_at       timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX checkout_user_idx ON checkout (user_id, created_at DESC);

-- A SIP of a checkout: its XSIP registration at the exchange (ENTERING until the exchange answers).
CREATE TABLE checkout_sip (
  id                 bigserial PRIMARY KEY,
  checkout_id        bigint NOT NULL REFERENCES checkout(id) ON DELETE CASCADE,
  user_id            uuid NOT NULL,
  amfi_code          integer NOT NULL,
  scheme_code        text NOT NULL,
  amount             numeric(16,2) NOT NULL,
  sip_date           integer NOT NULL,
  num_installments   integer NOT NULL,
  start_date         date NOT NULL,
  mandate_id         text NOT NULL,
  unique_ref_no      text NOT NULL UNIQUE,
  status             text NOT NULL CHECK (status IN ('ENTERING', 'VALID', 'INVALID')),
  xsip_reg_id        text,
  remarks            text,
  created_at         timestamptz NOT NULL
);
CREATE INDEX checkout_sip_checkout_idx ON checkout_sip (checkout_id, id);
