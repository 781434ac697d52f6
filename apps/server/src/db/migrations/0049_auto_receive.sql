-- Automatic receipt (decision 025): an order that ships gets a job that completes it
-- AUTO_RECEIVE_DAYS (10) days later unless the buyer confirmed receipt first. The order detail reads
-- the queued job's time through the index below.
CREATE INDEX jobs_queued_order ON jobs ((payload->>'order_id')) WHERE status = 0;

-- Orders shipped before this migration get theirs here, due ten days after they shipped; those
-- shipped longer ago are due one every 200 ms from now, so the backlog neither runs all at once nor
-- holds up the jobs that fall due meanwhile (the queue takes the earliest first).
INSERT INTO jobs (kind, payload, run_at)
SELECT 'order.auto_receive', jsonb_build_object('order_id', o.id),
       greatest(coalesce(o.shipped_at, now()) + interval '10 days',
                now() + (row_number() OVER (ORDER BY o.shipped_at, o.id)) * interval '200 milliseconds')
FROM orders o
WHERE o.status = 2;
