-- The sandbox exchange's mandate register (sandbox mode's stand-in for BSE StAR MF's mandates;
-- integrations/exchange/sandbox-mandates.ts, README.md there). These tables are the sandbox
-- party's own state, apart from the product's: the product keeps what it learns through the
-- exchange port in its own tables. Kept in the database so that a restart forgets nothing.

-- BSE mandate ids are numbers (e.g. 556918); the sandbox's start at 4000001.
CREATE SEQUENCE sandbox_exchange_mandate_id_seq START WITH 4000001;

CREATE TABLE sandbox_exchange_mandate (
  mandate_id        text PRIMARY KEY DEFAULT nextval('sandbox_exchange_mandate_id_seq')::text,
  client_code       text NOT NULL,
  mandate_type      text NOT NULL CHECK (mandate_type IN ('X', 'N')),
  -- The most the mandate may debit on one debit date, in rupees.
  amount            numeric(16,2) NOT NULL CHECK (amount > 0),
  account_no        text NOT NULL,
  account_type      text NOT NULL CHECK (account_type IN ('SB', 'CB')),
  ifsc_code         text NOT NULL,
  micr_code         text NOT NULL DEFAULT '',
  start_date        date NOT NULL,
  end_date          date NOT NULL CHECK (end_date >= start_date),
  status            text NOT NULL DEFAULT 'REGISTERED BY MEMBER'
                    CHECK (status IN ('REGISTERED BY MEMBER', 'UNDER PROCESSING', 'APPROVED', 'REJECTED')),
  remarks           text NOT NULL DEFAULT '',
  -- The NACH reference the bank gives an approved mandate.
  umrn              text UNIQUE,
  -- The member's key for the registration call: the same key answers the first mandate again.
  registration_key  text UNIQUE,
  -- E-mandate: the secret in the bank page's address, and where the page sends the browser back.
  auth_token        text UNIQUE,
  loopback_url      text,
  -- Physical: the readable scan the member uploaded (its digest; the bytes stay with the product).
  scan_sha256       text,
  scan_uploaded_at  timestamptz,
  -- E-mandate: when the investor authorised it at the bank.
  authorised_at     timestamptz,
  -- UNDER PROCESSING: when the bank's answer is due (the progress job takes it then).
  step_due_at       timestamptz,
  registered_at     timestamptz NOT NULL,
  decided_at        timestamptz,
  CHECK ((status = 'UNDER PROCESSING') = (step_due_at IS NOT NULL))
);
-- The progress job's claim: only mandates waiting for the bank are indexed.
CREATE INDEX sandbox_exchange_mandate_due_idx ON sandbox_exchange_mandate (step_due_at)
  WHERE status = 'UNDER PROCESSING';
CREATE INDEX sandbox_exchange_mandate_client_idx ON sandbox_exchange_mandate (client_code, account_no);

-- Debits against mandates (one-time mandate payments, SIP instalments), each once by its key.
-- Refusals are kept too, so that a retried debit answers what the first one did.
CREATE TABLE sandbox_exchange_mandate_debit (
  debit_key    text PRIMARY KEY,
  mandate_id   text NOT NULL REFERENCES sandbox_exchange_mandate (mandate_id),
  client_code  text NOT NULL,
  debit_date   date NOT NULL,
  amount       numeric(16,2) NOT NULL CHECK (amount > 0),
  outcome      text NOT NULL CHECK (outcome IN ('DEBITED', 'REFUSED')),
  remarks      text NOT NULL,
  created_at   timestamptz NOT NULL
);
-- The sum of a mandate's debits on a date (its limit holds per debit date).
CREATE INDEX sandbox_exchange_mandate_debit_day_idx ON sandbox_exchange_mandate_debit (mandate_id, debit_date)
  WHERE outcome = 'DEBITED';
