-- Short links served by the product (issue 13 §4; spec 3 §3 "response shortenUrl"; docs/decisions/
-- 0133): /s/{code} redirects to a path of the web app. The code is 8 random letters and digits.
CREATE TABLE short_link (
  code        text PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9]{8}$'),
  -- A path of the web app under /v1 (never an outside address: the redirect is not open).
  target      text NOT NULL CHECK (target LIKE '/v1/%'),
  created_at  timestamptz NOT NULL
);

-- An advisor's share of a calculator result (spec 3 §4 "Calculator sharing"): the inputs, whose
-- share it is (the advisor the I'm Interested lead goes to) and its short link. The image is made
-- from these on request (the same inputs always draw the same PNG), so no file is kept.
CREATE TABLE calculator_share (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  short_code         text NOT NULL UNIQUE REFERENCES short_link(code),
  agent_id           uuid NOT NULL REFERENCES agent(id) ON DELETE CASCADE,
  calculator         text NOT NULL CHECK (calculator IN ('sip', 'goal')),
  -- Whole rupees within the calculator's bounds (checked by the route's schema).
  investment_amount  numeric(16, 2) NOT NULL CHECK (investment_amount > 0),
  rate_of_return     integer NOT NULL CHECK (rate_of_return BETWEEN 1 AND 30),
  time_period        integer NOT NULL CHECK (time_period BETWEEN 1 AND 30),
  created_at         timestamptz NOT NULL
);
CREATE INDEX calculator_share_agent_idx ON calculator_share (agent_id, created_at DESC);
