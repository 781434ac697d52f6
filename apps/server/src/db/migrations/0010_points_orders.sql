-- Points orders (积分订单): what a store redeemed with points in the points mall. The points mall
-- writes them (a later issue); the order centre lists them from here already.
-- status: 0 待发货, 1 已发货, 2 已完成, 3 已取消.
CREATE TABLE points_orders (
  id           serial PRIMARY KEY,
  order_no     text NOT NULL UNIQUE,
  company_id   integer NOT NULL REFERENCES companies(id),
  status       smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  total_points integer NOT NULL CHECK (total_points > 0),
  address      jsonb NOT NULL,  -- snapshot: consignee, phone, province, city, district, detail
  carrier      text NOT NULL DEFAULT '',
  tracking_no  text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now(),
  shipped_at   timestamptz,
  completed_at timestamptz
);
CREATE INDEX points_orders_company_idx ON points_orders(company_id, id DESC);

CREATE TABLE points_order_lines (
  id              serial PRIMARY KEY,
  points_order_id integer NOT NULL REFERENCES points_orders(id),
  item_name       text NOT NULL,
  image           text NOT NULL DEFAULT '',
  points          integer NOT NULL CHECK (points > 0),   -- per unit
  quantity        integer NOT NULL CHECK (quantity > 0)
);
CREATE INDEX points_order_lines_order_idx ON points_order_lines(points_order_id);
