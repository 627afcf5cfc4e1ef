-- The sandbox exchange pays redemptions out on the settlement day (docs/decisions/0107): the
-- statement row of a redemption carries its STT, its payout date and, once paid, when.
ALTER TABLE sandbox_exchange_allotment ADD COLUMN stt numeric(16,2) NOT NULL DEFAULT 0;
ALTER TABLE sandbox_exchange_allotment ADD COLUMN payout_date date;
ALTER TABLE sandbox_exchange_allotment ADD COLUMN paid_out_at timestamptz;
CREATE INDEX sandbox_exchange_allotment_payout_due_idx ON sandbox_exchange_allotment (payout_date)
  WHERE buy_sell = 'R' AND valid_flag = 'Y' AND paid_out_at IS NULL;
