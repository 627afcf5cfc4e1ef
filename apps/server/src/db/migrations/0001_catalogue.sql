-- The fund catalogue: AMCs, schemes, daily NAV history and search statistics.
-- Money is numeric(16,2) rupees, units numeric(18,4), NAV numeric(14,4) (DESIGN.md "Data").

CREATE TABLE amc (
  id           serial PRIMARY KEY,
  name         text NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE scheme (
  id                        serial PRIMARY KEY,
  -- AMFI scheme code: the public, stable identity of a scheme; exposed as schemeId.
  amfi_code                 integer NOT NULL UNIQUE,
  amc_id                    integer NOT NULL REFERENCES amc(id),
  name                      text NOT NULL,
  isin_growth               text,
  isin_reinvestment         text,
  plan                      text,            -- Direct | Regular
  option                    text,            -- Growth | IDCW
  amfi_scheme_type          text,            -- e.g. Open Ended Schemes
  amfi_category             text,            -- e.g. Equity Scheme - ELSS
  category                  text NOT NULL,   -- browse taxonomy (domain catalogue/taxonomy.ts)
  sub_category              text NOT NULL,
  fund_type                 text NOT NULL DEFAULT 'open' CHECK (fund_type IN ('open', 'closed', 'interval')),
  riskometer                text,
  objective                 text,
  launch_date               date,
  closure_date              date,
  nfo_open_date             date,
  nfo_close_date            date,
  -- Scheme-master facts (the exchange sandbox owns those AMFI does not publish).
  min_lumpsum_amount        numeric(16,2),
  lumpsum_multiple          numeric(16,2),
  min_additional_amount     numeric(16,2),
  min_sip_amount            numeric(16,2),
  sip_multiple              numeric(16,2),
  min_redemption_amount     numeric(16,2),
  redemption_amount_multiple numeric(16,2),
  min_redemption_units      numeric(18,4),
  redemption_units_multiple numeric(18,4),
  purchase_allowed          boolean NOT NULL DEFAULT true,
  redeem_allowed            boolean NOT NULL DEFAULT true,
  sip_allowed               boolean NOT NULL DEFAULT true,
  stp_allowed               boolean NOT NULL DEFAULT false,
  swp_allowed               boolean NOT NULL DEFAULT false,
  switch_allowed            boolean NOT NULL DEFAULT false,
  sip_data                  text,
  -- Latest NAV and returns are derived from nav_history by the importers (catalogue refresh),
  -- kept here so lists and search never scan the history.
  latest_nav                numeric(14,4),
  latest_nav_date           date,
  return_1y                 numeric(10,2),
  return_3y                 numeric(10,2),
  return_5y                 numeric(10,2),
  is_demo                   boolean NOT NULL DEFAULT false,
  created_at                timestamptz NOT NULL DEFAULT now(),
  updated_at                timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scheme_category_idx ON scheme (category, sub_category);
CREATE INDEX scheme_isin_growth_idx ON scheme (isin_growth);
CREATE INDEX scheme_name_lower_idx ON scheme (lower(name));

-- Daily NAV keyed by AMFI code, without a foreign key, so a bulk COPY of history needs no lookup.
CREATE TABLE nav_history (
  amfi_code  integer NOT NULL,
  nav_date   date NOT NULL,
  nav        numeric(14,4) NOT NULL,
  PRIMARY KEY (amfi_code, nav_date)
);

CREATE TABLE scheme_stats (
  amfi_code  integer PRIMARY KEY,
  views      bigint NOT NULL DEFAULT 0,
  searches   bigint NOT NULL DEFAULT 0
);
