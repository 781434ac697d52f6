-- Lucky draws (抽奖): an activity with its prizes, odds and stock; each draw is one record. A store
-- may draw chances_per_store times in an activity plus the extra chances granted to it
-- (draw_chances); its chances left are that less its records there, counted under the store's row
-- lock in the drawing transaction, which also takes one from the prize's stock and credits the
-- prize (coupon, points, balance) or leaves it to be sent (goods).

CREATE TABLE draw_activities (
  id                serial PRIMARY KEY,
  title             text NOT NULL,
  rules             text NOT NULL DEFAULT '',
  starts_at         timestamptz NOT NULL,
  ends_at           timestamptz NOT NULL,
  chances_per_store integer NOT NULL CHECK (chances_per_store >= 0),
  is_active         boolean NOT NULL DEFAULT true,
  ad_image          text NOT NULL DEFAULT '',
  ad_url            text NOT NULL DEFAULT '',
  created_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX draw_activities_running_idx ON draw_activities(is_active, starts_at, ends_at);

-- kind: coupon (a coupon template, valid coupon_days from the draw), points (amount points),
-- balance (amount fen to the store balance), goods (a gift sent with the next delivery),
-- none (谢谢参与). weight: the odds among the prizes still in stock; stock NULL = unlimited.
CREATE TABLE draw_prizes (
  id          serial PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES draw_activities(id),
  name        text NOT NULL,
  remarks     text NOT NULL DEFAULT '',
  kind        text NOT NULL CHECK (kind IN ('coupon', 'points', 'balance', 'goods', 'none')),
  coupon_id   integer REFERENCES coupons(id),
  coupon_days integer CHECK (coupon_days IS NULL OR coupon_days > 0),
  amount      integer NOT NULL DEFAULT 0 CHECK (amount >= 0),
  weight      integer NOT NULL CHECK (weight >= 0),
  stock       integer CHECK (stock IS NULL OR stock >= 0),
  sort        integer NOT NULL DEFAULT 0,
  CHECK (kind <> 'coupon' OR (coupon_id IS NOT NULL AND coupon_days IS NOT NULL)),
  CHECK (kind NOT IN ('points', 'balance') OR amount > 0)
);
CREATE INDEX draw_prizes_activity_idx ON draw_prizes(activity_id, sort, id);

-- Chances granted to one store on top of the activity's chances_per_store.
CREATE TABLE draw_chances (
  activity_id integer NOT NULL REFERENCES draw_activities(id),
  company_id  integer NOT NULL REFERENCES companies(id),
  extra       integer NOT NULL CHECK (extra >= 0),
  PRIMARY KEY (activity_id, company_id)
);

-- One draw. The prize is kept as drawn (name, remarks, kind, amount). status: done (credited or
-- nothing to give), pending (goods to send), sent (goods sent).
CREATE TABLE draw_records (
  id               bigserial PRIMARY KEY,
  activity_id      integer NOT NULL REFERENCES draw_activities(id),
  company_id       integer NOT NULL REFERENCES companies(id),
  member_id        integer NOT NULL REFERENCES members(id),
  prize_id         integer NOT NULL REFERENCES draw_prizes(id),
  prize_name       text NOT NULL,
  prize_remarks    text NOT NULL DEFAULT '',
  prize_kind       text NOT NULL CHECK (prize_kind IN ('coupon', 'points', 'balance', 'goods', 'none')),
  amount           integer NOT NULL DEFAULT 0,
  member_coupon_id integer REFERENCES member_coupons(id),
  status           text NOT NULL CHECK (status IN ('done', 'pending', 'sent')),
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX draw_records_company_idx ON draw_records(company_id, activity_id, id DESC);
CREATE INDEX draw_records_activity_idx ON draw_records(activity_id, id DESC);

-- A balance prize is a balance_ledger row of its own kind.
ALTER TABLE balance_ledger DROP CONSTRAINT balance_ledger_kind_check;
ALTER TABLE balance_ledger ADD CONSTRAINT balance_ledger_kind_check
  CHECK (kind IN ('recharge', 'order_pay', 'order_refund', 'after_sale_refund', 'adjust', 'lottery'));

-- So is a points prize in the points ledger.
ALTER TABLE points_ledger DROP CONSTRAINT points_ledger_kind_check;
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_kind_check
  CHECK (kind IN ('adjust', 'order_earn', 'order_reverse', 'redeem', 'lottery'));
