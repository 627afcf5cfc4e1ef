-- Invest More and My SIPs (issue 12 §3, docs/decisions/0109, 0110).
-- A cart item may name the folio of a holding the investor already has: its purchase is then
-- ADDITIONAL in that folio (the lumpsum's order entry, the SIP's XSIP FolioNo).
ALTER TABLE cart_item ADD COLUMN folio_no text;
ALTER TABLE checkout_sip ADD COLUMN folio_no text;
-- The exchange accepted a cancellation of this SIP (set by the cancel command's apply).
ALTER TABLE checkout_sip ADD COLUMN cancelled_at timestamptz;
CREATE INDEX checkout_sip_user_idx ON checkout_sip (user_id, id);

-- What the investor asked of a running SIP (pause for N instalments, cancel), written with the
-- durable exchange command that carries it; SENDING until the exchange answers, then DONE or
-- REFUSED with the exchange's remarks. One live cancel per SIP (a double cancel is one cancel),
-- one pause in flight at a time; a repeat of the browser's key answers the first request.
CREATE TABLE sip_request (
  id               bigserial PRIMARY KEY,
  user_id          uuid NOT NULL REFERENCES user_account(id) ON DELETE CASCADE,
  checkout_sip_id  bigint NOT NULL REFERENCES checkout_sip(id) ON DELETE CASCADE,
  kind             text NOT NULL CHECK (kind IN ('PAUSE', 'CANCEL')),
  installments     integer CHECK (installments IS NULL OR installments > 0),
  idempotency_key  text NOT NULL,
  reference        text NOT NULL UNIQUE,            -- the member's reference sent to the exchange
  status           text NOT NULL CHECK (status IN ('SENDING', 'DONE', 'REFUSED')),
  remarks          text,
  created_at       timestamptz NOT NULL,
  answered_at      timestamptz,
  UNIQUE (user_id, idempotency_key),
  CHECK ((kind = 'PAUSE') = (installments IS NOT NULL))
);
CREATE UNIQUE INDEX sip_request_one_cancel_uq ON sip_request (checkout_sip_id) WHERE kind = 'CANCEL' AND status <> 'REFUSED';
CREATE UNIQUE INDEX sip_request_one_pause_in_flight_uq ON sip_request (checkout_sip_id) WHERE kind = 'PAUSE' AND status = 'SENDING';
CREATE INDEX sip_request_sip_idx ON sip_request (checkout_sip_id, id);
