-- The ledger records what kind of order each allotment came from (issue 12 §3; docs/decisions/0122),
-- read from the exchange's allotment statement (OrderType and BuySell): a lumpsum purchase, a SIP
-- instalment, a redemption, an STP's legs, an SWP instalment, a switch's legs. Transactions labels
-- a row the product did not place by it. 'other': recorded before this column (or by a test) and
-- not derivable; shown by its kind (purchase or redemption).
ALTER TABLE ledger_entry ADD COLUMN order_type text NOT NULL DEFAULT 'other'
  CHECK (order_type IN ('lumpsum', 'sip', 'redemption', 'stp_in', 'stp_out', 'swp', 'switch_in', 'switch_out', 'other'));

-- The entries already recorded: their kinds say most of it; a purchase is a SIP instalment when the
-- sandbox exchange's allotment says so (the only statement kept in the database), a lumpsum when
-- the product placed it as an order.
UPDATE ledger_entry SET order_type = CASE kind WHEN 'redemption' THEN 'redemption' WHEN 'stp_in' THEN 'stp_in'
                                               WHEN 'stp_out' THEN 'stp_out' WHEN 'swp' THEN 'swp' END
WHERE kind <> 'purchase';
UPDATE ledger_entry l SET order_type = CASE a.order_type WHEN 'SIP' THEN 'sip' ELSE 'lumpsum' END
FROM sandbox_exchange_allotment a WHERE a.order_no = l.exchange_order_no AND l.kind = 'purchase';
UPDATE ledger_entry l SET order_type = 'lumpsum'
WHERE l.kind = 'purchase' AND l.order_type = 'other' AND EXISTS (SELECT 1 FROM investor_order o WHERE o.bse_order_no = l.exchange_order_no);
