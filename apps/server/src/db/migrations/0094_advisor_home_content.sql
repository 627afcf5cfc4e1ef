-- The advisor's desktop home (issue 13 §1; spec 1 §2; spec 3 §3 "Content item", §4, §6, §7
-- "Agent registration and content"; docs/decisions/0145-advisor-desktop-home.md).

-- I am Interested on the sign-up banner: the advisor's home-page lead, once per advisor (the
-- primary key makes a second click, a retry or two tabs a no-op).
CREATE TABLE advisor_sign_up_interest (
  agent_id       uuid PRIMARY KEY REFERENCES agent(id) ON DELETE CASCADE,
  requested_at   timestamptz NOT NULL
);

-- The content popup's items: what the product prepares for advisors to send their customers.
-- thumbnail is the file name GET /api/v1/content/thumbnail serves (drawn by the product).
CREATE TABLE content_item (
  id             integer PRIMARY KEY,
  category_id    integer NOT NULL CHECK (category_id > 0),
  category       text NOT NULL,
  heading        text NOT NULL,
  description    text NOT NULL,
  thumbnail      text NOT NULL UNIQUE CHECK (thumbnail ~ '^[a-z0-9]+(-[a-z0-9]+)*\.png$'),
  video_url      text,
  active         boolean NOT NULL DEFAULT true,
  sort_order     integer NOT NULL
);

-- An advisor's content subscription: category 0 is all content (the popup's Get notified).
CREATE TABLE content_subscription (
  agent_id       uuid NOT NULL REFERENCES agent(id) ON DELETE CASCADE,
  category_id    integer NOT NULL CHECK (category_id >= 0),
  subscribed_at  timestamptz NOT NULL,
  PRIMARY KEY (agent_id, category_id)
);

INSERT INTO content_item (id, category_id, category, heading, description, thumbnail, video_url, active, sort_order) VALUES
  (1, 1, 'Tax planning', 'Save up to ₹46,800 in tax with ELSS',
   'A one-page explainer on Section 80C and ELSS funds: the 3-year lock-in, how SIP instalments are locked one by one, and what a ₹1.5 lakh investment saves.',
   'elss-tax-saving.png', NULL, true, 1),
  (2, 2, 'SIP basics', 'Why a monthly SIP beats timing the market',
   'Rupee-cost averaging in plain words, with a worked example of ₹5,000 a month for 10 years at 8%, for customers starting their first SIP.',
   'sip-basics.png', NULL, true, 2),
  (3, 3, 'Retirement', 'Planning a regular income after retirement',
   'How a mix of debt and equity funds with a monthly SWP can pay a retiree, and what to ask before choosing a payout rate.',
   'retirement-income.png', NULL, true, 3),
  (4, 4, 'Market updates', 'Debt funds after the rate cycle turns',
   'What falling or rising interest rates mean for short-term, corporate bond and liquid funds, for customers holding debt funds.',
   'debt-funds-rates.png', NULL, false, 4);
