-- The files that 0016 could only name (uploaded_file came later, in 0018): the investor's
-- signature and a bank account's cancelled cheque now reference the uploaded file's primary key.
--
-- ON DELETE NO ACTION, checked at the end of the statement: a file in use cannot be deleted on its
-- own (the primary account's cheque is required by spec 2 §5, so losing it silently, or nulling
-- the reference, would leave the account short of what opened it). Not RESTRICT: RESTRICT is
-- checked the moment the file row goes, and deleting a person cascades to both their files and
-- their profile and bank accounts in one statement, in an order we do not choose; NO ACTION lets
-- that whole cascade finish before it checks, so removing a person still works.
ALTER TABLE investor_profile
  ADD CONSTRAINT investor_profile_signature_file_fk
  FOREIGN KEY (signature_file_id) REFERENCES uploaded_file (id) ON DELETE NO ACTION;

ALTER TABLE bank_account
  ADD CONSTRAINT bank_account_cancelled_cheque_file_fk
  FOREIGN KEY (cancelled_cheque_file_id) REFERENCES uploaded_file (id) ON DELETE NO ACTION;

-- Foreign keys are not indexed by themselves: these keep a file's delete check from scanning.
CREATE INDEX investor_profile_signature_file_idx ON investor_profile (signature_file_id) WHERE signature_file_id IS NOT NULL;
CREATE INDEX bank_account_cancelled_cheque_file_idx ON bank_account (cancelled_cheque_file_id) WHERE cancelled_cheque_file_id IS NOT NULL;
