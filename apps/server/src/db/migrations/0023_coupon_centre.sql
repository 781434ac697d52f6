-- The coupon centre (领券中心, SPEC §1): campaigns that hand out a coupon template to members who
-- claim it, each within its claim window, from a fixed stock and up to a number per store. The
-- coupons claimed are ordinary member_coupons rows, used at checkout exactly as before.

-- What a coupon applies to, in words for the buyer (the rule itself is the goods' with_coupon).
ALTER TABLE coupons ADD COLUMN scope text NOT NULL DEFAULT '全场通用（不可用券商品除外）';

-- starts_at/ends_at: when it may be claimed. issued counts the coupons handed out and never passes
-- total. A claimed coupon is valid either valid_days days from the claim, or over the fixed
-- window valid_from–valid_to, which must outlast the claim window.
CREATE TABLE coupon_campaigns (
  id               serial PRIMARY KEY,
  coupon_id        integer NOT NULL REFERENCES coupons(id),
  starts_at        timestamptz NOT NULL,
  ends_at          timestamptz NOT NULL,
  total            integer NOT NULL CHECK (total > 0),
  issued           integer NOT NULL DEFAULT 0,
  per_member_limit integer NOT NULL DEFAULT 1 CHECK (per_member_limit > 0),
  valid_days       integer CHECK (valid_days > 0),
  valid_from       timestamptz,
  valid_to         timestamptz,
  active           boolean NOT NULL DEFAULT true,
  sort             integer NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (issued >= 0 AND issued <= total),
  CHECK (
    (valid_days IS NOT NULL AND valid_from IS NULL AND valid_to IS NULL)
    OR (valid_days IS NULL AND valid_from IS NOT NULL AND valid_to > valid_from AND valid_to >= ends_at)
  )
);
CREATE INDEX coupon_campaigns_listed_idx ON coupon_campaigns(ends_at) WHERE active;

-- The campaign a coupon was claimed from (null: given by the store, a recharge bonus and so on).
ALTER TABLE member_coupons ADD COLUMN campaign_id integer REFERENCES coupon_campaigns(id);
CREATE INDEX member_coupons_campaign_idx ON member_coupons(campaign_id, company_id)
  WHERE campaign_id IS NOT NULL;
