-- Several parcels per order (issue #16): each with its carrier and tracking number. orders.carrier and
-- orders.tracking_no keep the first parcel, which the delivery note and older readers show.
CREATE TABLE order_parcels (
  id          serial PRIMARY KEY,
  order_id    integer NOT NULL REFERENCES orders(id),
  carrier     text NOT NULL,
  tracking_no text NOT NULL,
  actor       text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, tracking_no)
);

-- Orders shipped before: their one parcel.
INSERT INTO order_parcels (order_id, carrier, tracking_no, created_at)
SELECT id, carrier, tracking_no, COALESCE(shipped_at, created_at) FROM orders WHERE tracking_no <> '';
