-- The sandbox exchange's XSIP pause (BSE StAR MF's Pause SIP/XSIP API: RegistrationType XSIP,
-- ModificationType PAUSE, NoOfInstalments; docs/decisions/0110). The SIP master's pause columns
-- (PAUSE FLAG, PAUSE MINIMUM INSTALLMENTS, PAUSE MAXIMUM INSTALLMENTS, PAUSE MODIFICATION COUNT)
-- bound it; a paused instalment is skipped by the instalment job (no debit, no order).
ALTER TABLE sandbox_exchange_scheme_master
  ADD COLUMN sip_pause_flag text NOT NULL DEFAULT 'Y' CHECK (sip_pause_flag IN ('Y', 'N')),
  ADD COLUMN sip_pause_minimum_installments integer NOT NULL DEFAULT 1,
  ADD COLUMN sip_pause_maximum_installments integer NOT NULL DEFAULT 6,
  ADD COLUMN sip_pause_modification_count integer NOT NULL DEFAULT 2;

-- The instalments a registration skips (inclusive), and how many pauses it has had.
ALTER TABLE sandbox_exchange_xsip
  ADD COLUMN pause_from_no integer,
  ADD COLUMN pause_to_no integer,
  ADD COLUMN pause_count integer NOT NULL DEFAULT 0,
  ADD CHECK ((pause_from_no IS NULL) = (pause_to_no IS NULL) AND (pause_from_no IS NULL OR pause_from_no <= pause_to_no));

-- Every pause the exchange answered, keyed by the member's reference (filler1): a retry gets the
-- first answer (BSE's pause call carries no reference of its own; the sandbox keys it so).
CREATE TABLE sandbox_exchange_xsip_pause (
  member_id      text NOT NULL,
  request_ref    text NOT NULL,
  xsip_reg_id    bigint,
  request        jsonb NOT NULL,
  reply          jsonb NOT NULL,
  entered_at     timestamptz NOT NULL,
  PRIMARY KEY (member_id, request_ref)
);

-- A skipped (paused) instalment is a row too, so the job takes each instalment once.
ALTER TABLE sandbox_exchange_xsip_instalment DROP CONSTRAINT sandbox_exchange_xsip_instalment_outcome_check;
ALTER TABLE sandbox_exchange_xsip_instalment ADD CONSTRAINT sandbox_exchange_xsip_instalment_outcome_check
  CHECK (outcome IN ('ORDERED', 'REFUSED', 'PAUSED'));
