-- A client's past replayed through the sandbox exchange (docs/decisions/0115, the sandbox's demo
-- history): while a row is unfinished, the exchange's live jobs leave that client's orders,
-- payments and XSIPs alone and the history runner works them on its own clock, day by day in the
-- past; finished, the client is the live jobs' again (a running SIP goes on by itself). One row
-- per client: a restart or a second process resumes from `replayed_through` under the lease.
CREATE TABLE sandbox_exchange_history (
  client_code       text PRIMARY KEY,
  -- Which plan is replayed (the runner's plan id and version), for the console and the logs.
  plan              text NOT NULL,
  started_at        timestamptz NOT NULL,
  -- The last day of the past replayed in full (null: none yet).
  replayed_through  date,
  -- The process working it holds it until then (on the sandbox's own clock).
  lease_until       timestamptz,
  finished_at       timestamptz
);
