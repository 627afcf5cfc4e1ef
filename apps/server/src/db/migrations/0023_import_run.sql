-- One row per AMFI file import that stored something (features/catalogue/import/import-run.ts):
-- what was read and what was refused. The next import of the same kind compares its row count
-- with the last one, so a truncated file (a download cut at 45%) is refused instead of imported
-- unless the operator forces it (--allow-partial).
CREATE TABLE import_run (
  id              bigserial PRIMARY KEY,
  -- 'navall' or 'nav-history'
  kind            text NOT NULL,
  -- The file's name without its folder: NAV-history files are compared by name (each holds its
  -- own set of schemes), NAVAll files with the last NAVAll file (each holds the whole universe).
  file_name       text NOT NULL,
  -- NAVAll: the date most rows carry; NAV history: null.
  file_date       date,
  encoding        text NOT NULL,
  rows_read       integer NOT NULL,
  rows_refused    integer NOT NULL,
  partial_allowed boolean NOT NULL DEFAULT false,
  details         jsonb,
  imported_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX import_run_kind ON import_run (kind, id DESC);
