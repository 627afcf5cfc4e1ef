-- The files that 0016 could only name (uploaded_file came later, in 0018): the investor's
-- signature and a bank account's cancelled cheque now reference the uploaded file's primary key.
--
-- ON DELETE NO ACTION (not CASCADE or SET NULL): a file in use cannot be deleted on its own, so
-- the primary account's cheque (required by spec 2 §5) or the signature is never lost silently.
-- Deleting a person still works: user_account's cascade removes their profile, bank accounts and
-- files in one statement, and the check (an after-trigger) finds no referencing rows left; the
-- test profile-file-keys.test.ts shows both. NO ACTION rather than RESTRICT only so that a later
-- change could make the check deferrable; today they behave the same.
ALTER TABLE investor_profile
  ADD CONSTRAINT investor_profile_signature_file_fk
  FOREIGN KEY (signature_file_id) REFERENCES uploaded_file (id) ON DELETE NO ACTION;

ALTER TABLE bank_account
  ADD CONSTRAINT bank_account_cancelled_cheque_file_fk
  FOREIGN KEY (cancelled_cheque_file_id) REFERENCES uploaded_file (id) ON DELETE NO ACTION;

-- Foreign keys are not indexed by themselves: these keep a file's delete check from scanning.
CREATE INDEX investor_profile_signature_file_idx ON investor_profile (signature_file_id) WHERE signature_file_id IS NOT NULL;
CREATE INDEX bank_account_cancelled_cheque_file_idx ON bank_account (cancelled_cheque_file_id) WHERE cancelled_cheque_file_id IS NOT NULL;
