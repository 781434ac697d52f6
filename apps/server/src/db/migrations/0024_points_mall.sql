-- Points (积分): the ledger learns what each row is for, and the points mall (积分商城) gets its items.
-- A store's points are the sum of its points_ledger rows; every writer takes the store's row lock
-- first and never lets that sum go below zero (modules/points/points.service.ts appendPoints).

-- kind: adjust (given by the operator or older rows), order_earn (an order completed),
-- order_reverse (a completed order's after-sale refund), redeem (spent in the points mall).
ALTER TABLE points_ledger
  ADD COLUMN kind text NOT NULL DEFAULT 'adjust'
    CHECK (kind IN ('adjust', 'order_earn', 'order_reverse', 'redeem')),
  ADD COLUMN order_id integer REFERENCES orders(id),
  ADD COLUMN points_order_id integer REFERENCES points_orders(id);
-- An order earns points once.
CREATE UNIQUE INDEX points_ledger_order_earn_idx ON points_ledger(order_id) WHERE kind = 'order_earn';
CREATE INDEX points_ledger_company_id_idx ON points_ledger(company_id, id DESC);

-- Items of the points mall. points: the price of one unit in points; per_member_limit: how many
-- units one store may redeem in all (0 = no limit); stock goes down in the redeeming transaction.
CREATE TABLE points_goods (
  id               serial PRIMARY KEY,
  name             text NOT NULL,
  image            text NOT NULL DEFAULT '',
  points           integer NOT NULL CHECK (points > 0),
  stock            integer NOT NULL CHECK (stock >= 0),
  per_member_limit integer NOT NULL DEFAULT 0 CHECK (per_member_limit >= 0),
  is_active        boolean NOT NULL DEFAULT true,
  sort             integer NOT NULL DEFAULT 0,
  description      text NOT NULL DEFAULT '',
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX points_goods_list_idx ON points_goods(is_active, sort, id);

-- Which item a points order line redeemed (older lines have none): the per-store limit counts these.
ALTER TABLE points_order_lines ADD COLUMN points_goods_id integer REFERENCES points_goods(id);
CREATE INDEX points_order_lines_goods_idx ON points_order_lines(points_goods_id);
