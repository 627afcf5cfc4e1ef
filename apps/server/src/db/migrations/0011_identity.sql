-- Identity: advisors (agents), user accounts, server-side web sessions, sign-in OTP challenges and
-- the sign-in audit trail (spec 1 §3, §4, §6; DESIGN.md "Security model"; docs/decisions/0009).
-- Instants are timestamptz written from the injected Clock (never now() in a rule), so tests and
-- the sandbox can move time.

-- An advisor (mutual-fund distributor). agent_code is public (it travels in URLs); user_id is the
-- advisor's own sign-in, when the advisor has one.
CREATE TABLE agent (
  id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  agent_code           text NOT NULL UNIQUE,
  name                 text NOT NULL,
  arn                  text,
  euin                 text,
  verification_status  text NOT NULL DEFAULT 'not_verified'
                         CHECK (verification_status IN ('verified', 'not_verified')),
  partner_status       text,
  user_id              uuid UNIQUE,
  created_at           timestamptz NOT NULL DEFAULT now()
);

-- An investor's account. One mobile may hold several accounts (a family sharing a phone, a minor's
-- account under a parent's mobile): spec 1 §4 multipleUsers. No password until one is set after
-- an OTP (spec 1 §4 updatepassword).
CREATE TABLE user_account (
  id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mobile               text NOT NULL CHECK (mobile ~ '^[6-9][0-9]{9}$'),
  name                 text NOT NULL,
  email                text,
  password_hash        text,                        -- argon2id (PHC string), null until set
  tax_status           text NOT NULL DEFAULT '01',  -- holding type code; '02' minor
  major_status         text,                        -- set for a minor who has come of age
  registered_with_bse  integer NOT NULL DEFAULT 0,  -- 3 = onboarded with the exchange
  agent_id             uuid REFERENCES agent(id),   -- the one advisor the customer is mapped to
  created_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_account_mobile_idx ON user_account (mobile);
CREATE INDEX user_account_agent_idx ON user_account (agent_id);

ALTER TABLE agent ADD CONSTRAINT agent_user_fk FOREIGN KEY (user_id) REFERENCES user_account(id);

-- A browser's session. id is the sha256 (hex) of the random token in the httpOnly cookie, so a
-- leaked table does not hand out live sessions. cookie_id is the random guest id that keys the
-- guest cart (spec 1 §3); it survives sign-in (the cart is merged) and changes at logout.
CREATE TABLE web_session (
  id                   text PRIMARY KEY,
  cookie_id            text NOT NULL,
  user_id              uuid REFERENCES user_account(id),
  agent_code           text,                        -- the advisor host's agent (spec 1 §6)
  csrf_token           text NOT NULL,
  created_at           timestamptz NOT NULL,
  last_seen_at         timestamptz NOT NULL,
  expires_at           timestamptz NOT NULL,        -- absolute limit
  ended_at             timestamptz,
  end_reason           text,                        -- logout | rotated | idle | expired
  signed_in_at         timestamptz,
  -- The last OTP this browser verified (mobile, purpose, when): lets save-user create the
  -- account and update-password set a first password without a second OTP.
  verified_mobile      text,
  verified_purpose     text CHECK (verified_purpose IN ('login', 'signup')),
  verified_at          timestamptz
);
CREATE INDEX web_session_user_idx ON web_session (user_id) WHERE ended_at IS NULL;
CREATE INDEX web_session_cookie_idx ON web_session (cookie_id);

-- One OTP sent (and possibly re-sent) to a mobile from one browser session. Only a keyed hash of
-- the code is kept. A resend replaces the code and starts its 5 minutes and 5 tries again.
CREATE TABLE otp_challenge (
  id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id           text NOT NULL REFERENCES web_session(id),
  mobile               text NOT NULL,
  purpose              text NOT NULL CHECK (purpose IN ('login', 'signup')),
  code_hash            text NOT NULL,
  expires_at           timestamptz NOT NULL,
  attempts             integer NOT NULL DEFAULT 0,
  resend_count         integer NOT NULL DEFAULT 0,
  last_sent_at         timestamptz NOT NULL,
  created_at           timestamptz NOT NULL,
  consumed_at          timestamptz
);
CREATE INDEX otp_challenge_session_idx ON otp_challenge (session_id, mobile, purpose, created_at DESC);

-- Every sign-in step, for audit; also the counters behind the per-mobile and per-address rate
-- limits (so they hold across processes and restarts).
CREATE TABLE sign_in_audit (
  id                   bigserial PRIMARY KEY,
  mobile               text,
  user_id              uuid,
  event                text NOT NULL,   -- mobile_check | password_login | otp_send | otp_verify | signup | password_update | logout
  outcome              text NOT NULL,   -- success | failure | blocked
  reason               text,            -- wrong_password, otp_expired, rate_limited_mobile, …
  ip                   text,
  user_agent           text,
  created_at           timestamptz NOT NULL
);
CREATE INDEX sign_in_audit_mobile_idx ON sign_in_audit (mobile, event, created_at);
CREATE INDEX sign_in_audit_ip_idx ON sign_in_audit (ip, event, created_at);
