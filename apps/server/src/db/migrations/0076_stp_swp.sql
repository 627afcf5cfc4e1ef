-- STP and SWP (issue 12 §4, spec 3 §3–§9; docs/decisions/0112, 0113).

-- 1. The sandbox exchange's STP validation rows (spec 3 §3 "Scheme validation rows"): one per
-- scheme and frequency, derived from its scheme master (a view: nothing to sync). The limits per
-- frequency are the sandbox's documented rules (integrations/exchange/README.md "STP and SWP"):
-- out (source) needs the scheme's STP flag and redemption allowed, in (destination) its STP flag
-- and purchase allowed; the in-side minimum is higher than the out side's, so combining the two
-- (spec 3 §5) matters.
CREATE VIEW sandbox_exchange_stp_master AS
SELECT m.scheme_code, m.unique_no, m.amc_code, f.frequency AS astp_frequency,
       CASE WHEN m.stp_flag = 'Y' AND m.redemption_allowed = 'Y' THEN 'Y' ELSE 'N' END AS astp_reg_out,
       CASE WHEN m.stp_flag = 'Y' AND m.purchase_allowed = 'Y' THEN 'Y' ELSE 'N' END AS astp_reg_in,
       greatest(m.stp_minimum_installment_amount, f.out_min) AS astp_out_min_inst_amt,
       f.in_min AS astp_in_min_inst_amt,
       f.out_max AS astp_out_max_inst_amt,
       f.in_max AS astp_in_max_inst_amt,
       f.max_nos AS astp_max_instl_nos,
       greatest(m.stp_minimum_installment_numbers, f.min_nos) AS astp_min_instl_nos,
       f.multiplier AS astp_out_multiplier_amt,
       f.min_gap AS astp_min_gap, f.max_gap AS astp_max_gap, f.dates AS astp_dates
FROM sandbox_exchange_scheme_master m
CROSS JOIN (VALUES
  ('DAILY',     500::numeric,  1000::numeric, 1000000::numeric, 9999999::numeric, 12, 365, 1::numeric, 1, 30, ''),
  ('WEEKLY',    500::numeric,  1000::numeric, 1000000::numeric, 9999999::numeric,  6, 260, 1::numeric, 1, 30, ''),
  ('MONTHLY',   500::numeric,  1000::numeric, 9999999::numeric, 9999999::numeric,  6, 120, 1::numeric, 7, 60, '1,5,10,15,20,25'),
  ('QUARTERLY', 1500::numeric, 3000::numeric, 9999999::numeric, 9999999::numeric,  4,  40, 1::numeric, 7, 90, '1,5,10,15,20,25')
) AS f(frequency, out_min, in_min, out_max, in_max, min_nos, max_nos, multiplier, min_gap, max_gap, dates);

-- 2. The sandbox exchange's STP and SWP registrations (BSE StAR MF's MFAPI STP/SWP registration
-- fields), keyed by the member's InternalRefNo: a repeat gets its first answer.
CREATE TABLE sandbox_exchange_stp_swp_entry (
  member_id        text NOT NULL,
  internal_ref_no  text NOT NULL,
  trans_type       text NOT NULL CHECK (trans_type IN ('STP', 'SWP', 'CXL')),
  request          jsonb NOT NULL,
  reply            jsonb NOT NULL,
  reg_no           bigint,
  entered_at       timestamptz NOT NULL,
  PRIMARY KEY (member_id, internal_ref_no)
);

CREATE SEQUENCE sandbox_exchange_stp_swp_reg_no_seq START 8000001;

CREATE TABLE sandbox_exchange_stp_swp (
  reg_no               bigint PRIMARY KEY DEFAULT nextval('sandbox_exchange_stp_swp_reg_no_seq'),
  trans_type           text NOT NULL CHECK (trans_type IN ('STP', 'SWP')),
  member_id            text NOT NULL,
  client_code          text NOT NULL,
  from_scheme_code     text NOT NULL,
  to_scheme_code       text,                    -- STP only
  folio_no             text NOT NULL,
  frequency            text NOT NULL CHECK (frequency IN ('DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY')),
  installment_amount   numeric(16,2) NOT NULL CHECK (installment_amount > 0),
  no_of_installments   integer NOT NULL CHECK (no_of_installments > 0),
  start_date           date NOT NULL,
  first_order_today    text NOT NULL CHECK (first_order_today IN ('Y', 'N')),
  status               text NOT NULL CHECK (status IN ('ACTIVE', 'CANCELLED', 'COMPLETED')),
  -- The instalment the job takes next (0: the first order today) and its date.
  next_installment_no  integer NOT NULL,
  next_date            date,
  lease_until          timestamptz,
  registered_at        timestamptz NOT NULL,
  cancelled_at         timestamptz,
  CHECK ((status = 'ACTIVE') = (next_date IS NOT NULL)),
  CHECK ((trans_type = 'STP') = (to_scheme_code IS NOT NULL))
);
CREATE INDEX sandbox_exchange_stp_swp_due_idx ON sandbox_exchange_stp_swp (next_date, reg_no) WHERE status = 'ACTIVE';
CREATE INDEX sandbox_exchange_stp_swp_client_idx ON sandbox_exchange_stp_swp (client_code);

-- One row per registration and instalment, never two (the job's idempotency key): the order
-- numbers of its statement rows (out of the source; into the destination for an STP).
CREATE TABLE sandbox_exchange_stp_swp_instalment (
  reg_no           bigint NOT NULL REFERENCES sandbox_exchange_stp_swp (reg_no),
  installment_no   integer NOT NULL,
  scheduled_date   date NOT NULL,
  outcome          text NOT NULL CHECK (outcome IN ('DONE', 'REFUSED')),
  remarks          text NOT NULL,
  out_order_no     bigint UNIQUE,
  in_order_no      bigint UNIQUE,
  created_at       timestamptz NOT NULL,
  PRIMARY KEY (reg_no, installment_no)
);

-- 3. The ledger records STP-outs, STP-ins and SWPs by their own kinds (units of outs signed negative).
ALTER TABLE ledger_entry DROP CONSTRAINT ledger_entry_kind_check;
ALTER TABLE ledger_entry ADD CONSTRAINT ledger_entry_kind_check
  CHECK (kind IN ('purchase', 'redemption', 'stp_out', 'stp_in', 'swp'));

-- 4. The product's STP/SWP plans (features/stp-swp): the investor's request, its e-mail
-- verification (the link's token kept hashed) and the exchange's registration.
CREATE TABLE investor_stp_swp (
  id                   bigserial PRIMARY KEY,
  user_id              uuid NOT NULL REFERENCES investor_profile (user_id) ON DELETE CASCADE,
  ucc                  text NOT NULL,
  request_key          text NOT NULL,
  trans_type           text NOT NULL CHECK (trans_type IN ('STP', 'SWP')),
  from_scheme_id       integer NOT NULL,
  to_scheme_id         integer,
  from_scheme_code     text NOT NULL,
  to_scheme_code       text,
  from_scheme_name     text NOT NULL,
  to_scheme_name       text,
  from_isin            text,
  to_isin              text,
  folio_no             text NOT NULL,
  frequency            text NOT NULL CHECK (frequency IN ('DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY')),
  installment_amount   numeric(16,2) NOT NULL,
  no_of_installments   integer NOT NULL,
  start_date           date NOT NULL,
  end_date             date NOT NULL,
  total_amount         numeric(16,2) NOT NULL,
  first_order_today    boolean NOT NULL,
  -- PENDING_VERIFICATION (link sent or to send) → APPROVED (verified) → PENDING (sent to the
  -- exchange) → ACTIVE; AUTO_CANCELLED (not verified in time); CANCELLED (stopped); FAILED (refused).
  status               text NOT NULL CHECK (status IN ('PENDING_VERIFICATION', 'APPROVED', 'PENDING', 'ACTIVE',
                                                       'AUTO_CANCELLED', 'CANCELLED', 'FAILED')),
  token_hash           text NOT NULL UNIQUE,
  email                text NOT NULL,
  link_at              timestamptz NOT NULL,
  link_sent_at         timestamptz,
  verify_by            timestamptz NOT NULL,
  verified_at          timestamptz,
  exchange_ref_no      text,
  exchange_reg_no      text,
  exchange_remarks     text,
  created_at           timestamptz NOT NULL,
  updated_at           timestamptz NOT NULL,
  UNIQUE (user_id, request_key)
);
CREATE INDEX investor_stp_swp_user_idx ON investor_stp_swp (user_id, id);
CREATE INDEX investor_stp_swp_verification_idx ON investor_stp_swp (verify_by) WHERE status = 'PENDING_VERIFICATION';
