-- The sandbox clock (features/sandbox/sandbox-clock.ts, docs/decisions/0065): in sandbox mode the
-- server's one injected clock is the system time plus this offset, so moving it on the sandbox
-- console moves every job with it (settlement, mandate answers, outside calls, the outbox), and a
-- restart keeps the moved time. One row; only ever moved forward.
CREATE TABLE sandbox_clock (
  id          boolean PRIMARY KEY DEFAULT true CHECK (id),
  offset_ms   bigint NOT NULL DEFAULT 0 CHECK (offset_ms >= 0),
  moved_at    timestamptz
);
INSERT INTO sandbox_clock (id, offset_ms) VALUES (true, 0);
