-- Reconciliation breaks (issue 23 §4, docs/decisions/0164): each difference between the ledger and
-- the exchange's allotment statement (ledger/reconciliation.ts) is kept with its state instead of
-- being computed and dropped. One open break per (order, kind); a break resolved and seen again
-- opens a new row, so the history stays.
CREATE TABLE reconciliation_break (
  id              bigserial PRIMARY KEY,
  kind            text NOT NULL CHECK (kind IN ('missingInLedger', 'missingAtExchange', 'unitsDiffer', 'amountDiffers', 'navDiffers', 'folioDiffers')),
  order_no        text NOT NULL,
  client_code     text NOT NULL,
  scheme_code     text NOT NULL,
  ledger_value    text,
  exchange_value  text,
  state           text NOT NULL CHECK (state IN ('open', 'resolved')),
  opened_at       timestamptz NOT NULL,
  last_seen_at    timestamptz NOT NULL,
  resolved_at     timestamptz
);
CREATE UNIQUE INDEX reconciliation_break_open_idx ON reconciliation_break (order_no, kind) WHERE state = 'open';
CREATE INDEX reconciliation_break_state_idx ON reconciliation_break (state, opened_at DESC);
