-- The ledger (DESIGN.md "Data", "Shape": below the features): the append-only record of what the
-- exchange allotted, the only source the portfolio will be derived from. One entry per allotment,
-- keyed by the exchange's order number, so applying the same allotment statement twice records
-- nothing twice (apps/server/src/ledger/). Units are signed by kind later (redemptions negative);
-- purchases are positive.

CREATE TABLE ledger_entry (
  id                 bigserial PRIMARY KEY,
  exchange_order_no  bigint NOT NULL UNIQUE,
  kind               text NOT NULL CHECK (kind IN ('purchase')),
  ucc                text NOT NULL,                 -- the exchange client code
  scheme_code        text NOT NULL,                 -- the exchange's scheme code
  isin               text,
  folio_no           text NOT NULL,
  order_date         date NOT NULL,
  nav_date           date NOT NULL,
  nav                numeric(14,4) NOT NULL,
  units              numeric(18,4) NOT NULL,
  amount             numeric(16,2) NOT NULL,        -- paid
  stamp_duty         numeric(16,2) NOT NULL,
  reported_on        date NOT NULL,                 -- the statement's report date
  recorded_at        timestamptz NOT NULL
);
CREATE INDEX ledger_entry_holding_idx ON ledger_entry (ucc, folio_no, scheme_code);
