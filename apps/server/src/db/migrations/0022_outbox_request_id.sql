-- The request that caused each message (x-request-id), so the delivery's log lines and the
-- request's own can be read together. NULL for messages enqueued outside a request (a job, a
-- command) and for those enqueued before this column existed.
ALTER TABLE notification_outbox ADD COLUMN request_id text;
