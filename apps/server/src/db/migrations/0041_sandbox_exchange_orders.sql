-- The sandbox exchange's order book (integrations/exchange/sandbox-order-entry.ts): every order
-- entry it answered, accepted or refused, keyed like BSE StAR MF keys them: the member's unique
-- transaction number (TransNo) per member per day. A retried entry finds its row and gets the
-- first answer again; two identical entries at once make one row (the unique key decides).

CREATE SEQUENCE sandbox_exchange_order_no_seq START 1000001;

CREATE TABLE sandbox_exchange_order (
  id              bigserial PRIMARY KEY,
  member_id       text NOT NULL,
  entry_date      date NOT NULL,              -- the exchange's day (IST) of the entry
  trans_no        text NOT NULL,              -- TransNo, the member's unique reference
  trans_code      text NOT NULL,              -- NEW
  user_id         text NOT NULL,
  client_code     text NOT NULL,
  scheme_code     text NOT NULL,
  buy_sell        text NOT NULL CHECK (buy_sell IN ('P', 'R')),
  buy_sell_type   text NOT NULL CHECK (buy_sell_type IN ('FRESH', 'ADDITIONAL')),
  order_val       numeric(16,2),              -- amount (OrderVal), when by amount
  qty             numeric(18,4),              -- units (Qty), when by quantity
  all_redeem      text NOT NULL CHECK (all_redeem IN ('Y', 'N')),
  folio_no        text,
  request         jsonb NOT NULL,             -- the orderEntryParam fields as sent
  order_no        bigint UNIQUE,              -- OrderId; NULL when refused (the reply says 0)
  success_flag    text NOT NULL CHECK (success_flag IN ('0', '1')),
  bse_remarks     text NOT NULL,              -- ORD CONF: … / FAILED: …
  reply           text NOT NULL,              -- the pipe-separated answer as given
  -- Payment and settlement (migration 0042 adds the columns that follow the money).
  entered_at      timestamptz NOT NULL,
  UNIQUE (member_id, entry_date, trans_no)
);
CREATE INDEX sandbox_exchange_order_client_idx ON sandbox_exchange_order (client_code, entered_at DESC);

-- Folios: one per client per AMC, opened by the registrar at a fresh purchase's allotment.
CREATE SEQUENCE sandbox_exchange_folio_no_seq START 91000001;
CREATE TABLE sandbox_exchange_folio (
  folio_no     text PRIMARY KEY,
  client_code  text NOT NULL,
  amc_code     text NOT NULL,
  opened_at    timestamptz NOT NULL,
  UNIQUE (client_code, amc_code)
);
