-- Files people upload (spec 2: the cancelled cheque of a bank account, the signature). The bytes
-- live in the storage party (integrations/storage) under storage_key; this row says whose a file
-- is and what it was found to be by its magic bytes. Only its uploader may read it back.
CREATE TABLE uploaded_file (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id       uuid NOT NULL REFERENCES user_account(id) ON DELETE CASCADE,
  purpose       text NOT NULL CHECK (purpose IN ('cancelled_cheque', 'signature')),
  content_type  text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
  size_bytes    integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 5000000),
  sha256        text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  storage_key   text NOT NULL UNIQUE,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploaded_file_user_idx ON uploaded_file (user_id, purpose, created_at DESC);
