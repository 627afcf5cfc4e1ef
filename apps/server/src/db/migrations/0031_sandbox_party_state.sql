-- The sandbox parties' own state (DESIGN.md "Outside parties": sandbox parties keep their state
-- in the database, so a restart forgets nothing). Prefixed sandbox_: these are the parties' books,
-- not the product's, and the product never reads them.

-- The sandbox exchange's client master: clients registered by the client-registration (UCC) call.
CREATE TABLE sandbox_exchange_client (
  client_code    text PRIMARY KEY,
  registration   jsonb NOT NULL,                 -- the payload as accepted
  registered_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- The bank accounts the sandbox exchange holds per client, as the last accepted modification left
-- them (a later modification that drops or changes a mandated one is refused).
CREATE TABLE sandbox_exchange_bank_account (
  client_code     text NOT NULL,
  slot            integer NOT NULL CHECK (slot BETWEEN 1 AND 3),
  account_number  text NOT NULL,
  ifsc            text NOT NULL,
  account_type    text NOT NULL,
  is_default      boolean NOT NULL,
  PRIMARY KEY (client_code, slot)
);

-- The sandbox e-KYC provider's requests: started, then completed on its page. A completed one also
-- tells the sandbox KRA that the PAN's KYC is under process.
CREATE TABLE sandbox_ekyc_request (
  request_id    text PRIMARY KEY,
  pan           text NOT NULL,
  name          text NOT NULL,
  email         text,
  mobile        text NOT NULL,
  callback_url  text NOT NULL,
  started_at    timestamptz NOT NULL,
  result        jsonb,                           -- what the provider collected, once completed
  completed_at  timestamptz
);
CREATE INDEX sandbox_ekyc_request_pan_idx ON sandbox_ekyc_request (pan) WHERE completed_at IS NOT NULL;
