-- The sandbox exchange's money path (integrations/exchange/sandbox-payments.ts,
-- sandbox-settlement.ts): payments per mode, the funds each order is waiting for, the settlement
-- queue (the orders themselves, claimed with FOR UPDATE SKIP LOCKED and a lease, as the outbox's
-- rows are), and the allotment statement (one row per order, never two).

CREATE TABLE sandbox_exchange_payment (
  id                bigserial PRIMARY KEY,
  member_id         text NOT NULL,
  internal_ref_no   text NOT NULL,                 -- the member's reference: a retry finds the payment
  client_code       text NOT NULL,
  payment_mode      text NOT NULL CHECK (payment_mode IN ('NET_BANKING', 'CHEQUE', 'NEFT', 'UPI', 'OTM')),
  order_nos         bigint[] NOT NULL,
  total_amount      numeric(16,2) NOT NULL,
  account_number    text,
  ifsc              text,
  utr               text,                          -- NEFT: the UTR the investor gives
  vpa_id            text,                          -- UPI
  mandate_id        text,                          -- OTM
  cheque_number     text,
  cheque_date       date,
  deposit_date      date,                          -- cheque: the challan's deposit date
  -- at_bank: waiting on the local bank page (net banking, UPI); awaiting: money promised (NEFT UTR,
  -- cheque deposited, mandate debit presented); approved: realised; rejected; abandoned.
  status            text NOT NULL CHECK (status IN ('at_bank', 'awaiting', 'approved', 'rejected', 'abandoned')),
  realise_at        timestamptz,                   -- cheque and OTM: when the money will be realised
  realised_at       timestamptz,
  reply             jsonb NOT NULL,                -- the first answer, repeated to a retry
  created_at        timestamptz NOT NULL,
  UNIQUE (member_id, internal_ref_no)
);
CREATE INDEX sandbox_exchange_payment_due_idx ON sandbox_exchange_payment (realise_at) WHERE status = 'awaiting';
CREATE INDEX sandbox_exchange_payment_utr_idx ON sandbox_exchange_payment (utr) WHERE utr IS NOT NULL;

ALTER TABLE sandbox_exchange_order
  ADD COLUMN payment_status   text NOT NULL DEFAULT 'PAYMENT NOT INITIATED FOR GIVEN ORDER',
  ADD COLUMN payment_id       bigint REFERENCES sandbox_exchange_payment(id),
  ADD COLUMN lapse_at         timestamptz,       -- unpaid by then: the order lapses
  ADD COLUMN lapsed_at        timestamptz,
  ADD COLUMN funds_realised_at timestamptz,
  ADD COLUMN nav_date         date,              -- by the domain's purchaseNavApplicability
  ADD COLUMN price_date       date,              -- the NAV row used: the business day on or before nav_date
  ADD COLUMN allotted_at      timestamptz,
  ADD COLUMN lease_until      timestamptz,       -- a settlement worker's claim
  ADD COLUMN settle_attempts  integer NOT NULL DEFAULT 0;
-- The settlement queue: only orders still to allot are indexed.
CREATE INDEX sandbox_exchange_order_settle_idx ON sandbox_exchange_order (price_date, lease_until)
  WHERE payment_status = 'APPROVED' AND allotted_at IS NULL;
CREATE INDEX sandbox_exchange_order_lapse_idx ON sandbox_exchange_order (lapse_at)
  WHERE payment_status = 'PAYMENT NOT INITIATED FOR GIVEN ORDER' AND lapsed_at IS NULL AND order_no IS NOT NULL;

-- The allotment statement (BSE's AllotmentStatement fields, snake_cased): one row per order.
CREATE TABLE sandbox_exchange_allotment (
  order_no          bigint PRIMARY KEY,
  order_date        date NOT NULL,
  report_date       date NOT NULL,                 -- the day it was allotted (IST)
  sett_type         text NOT NULL,
  member_code       text NOT NULL,
  client_code       text NOT NULL,
  scheme_code       text NOT NULL,
  rta_scheme_code   text NOT NULL,
  isin              text,
  amc_code          text NOT NULL,
  folio_no          text NOT NULL REFERENCES sandbox_exchange_folio(folio_no),
  order_type        text NOT NULL,                 -- NRM (lumpsum)
  buy_sell          text NOT NULL,
  nav_date          date NOT NULL,
  allotted_nav      numeric(14,4) NOT NULL,
  allotted_unit     numeric(18,4) NOT NULL,        -- truncated to the scheme's unit precision
  unit_precision    integer NOT NULL,              -- that precision (the statement shows units to it)
  allotted_amt      numeric(16,2) NOT NULL,        -- the amount paid
  stamp_duty        numeric(16,2) NOT NULL,
  valid_flag        text NOT NULL DEFAULT 'Y',
  allotted_at       timestamptz NOT NULL
);
CREATE INDEX sandbox_exchange_allotment_report_idx ON sandbox_exchange_allotment (report_date, client_code);
