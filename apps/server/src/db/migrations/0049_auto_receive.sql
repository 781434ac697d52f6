-- Automatic receipt (decision 025): an order that ships gets a job that completes it
-- AUTO_RECEIVE_DAYS (10) days later unless the buyer confirmed receipt first. Orders shipped before
-- this migration get theirs here, due ten days after they shipped (at once for one shipped longer ago).
INSERT INTO jobs (kind, payload, run_at)
SELECT 'order.auto_receive', jsonb_build_object('order_id', o.id),
       greatest(coalesce(o.shipped_at, now()) + interval '10 days', now())
FROM orders o
WHERE o.status = 2;
