-- Redeem (spec 3 §4, §5, §7; docs/decisions/0106, 0107).

-- The redeem OTP (spec 3 §3 flowType 3) is a step-up OTP of its own purpose: the checkout's OTP
-- (transaction) does not authorise a redemption, and a redeem grant is spent by one redemption.
ALTER TABLE otp_challenge DROP CONSTRAINT otp_challenge_purpose_check;
ALTER TABLE otp_challenge ADD CONSTRAINT otp_challenge_purpose_check
  CHECK (purpose IN ('login', 'signup', 'profile_update', 'bank_update', 'account_opening', 'transaction', 'redeem'));
ALTER TABLE otp_grant DROP CONSTRAINT otp_grant_purpose_check;
ALTER TABLE otp_grant ADD CONSTRAINT otp_grant_purpose_check
  CHECK (purpose IN ('profile_update', 'bank_update', 'account_opening', 'transaction', 'redeem'));

-- A redemption's STT (0.001% of equity-oriented redemptions, taken from the payout) and its
-- payout: the day the exchange will pay (T+1 liquid and overnight, T+2 equity, T+3 others) and
-- the day it paid, written once when the exchange reports it (NULL until then). The entry's
-- amount stays the redemption's value; the money credited is amount − stt.
ALTER TABLE ledger_entry ADD COLUMN stt numeric(16,2) NOT NULL DEFAULT 0;
ALTER TABLE ledger_entry ADD COLUMN payout_due_on date;
ALTER TABLE ledger_entry ADD COLUMN paid_out_on date;
CREATE INDEX ledger_entry_payout_pending_idx ON ledger_entry (payout_due_on)
  WHERE kind = 'redemption' AND paid_out_on IS NULL;

-- The in-progress redemptions of a holding, read under the investor's lock (decision 0106).
CREATE INDEX investor_order_redeem_in_progress_idx ON investor_order (ucc, folio_no, scheme_code)
  WHERE buy_sell = 'R' AND allotted_at IS NULL AND order_status IN ('ENTERING', 'VALID');
