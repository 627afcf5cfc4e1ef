-- Redemptions reach the ledger (apps/server/src/ledger/): the exchange's allotment statement
-- carries them as BuySell R rows; the ledger records their units negative and the amount paid
-- out, once per order number as purchases are.
ALTER TABLE ledger_entry DROP CONSTRAINT ledger_entry_kind_check;
ALTER TABLE ledger_entry ADD CONSTRAINT ledger_entry_kind_check CHECK (kind IN ('purchase', 'redemption'));

-- The sandbox exchange settles accepted redemptions once their NAV is published (sandbox-settlement.ts).
CREATE INDEX sandbox_exchange_order_redeem_idx ON sandbox_exchange_order (price_date)
  WHERE buy_sell = 'R' AND order_no IS NOT NULL AND allotted_at IS NULL;
