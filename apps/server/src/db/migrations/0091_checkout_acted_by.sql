-- Orders submitted by an advisor acting for the customer carry the advisor (issue 13 §1; decision
-- 0138): the checkout (the order set of one submit) keeps who submitted it when it was not the
-- customer themself. Null: the customer's own submit.
ALTER TABLE checkout ADD COLUMN acted_by_user_id uuid REFERENCES user_account(id);
