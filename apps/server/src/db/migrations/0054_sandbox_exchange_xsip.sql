-- The sandbox exchange's XSIPs (integrations/exchange/sandbox-xsip.ts, README.md there;
-- docs/decisions/0063): registrations against an approved mandate, and one row per instalment,
-- each the child order the mandate paid (or the debit's refusal). The sandbox party's own state,
-- apart from the product's.

-- Every XSIP entry the exchange answered (NEW and CXL, accepted or refused), keyed by the member's
-- unique reference number: a retried entry gets its first answer. BSE's reference carries its
-- date (YYYYMMDD<usercode>NNNNNN), so the key needs no separate day.
CREATE TABLE sandbox_exchange_xsip_entry (
  member_id      text NOT NULL,
  unique_ref_no  text NOT NULL,
  trans_code     text NOT NULL,                 -- NEW | CXL
  request        jsonb NOT NULL,                -- the xsipOrderEntryParam fields as sent
  reply          jsonb NOT NULL,                -- the first answer
  xsip_reg_id    bigint,                        -- the registration it made or cancelled
  entered_at     timestamptz NOT NULL,
  PRIMARY KEY (member_id, unique_ref_no)
);

-- BSE XSIP registration numbers are numbers; the sandbox's start at 7000001.
CREATE SEQUENCE sandbox_exchange_xsip_reg_id_seq START 7000001;

CREATE TABLE sandbox_exchange_xsip (
  xsip_reg_id          bigint PRIMARY KEY DEFAULT nextval('sandbox_exchange_xsip_reg_id_seq'),
  member_id            text NOT NULL,
  user_id              text NOT NULL,
  client_code          text NOT NULL,
  scheme_code          text NOT NULL,
  start_date           date NOT NULL,
  frequency_type       text NOT NULL CHECK (frequency_type = 'MONTHLY'),
  installment_amount   numeric(16,2) NOT NULL CHECK (installment_amount > 0),
  no_of_installments   integer NOT NULL CHECK (no_of_installments > 0),
  mandate_id           text NOT NULL REFERENCES sandbox_exchange_mandate (mandate_id),
  first_order_flag     text NOT NULL CHECK (first_order_flag IN ('Y', 'N')),
  first_order_no       bigint,                  -- the first-order-today child order (flag Y)
  folio_no             text,
  brokerage            numeric(16,2),
  status               text NOT NULL CHECK (status IN ('ACTIVE', 'CANCELLED', 'COMPLETED')),
  -- The instalment the job takes next and its debit date (moved past weekends and holidays).
  next_installment_no  integer NOT NULL,
  next_debit_date      date,
  lease_until          timestamptz,             -- an instalment worker's claim
  registered_at        timestamptz NOT NULL,
  cancelled_at         timestamptz,
  CHECK ((status = 'ACTIVE') = (next_debit_date IS NOT NULL))
);
-- The instalment job's claim: only active registrations, by their next debit date.
CREATE INDEX sandbox_exchange_xsip_due_idx ON sandbox_exchange_xsip (next_debit_date, xsip_reg_id) WHERE status = 'ACTIVE';
CREATE INDEX sandbox_exchange_xsip_client_idx ON sandbox_exchange_xsip (client_code);

-- One row per registration and instalment date, never two (the job's idempotency key).
CREATE TABLE sandbox_exchange_xsip_instalment (
  xsip_reg_id      bigint NOT NULL REFERENCES sandbox_exchange_xsip (xsip_reg_id),
  scheduled_date   date NOT NULL,
  installment_no   integer NOT NULL,
  debit_date       date NOT NULL,
  outcome          text NOT NULL CHECK (outcome IN ('ORDERED', 'REFUSED')),
  remarks          text NOT NULL,               -- the mandate debit's answer
  order_no         bigint UNIQUE,               -- the child order (ORDERED)
  created_at       timestamptz NOT NULL,
  PRIMARY KEY (xsip_reg_id, scheduled_date),
  UNIQUE (xsip_reg_id, installment_no),
  CHECK ((outcome = 'ORDERED') = (order_no IS NOT NULL))
);

-- Child orders name their registration (the allotment statement's OrderType is SIP for them).
ALTER TABLE sandbox_exchange_order ADD COLUMN xsip_reg_id bigint;
