-- The sandbox exchange's scheme master (DESIGN.md "Outside parties", "Reference data"), kept in
-- the sandbox's own tables (prefix sandbox_exchange_), apart from the product's. Columns are BSE
-- StAR MF's scheme-master columns (../shared/data/README.md), snake_cased, in their order, plus
-- the SIP-master columns the order checks need and the allotment's unit precision. Rows are
-- derived from the catalogue at import/seed (integrations/exchange/sandbox-scheme-master.ts).
-- Flags are 'Y'/'N' as in BSE's file; amounts numeric rupees; quantities numeric units.

CREATE TABLE sandbox_exchange_scheme_master (
  unique_no                        integer PRIMARY KEY,          -- = the catalogue's AMFI code
  scheme_code                      text NOT NULL UNIQUE,         -- BSE scheme code, e.g. 120503-DP-GR
  rta_scheme_code                  text NOT NULL,
  amc_scheme_code                  text NOT NULL,
  isin                             text,
  amc_code                         text NOT NULL,
  scheme_type                      text NOT NULL,
  scheme_plan                      text NOT NULL,                -- NORMAL | DIRECT
  scheme_name                      text NOT NULL,
  purchase_allowed                 text NOT NULL CHECK (purchase_allowed IN ('Y', 'N')),
  purchase_transaction_mode        text NOT NULL,                -- DP: demat and physical
  minimum_purchase_amount          numeric(16,2) NOT NULL,
  additional_purchase_amount       numeric(16,2) NOT NULL,
  maximum_purchase_amount          numeric(16,2) NOT NULL,
  purchase_amount_multiplier       numeric(16,2) NOT NULL,
  purchase_cutoff_time             text NOT NULL,                -- HH:mm:ss IST
  redemption_allowed               text NOT NULL CHECK (redemption_allowed IN ('Y', 'N')),
  redemption_transaction_mode      text NOT NULL,
  minimum_redemption_qty           numeric(18,4) NOT NULL,
  redemption_qty_multiplier        numeric(18,4) NOT NULL,
  maximum_redemption_qty           numeric(18,4) NOT NULL,
  redemption_amount_minimum        numeric(16,2) NOT NULL,
  redemption_amount_maximum        numeric(16,2) NOT NULL,
  redemption_amount_multiple       numeric(16,2) NOT NULL,
  redemption_cutoff_time           text NOT NULL,
  rta_agent_code                   text NOT NULL,                -- CAMS | KFINTECH
  amc_active_flag                  integer NOT NULL,             -- 1 active, 0 not
  dividend_reinvestment_flag       text NOT NULL,                -- Z: not applicable (growth), Y, N
  sip_flag                         text NOT NULL CHECK (sip_flag IN ('Y', 'N')),
  stp_flag                         text NOT NULL CHECK (stp_flag IN ('Y', 'N')),
  swp_flag                         text NOT NULL CHECK (swp_flag IN ('Y', 'N')),
  switch_flag                      text NOT NULL CHECK (switch_flag IN ('Y', 'N')),
  settlement_type                  text NOT NULL,                -- MF; L0 for liquid and overnight
  amc_ind                          text,
  face_value                       numeric(16,2) NOT NULL,
  start_date                       date,
  end_date                         date,
  exit_load_flag                   text NOT NULL CHECK (exit_load_flag IN ('Y', 'N')),
  exit_load                        text,
  lock_in_period_flag              text NOT NULL CHECK (lock_in_period_flag IN ('Y', 'N')),
  lock_in_period                   text,                         -- e.g. 3 Years (ELSS)
  channel_partner_code             text NOT NULL,
  reopening_date                   date,
  -- SIP master (BSE's SIP MASTER columns, monthly frequency)
  sip_dates                        text NOT NULL,                -- e.g. 1,2,…,28 (empty when no SIP)
  sip_minimum_installment_amount   numeric(16,2) NOT NULL,
  sip_maximum_installment_amount   numeric(16,2) NOT NULL,
  sip_multiplier_amount            numeric(16,2) NOT NULL,
  sip_minimum_installment_numbers  integer NOT NULL,
  sip_maximum_installment_numbers  integer NOT NULL,
  -- STP/SWP limits (the spec's scheme validation rows, spec 3 §3)
  stp_minimum_installment_amount   numeric(16,2) NOT NULL,
  stp_minimum_installment_numbers  integer NOT NULL,
  swp_minimum_installment_amount   numeric(16,2) NOT NULL,
  swp_minimum_installment_numbers  integer NOT NULL,
  -- Allotment: units are truncated to this many decimals (AllottedUnit)
  unit_precision                   integer NOT NULL DEFAULT 3 CHECK (unit_precision BETWEEN 0 AND 4),
  -- Which NAV-applicability rule applies (domain nav-applicability.ts): standard | liquid
  nav_cutoff_class                 text NOT NULL CHECK (nav_cutoff_class IN ('standard', 'liquid')),
  updated_at                       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_exchange_scheme_master_isin_idx ON sandbox_exchange_scheme_master (isin);
