-- Buying a new fund offer through the sandbox exchange (issue 13 §5; docs/decisions/0148): an order
-- placed during an NFO's offer window is allotted at the offer price on the allotment date, not at a
-- NAV (the scheme has none yet). Set when the order's money is realised; null for every other order.
ALTER TABLE sandbox_exchange_order ADD COLUMN offer_price numeric(14, 4) CHECK (offer_price > 0);
