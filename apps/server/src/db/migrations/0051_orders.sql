-- The product's orders (apps/server/src/features/orders/, docs/decisions/0060): what an investor
-- asked for, in sets, each set once per idempotency key; every order's exchange entry and every
-- payment is a durable command (outside_call) written in the same transaction as these rows.

-- A submit: one set per (user, idempotency key). A retried or doubled submit finds it.
CREATE TABLE order_set (
  id               bigserial PRIMARY KEY,
  user_id          uuid NOT NULL REFERENCES user_account(id) ON DELETE CASCADE,
  ucc              text NOT NULL,                   -- the exchange client code at the time
  idempotency_key  text NOT NULL,
  request_hash     text NOT NULL,                   -- the same key with another request is refused
  created_at       timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key)
);

CREATE SEQUENCE investor_order_trans_seq;

-- spec 3 §3 Order: orderStatus VALID or otherwise (ENTERING until the exchange answers, INVALID
-- when it refused, UNANSWERED when it never answered), bseOrderNumber, the exchange's remarks.
CREATE TABLE investor_order (
  id                 bigserial PRIMARY KEY,
  order_set_id       bigint NOT NULL REFERENCES order_set(id) ON DELETE CASCADE,
  user_id            uuid NOT NULL,
  ucc                text NOT NULL,
  trans_no           text NOT NULL UNIQUE,          -- the member's reference sent as TransNo
  scheme_code        text NOT NULL,                 -- the exchange's scheme code
  buy_sell           text NOT NULL CHECK (buy_sell IN ('P', 'R')),
  buy_sell_type      text NOT NULL CHECK (buy_sell_type IN ('FRESH', 'ADDITIONAL')),
  amount             numeric(16,2),                 -- by amount
  units              numeric(18,4),                 -- by units
  all_units          boolean NOT NULL DEFAULT false,
  folio_no           text,
  order_status       text NOT NULL CHECK (order_status IN ('ENTERING', 'VALID', 'INVALID', 'UNANSWERED')),
  bse_order_no       bigint UNIQUE,
  remarks            text,
  payment_status     text,                          -- the exchange's strings (spec 3 §9), purchases only
  payment_id         bigint,
  allotted_at        timestamptz,                   -- the allotment statement row reached the ledger
  allotted_nav       numeric(14,4),
  allotted_units     numeric(18,4),
  allotted_amount    numeric(16,2),                 -- paid (purchase) or paid out (redemption)
  created_at         timestamptz NOT NULL
);
CREATE INDEX investor_order_set_idx ON investor_order (order_set_id, id);
-- Orders the allotment sync still waits for.
CREATE INDEX investor_order_unallotted_idx ON investor_order (ucc) WHERE order_status = 'VALID' AND allotted_at IS NULL;

-- spec 3 §3 Payment request; one per (user, idempotency key); internal_ref_no is the member's
-- reference the exchange keys payments by.
CREATE TABLE order_payment (
  id                 bigserial PRIMARY KEY,
  order_set_id       bigint NOT NULL REFERENCES order_set(id) ON DELETE CASCADE,
  user_id            uuid NOT NULL,
  idempotency_key    text NOT NULL,
  internal_ref_no    text NOT NULL UNIQUE,
  payment_mode       text NOT NULL CHECK (payment_mode IN ('NET_BANKING', 'CHEQUE', 'NEFT', 'UPI', 'OTM')),
  order_nos          bigint[] NOT NULL,
  total_amount       numeric(16,2) NOT NULL,
  -- SENDING until the exchange answers; ACCEPTED (statuscode 100) or REFUSED (101); UNANSWERED.
  status             text NOT NULL CHECK (status IN ('SENDING', 'ACCEPTED', 'REFUSED', 'UNANSWERED')),
  response_string    text,                          -- the bank page, challan text or the refusal
  created_at         timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
ALTER TABLE investor_order ADD CONSTRAINT investor_order_payment_fk FOREIGN KEY (payment_id) REFERENCES order_payment(id);
