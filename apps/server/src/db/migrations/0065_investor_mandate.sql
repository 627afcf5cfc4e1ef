-- The product's own mandates (spec 3 §3 Mandate; issue 11 §2; docs/decisions/0079). The exchange
-- keeps its register (sandbox_exchange_mandate in the sandbox); this row is what the product
-- asked for and what it last learnt: written with the durable registration command (request_key
-- makes a double submit one mandate), answered by the command's apply, its status refreshed from
-- the exchange's mandate details. The signed physical form is an uploaded file of purpose
-- mandate_scan (re-encoded as JPEG after decoding).
ALTER TABLE uploaded_file DROP CONSTRAINT IF EXISTS uploaded_file_purpose_check;
ALTER TABLE uploaded_file ADD CONSTRAINT uploaded_file_purpose_check
  CHECK (purpose IN ('cancelled_cheque', 'signature', 'mandate_scan'));

CREATE TABLE investor_mandate (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id             uuid NOT NULL REFERENCES investor_profile(user_id) ON DELETE CASCADE,
  ucc                 text NOT NULL,
  request_key         text NOT NULL,
  mandate_type        text NOT NULL CHECK (mandate_type IN ('X', 'N')),
  amount              numeric(16,2) NOT NULL CHECK (amount > 0),
  bank_name           text NOT NULL,
  account_number      text NOT NULL,
  ifsc                text NOT NULL,
  account_type        text NOT NULL CHECK (account_type IN ('SB', 'CB')),
  start_date          date NOT NULL,
  end_date            date NOT NULL,
  -- pending: the registration command has not been answered; registered: the exchange gave an
  -- id; refused: it answered 101 (refusal holds its words); failed: no answer for good.
  registration        text NOT NULL DEFAULT 'pending' CHECK (registration IN ('pending', 'registered', 'refused', 'failed')),
  refusal             text,
  bse_mandate_id      text UNIQUE,
  exchange_status     text,
  remarks             text NOT NULL DEFAULT '',
  umrn                text,
  registered_on       date,
  scan_file_id        uuid REFERENCES uploaded_file(id),
  scan_sent_at        timestamptz,
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL,
  UNIQUE (user_id, request_key)
);
CREATE INDEX investor_mandate_user_idx ON investor_mandate (user_id, created_at DESC);
