-- Step-up OTP budgets per recipient, purpose and requester (issue 23 §5; docs/decisions/0165):
-- who asked for each code (the signed-in account: the customer herself, or her advisor asking for
-- her consent or acting for her), and whether that account is one of the mobile's own. Older rows
-- have neither and count towards no budget of the new rules (their 15-minute window has passed).
ALTER TABLE sign_in_audit ADD COLUMN requester_user_id uuid;
ALTER TABLE sign_in_audit ADD COLUMN requested_by_other boolean NOT NULL DEFAULT false;
