-- The consumer-app banner's reminder (spec 3 §4 "Consumer-app banner and content popup", spec 1 §7
-- home-page-lead): a signed-in user's Notify Me, kept once per user (the primary key makes a
-- second click, a retried request or two tabs a no-op) so the button stays "Reminder On".
CREATE TABLE home_page_lead (
  user_id       uuid PRIMARY KEY REFERENCES user_account(id) ON DELETE CASCADE,
  requested_at  timestamptz NOT NULL
);
