-- Exit load taken at settlement (docs/decisions/0124): the sandbox exchange deducts the scheme's
-- exit load from a redemption's payout (STP-outs and SWPs too), FIFO by lot age, and the statement
-- row and the ledger entry carry it as their own figure. The amount stays the redemption's value
-- (units × NAV); the money paid out is amount − exit_load − stt. Additive, 0 for every earlier row.
ALTER TABLE sandbox_exchange_allotment ADD COLUMN exit_load numeric(16,2) NOT NULL DEFAULT 0;
ALTER TABLE ledger_entry ADD COLUMN exit_load numeric(16,2) NOT NULL DEFAULT 0;

-- An e-mail's attachments (the advisor's shared investment statement, decision 0125): a JSON array
-- of { filename, contentType, base64 }, written with the message in the outbox's transaction and
-- handed to the sender with it. NULL for every message without one.
ALTER TABLE notification_outbox ADD COLUMN attachments jsonb;
