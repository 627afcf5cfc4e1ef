-- NISM and ARN registration (spec 3 §3 "Agent certificates", §4 "Agent registration", §5; issue 13
-- §3; docs/decisions/0126). One row per agent: what the advisor last registered. The certificate
-- images are uploaded files (purposes nism_certificate and arn_certificate), kept as the uploads
-- feature keeps every image: decoded and encoded anew as JPEG or PNG.
ALTER TABLE uploaded_file DROP CONSTRAINT IF EXISTS uploaded_file_purpose_check;
ALTER TABLE uploaded_file ADD CONSTRAINT uploaded_file_purpose_check
  CHECK (purpose IN ('cancelled_cheque', 'signature', 'mandate_scan', 'nism_certificate', 'arn_certificate'));

CREATE TABLE agent_certificate (
  agent_id            uuid PRIMARY KEY REFERENCES agent(id) ON DELETE CASCADE,
  is_nism_certified   boolean NOT NULL,
  is_arn_holder       boolean NOT NULL,
  -- As sent (with the prefixes NISM-, ARN-, E); null when not claimed.
  nism_code           text,
  nism_valid_start    date,
  nism_valid_end      date,
  nism_file_id        uuid REFERENCES uploaded_file(id),
  -- 'ARN Code is already mapped to other agent' (spec 3 §8): one agent per ARN, kept by the
  -- database so two advisors registering the same ARN at once cannot both succeed.
  arn_code            text UNIQUE,
  euin                text,
  arn_valid_start     date,
  arn_valid_end       date,
  arn_file_id         uuid REFERENCES uploaded_file(id),
  -- The blank save after 10 minutes (spec 3 §4) rather than the advisor's submit.
  auto_saved          boolean NOT NULL DEFAULT false,
  submitted_by        uuid NOT NULL REFERENCES user_account(id),
  submitted_at        timestamptz NOT NULL,
  CHECK (is_nism_certified OR NOT is_arn_holder),
  CHECK (NOT is_nism_certified OR (nism_code IS NOT NULL AND nism_valid_start IS NOT NULL AND nism_valid_end IS NOT NULL AND nism_file_id IS NOT NULL)),
  CHECK (NOT is_arn_holder OR (arn_code IS NOT NULL AND euin IS NOT NULL AND arn_valid_start IS NOT NULL AND arn_valid_end IS NOT NULL AND arn_file_id IS NOT NULL))
);
