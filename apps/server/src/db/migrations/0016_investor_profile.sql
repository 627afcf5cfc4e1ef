-- The investor profile of onboarding and the profile area (spec 2 §3 "Profile view", "Bank
-- account", "Nominee"), and the e-KYC requests that fill it (spec 2 §4 "Do KYC", "Auto-populate
-- callback"). docs/decisions/0013-investor-profile-and-kyc.md.
--
-- What stays on user_account: name, mobile, email (one copy, so the sign-in greeting, the OTP
-- e-mails and the profile never disagree), tax_status and registered_with_bse.
-- Instants come from the injected Clock. Percentages are numeric(5,2), never floats.

-- The exchange's client code (UCC): SN and eight digits, from a sequence so two accounts opened
-- at the same moment cannot get the same one.
CREATE SEQUENCE investor_ucc_seq;

-- One row per investor, made when the account is opened (Create My Account, or Do KYC Process:
-- both save the profile first). The PAN is unique: a PAN belongs to one investor, and a second
-- account trying it is told KYC_DUPLICATE_PAN_STATUS.
CREATE TABLE investor_profile (
  user_id                    uuid PRIMARY KEY REFERENCES user_account(id) ON DELETE CASCADE,
  ucc                        text NOT NULL UNIQUE
                               DEFAULT ('SN' || lpad(nextval('investor_ucc_seq')::text, 8, '0'))
                               CHECK (ucc ~ '^[A-Z0-9]{1,10}$'),
  pan                        text NOT NULL UNIQUE CHECK (pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
  -- The KRA's answer when the PAN was last checked (spec 2 §3 panStatus), its own words, the
  -- name on the KYC record.
  pan_status                 text NOT NULL CHECK (pan_status IN (
                               'KYC_VALIDATED_STATUS', 'KYC_REGISTERED_STATUS', 'KYC_UNDER_PROCESS_STATUS',
                               'KYC_UNDER_PROCESS_STATUS_SHORT', 'KYC_NON_COMPLIANT_STATUS', 'KYC_NOT_AVAILABLE',
                               'KYC_HOLD_REJECTED_STATUS', 'KYC_DUPLICATE_PAN_STATUS', 'KYC_PAN_DOES_NOT_MATCH_STATUS')),
  kyc_raw_status             text,
  kyc_name                   text,
  kyc_checked_at             timestamptz NOT NULL,
  -- Step 1, personal details (spec 2 §5): null until saved (or filled by e-KYC).
  gender                     text CHECK (gender IN ('M', 'F', 'O')),
  dob                        date,
  mobile_declaration_flag    text NOT NULL DEFAULT 'SE'
                               CHECK (mobile_declaration_flag IN ('SE', 'SP', 'DC', 'DS', 'DP', 'GD', 'PM', 'CD', 'PO')),
  email_declaration_flag     text NOT NULL DEFAULT 'SE'
                               CHECK (email_declaration_flag IN ('SE', 'SP', 'DC', 'DS', 'DP', 'GD', 'PM', 'CD', 'PO')),
  address                    text CHECK (char_length(address) BETWEEN 1 AND 40),
  pincode                    text CHECK (pincode ~ '^[1-9][0-9]{5}$'),
  -- From the pincode directory when the pincode was saved (the district is shown as the city).
  city                       text,
  state                      text,
  personal_details_saved_at  timestamptz,
  -- Step 4, occupation (spec 2 §3): the code as given (e-KYC sends '01', 'Service', …) and the
  -- form's S/B/O.
  occupation                 text,
  occupation_type            text CHECK (occupation_type IN ('S', 'B', 'O')),
  income_slab                text CHECK (income_slab IN ('BELOW_1L', '1L_5L', '5L_10L', '10L_25L', '25L_1CR', 'ABOVE_1CR')),
  -- Only the last four digits of the Aadhaar number: all the product shows (masked) and all the
  -- nominee rule compares ("You cannot use your own Aadhaar number."). The full number is sent to
  -- the exchange when the account is opened and not kept.
  aadhaar_last4              text CHECK (aadhaar_last4 ~ '^[0-9]{4}$'),
  -- The signature image (uploaded_file, which a later migration creates).
  signature_file_id          uuid,
  -- Null until answered: the FATCA modal (spec 2 §4) and "Do you want to add Nominee Details?".
  fatca_compliant            boolean,
  nominee_opt_in             boolean,
  created_at                 timestamptz NOT NULL,
  updated_at                 timestamptz NOT NULL
);

-- Up to three bank accounts (spec 2 §3 "Bank account", §9). account_sequence is the exchange's
-- slot 1 to 3 (bnk1..bnk3 of the modification payload), so "at most three" is the table's own
-- rule; at most one account is the default (primary) one.
CREATE TABLE bank_account (
  id                         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id                    uuid NOT NULL REFERENCES investor_profile(user_id) ON DELETE CASCADE,
  account_sequence           smallint NOT NULL CHECK (account_sequence BETWEEN 1 AND 3),
  bank_name                  text NOT NULL CHECK (char_length(bank_name) BETWEEN 1 AND 200),
  account_number             text NOT NULL CHECK (account_number ~ '^[0-9]{9,18}$'),
  ifsc                       text NOT NULL CHECK (ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
  account_type               text NOT NULL CHECK (account_type IN ('Savings', 'Current')),
  branch_name                text,
  is_default                 boolean NOT NULL DEFAULT false,
  -- The cancelled cheque (uploaded_file, which a later migration creates); required for the
  -- primary account by the service (spec 2 §5), optional otherwise.
  cancelled_cheque_file_id   uuid,
  is_verified                boolean NOT NULL DEFAULT false,
  -- The holder's name as the bank reported it, and the penny drop's answer as received.
  account_holder_name        text,
  verification_response      jsonb,
  created_at                 timestamptz NOT NULL,
  updated_at                 timestamptz NOT NULL,
  UNIQUE (user_id, account_sequence),
  -- "This bank account is already added to your profile."
  UNIQUE (user_id, account_number)
);
CREATE UNIQUE INDEX bank_account_one_default_idx ON bank_account (user_id) WHERE is_default;

-- Up to three nominees (spec 2 §3 "Nominee", §5). Shares adding up to 100 is a rule across rows,
-- kept by the service in the same transaction that replaces the list.
CREATE TABLE nominee (
  id                         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id                    uuid NOT NULL REFERENCES investor_profile(user_id) ON DELETE CASCADE,
  slot                       smallint NOT NULL CHECK (slot BETWEEN 1 AND 3),
  name                       text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  relationship               text NOT NULL CHECK (relationship ~ '^(0[1-9]|1[0-9]|2[0-2])$'),
  percentage                 numeric(5,2) NOT NULL CHECK (percentage > 0 AND percentage <= 100),
  is_minor                   boolean NOT NULL DEFAULT false,
  dob                        date,
  guardian_name              text,
  -- 1 PAN, 2 Aadhaar (last 4 digits only), 3 driving licence.
  identity_type              text NOT NULL CHECK (identity_type IN ('1', '2', '3')),
  id_number                  text NOT NULL CHECK (char_length(id_number) BETWEEN 1 AND 30),
  email                      text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 120),
  mobile                     text NOT NULL CHECK (mobile ~ '^[0-9]{10}$'),
  address                    text NOT NULL CHECK (char_length(address) BETWEEN 1 AND 40),
  pincode                    text NOT NULL CHECK (pincode ~ '^[1-9][0-9]{5}$'),
  created_at                 timestamptz NOT NULL,
  UNIQUE (user_id, slot),
  -- A minor nominee has a date of birth and a guardian (spec 2 §5).
  CHECK (NOT is_minor OR (dob IS NOT NULL AND guardian_name IS NOT NULL))
);

-- An e-KYC started with the provider ("Do KYC Process"). request_id is the provider's; the
-- callback applies it once, and only for the investor who started it.
CREATE TABLE ekyc_request (
  request_id                 text PRIMARY KEY CHECK (char_length(request_id) BETWEEN 8 AND 100),
  user_id                    uuid NOT NULL REFERENCES user_account(id) ON DELETE CASCADE,
  pan                        text NOT NULL CHECK (pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
  created_at                 timestamptz NOT NULL,
  applied_at                 timestamptz
);
CREATE INDEX ekyc_request_user_idx ON ekyc_request (user_id, created_at DESC);

-- Every PAN check (spec 2 §4), for audit and for the per-investor limit: a check answers the name
-- on a PAN's KYC record, so it must not become a way to look up strangers' PANs in bulk.
CREATE TABLE kyc_check (
  id                         bigserial PRIMARY KEY,
  user_id                    uuid NOT NULL REFERENCES user_account(id) ON DELETE CASCADE,
  pan                        text NOT NULL,
  status                     text NOT NULL,
  created_at                 timestamptz NOT NULL
);
CREATE INDEX kyc_check_user_idx ON kyc_check (user_id, created_at);
