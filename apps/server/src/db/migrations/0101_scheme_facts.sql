-- The product's own scheme facts (issue 23 §4, docs/decisions/0162): what the product needs of the
-- exchange's scheme master (redemption limits, exit load, lock-in, flags), copied through the
-- exchange port (SchemeMasterPort.schemeMaster) into a table the product owns, so no feature reads
-- the sandbox exchange's tables. Refreshed after every catalogue load that changed the exchange's
-- master (features/catalogue/import), outside any transaction.
CREATE TABLE scheme_facts (
  scheme_code                 text PRIMARY KEY,           -- the exchange's scheme code, e.g. 120503-DP-GR
  amfi_code                   integer NOT NULL,
  isin                        text,
  purchase_allowed            boolean NOT NULL,
  redemption_allowed          boolean NOT NULL,
  sip_allowed                 boolean NOT NULL,
  stp_allowed                 boolean NOT NULL,
  swp_allowed                 boolean NOT NULL,
  switch_allowed              boolean NOT NULL,
  minimum_redemption_qty      numeric(18,4) NOT NULL,
  redemption_qty_multiplier   numeric(18,4) NOT NULL,
  redemption_amount_minimum   numeric(16,2) NOT NULL,
  redemption_amount_multiple  numeric(16,2) NOT NULL,
  exit_load_flag              boolean NOT NULL,
  exit_load                   text,                       -- the exchange's words, e.g. 1% if redeemed within 365 days
  lock_in_years               integer CHECK (lock_in_years > 0), -- null: no lock-in; ELSS: 3
  refreshed_at                timestamptz NOT NULL
);
CREATE INDEX scheme_facts_amfi_code_idx ON scheme_facts (amfi_code);
