-- The risk profile (spec 2 §3 "Risk question and answer", §4 "Risk profile"; docs/decisions/0015).
-- The questions themselves are code (packages/domain/src/risk-profile, versioned); these tables
-- keep what each user answered and the class it gave. Instants come from the injected Clock.

-- One run through the questionnaire. user_attempt_id counts a user's attempts per version (1, 2, …;
-- spec 2 §7 "Max attempt id"). A retake is a new attempt; at most one is unfinished at a time.
CREATE TABLE risk_profile_attempt (
  id                    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id               uuid NOT NULL REFERENCES user_account(id) ON DELETE CASCADE,
  risk_profile_version  integer NOT NULL CHECK (risk_profile_version > 0),
  user_attempt_id       integer NOT NULL CHECK (user_attempt_id > 0),
  started_at            timestamptz NOT NULL,
  completed_at          timestamptz,
  UNIQUE (user_id, risk_profile_version, user_attempt_id)
);
CREATE UNIQUE INDEX risk_profile_attempt_one_open
  ON risk_profile_attempt (user_id, risk_profile_version) WHERE completed_at IS NULL;

-- The answer to each question of an attempt: a new answer to the same question replaces the old
-- one (the survey's Previous/Next, and "last answer used"), which is what resuming reads.
CREATE TABLE risk_profile_answer (
  attempt_id        uuid NOT NULL REFERENCES risk_profile_attempt(id) ON DELETE CASCADE,
  question_no       integer NOT NULL CHECK (question_no > 0),
  answer_option_id  integer NOT NULL CHECK (answer_option_id > 0),
  answered_at       timestamptz NOT NULL,
  PRIMARY KEY (attempt_id, question_no)
);

-- The result of a submitted attempt: its class (1 Conservative … 6 Very High) and the score behind
-- it, under the attempt's version. The newest per user is "the" risk profile.
CREATE TABLE risk_profile_result (
  attempt_id             uuid PRIMARY KEY REFERENCES risk_profile_attempt(id) ON DELETE CASCADE,
  user_id                uuid NOT NULL REFERENCES user_account(id) ON DELETE CASCADE,
  risk_profile_version   integer NOT NULL,
  risk_profile_class_id  smallint NOT NULL CHECK (risk_profile_class_id BETWEEN 1 AND 6),
  total_score            integer NOT NULL CHECK (total_score >= 0),
  calculated_at          timestamptz NOT NULL
);
CREATE INDEX risk_profile_result_latest ON risk_profile_result (user_id, calculated_at DESC);
