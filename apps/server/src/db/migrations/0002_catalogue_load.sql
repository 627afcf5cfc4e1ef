-- What the catalogue loader has loaded, so that a restart skips work already done
-- (features/catalogue/import/load-catalogue.ts). One row per step: the demo catalogue, or one
-- AMFI file; the fingerprint says what was loaded (the demo version and day, or a file's size and
-- modification time).
CREATE TABLE catalogue_load (
  step         text PRIMARY KEY,
  fingerprint  text NOT NULL,
  as_of        date,
  details      jsonb,
  loaded_at    timestamptz NOT NULL DEFAULT now()
);

-- Every catalogue import rewrites the day's latest NAV and returns of most schemes: leave room on
-- each page so those updates stay HOT (no index entries to rewrite).
ALTER TABLE scheme SET (fillfactor = 70);
