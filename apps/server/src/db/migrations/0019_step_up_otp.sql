-- Step-up OTPs (spec 2 §4, §7): a signed-in investor proves, with an OTP sent to the account's own
-- mobile, that the person at this browser may change the profile (send-profile-otp), the bank
-- accounts (send-bank-update-otp) or open the account (send-otp). Codes live in otp_challenge
-- beside the sign-in ones (hashed, 5 minutes, 5 tries); a verified code leaves a grant for this
-- session and purpose that the edit routes check. Docs: docs/decisions/0016.

ALTER TABLE otp_challenge DROP CONSTRAINT otp_challenge_purpose_check;
ALTER TABLE otp_challenge ADD CONSTRAINT otp_challenge_purpose_check
  CHECK (purpose IN ('login', 'signup', 'profile_update', 'bank_update', 'account_opening'));

-- What a verified step-up OTP authorises: edits of one kind, by this session's user, until
-- expires_at. One row per session and purpose (a new verification moves the window). Tied to the
-- session, so another browser (or this one after logout or a new sign-in) cannot use it.
CREATE TABLE otp_grant (
  session_id   text NOT NULL REFERENCES web_session(id),
  purpose      text NOT NULL CHECK (purpose IN ('profile_update', 'bank_update', 'account_opening')),
  user_id      uuid NOT NULL REFERENCES user_account(id),
  mobile       text NOT NULL,
  granted_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  PRIMARY KEY (session_id, purpose)
);
CREATE INDEX otp_grant_user_idx ON otp_grant (user_id);
