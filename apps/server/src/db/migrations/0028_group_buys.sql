-- Group purchase (拼团): an offer sold at a group price while the group runs. Stores join by
-- ordering; at the deadline the group succeeds when the paid quantity reached the target, and
-- its paid orders may ship, or fails, and every order that joined it is cancelled and refunded the
-- way it was paid (docs/decisions/016-group-buy.md).

CREATE TABLE group_buys (
  id              serial PRIMARY KEY,
  title           text NOT NULL,
  offer_id        integer NOT NULL REFERENCES offers(id),
  group_price     integer NOT NULL CHECK (group_price > 0),
  target_quantity integer NOT NULL CHECK (target_quantity > 0),
  -- the most units one store may join with, over all its orders that are not cancelled
  store_limit     integer NOT NULL CHECK (store_limit > 0),
  rules           text NOT NULL DEFAULT '',
  starts_at       timestamptz NOT NULL,
  -- the deadline: joining closes and the group is settled
  ends_at         timestamptz NOT NULL,
  state           text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'succeeded', 'failed')),
  settled_at      timestamptz,
  -- the settlement job was enqueued (once, by the first join or by whoever created the group)
  settle_queued   boolean NOT NULL DEFAULT false,
  sort            integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK ((state = 'running') = (settled_at IS NULL))
);
CREATE INDEX group_buys_window_idx ON group_buys(state, ends_at);

-- The orders that joined a group, one row each. An order here is held (not shippable) until its
-- group has succeeded.
CREATE TABLE group_buy_orders (
  order_id     integer PRIMARY KEY REFERENCES orders(id),
  group_buy_id integer NOT NULL REFERENCES group_buys(id),
  company_id   integer NOT NULL REFERENCES companies(id),
  quantity     integer NOT NULL CHECK (quantity > 0),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX group_buy_orders_group_idx ON group_buy_orders(group_buy_id, company_id);
