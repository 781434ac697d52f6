-- Catalogue: what a buyer checks before buying, favourites, inspection reports, controlled sales,
-- brand zone and the activities that goods take part in.

ALTER TABLE goods
  ADD COLUMN origin       text NOT NULL DEFAULT '',  -- 产地 (herbal pieces, imported goods)
  ADD COLUMN grade        text NOT NULL DEFAULT '',  -- 等级 / 规格等级 (herbal pieces)
  ADD COLUMN device_class text NOT NULL DEFAULT '';  -- 医疗器械分类: 一类 / 二类 / 三类

CREATE INDEX goods_pinyin_trgm ON goods USING gin (pinyin gin_trgm_ops);
CREATE INDEX goods_approval_trgm ON goods USING gin (approval_number gin_trgm_ops);
CREATE INDEX goods_generic_trgm ON goods USING gin (generic_name gin_trgm_ops);
CREATE INDEX manufacturers_initials_idx ON manufacturers(initials text_pattern_ops);
CREATE INDEX manufacturers_pinyin_trgm ON manufacturers USING gin (pinyin gin_trgm_ops);
CREATE INDEX goods_sales_idx ON goods(sales DESC, id);
CREATE INDEX goods_created_idx ON goods(created_at DESC, id);

-- Price for near-expiry stock (is_near_expiry offers), fen.
ALTER TABLE offers ADD COLUMN near_expiry_price integer CHECK (near_expiry_price IS NULL OR near_expiry_price >= 0);
CREATE INDEX offers_goods_price_idx ON offers(goods_id, base_price);

ALTER TABLE brands
  ADD COLUMN banner      text NOT NULL DEFAULT '',
  ADD COLUMN is_featured boolean NOT NULL DEFAULT false;

CREATE TABLE favorites (
  company_id integer NOT NULL REFERENCES companies(id),
  goods_id   integer NOT NULL REFERENCES goods(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, goods_id)
);
CREATE INDEX favorites_company_created_idx ON favorites(company_id, created_at DESC);

-- Quality-inspection reports (检验报告) per goods and batch.
CREATE TABLE inspection_reports (
  id           serial PRIMARY KEY,
  goods_id     integer NOT NULL REFERENCES goods(id),
  batch_number text NOT NULL,
  title        text NOT NULL,
  image        text NOT NULL,
  issued_on    date NOT NULL,
  UNIQUE (goods_id, batch_number, title)
);
CREATE INDEX inspection_reports_goods_batch_idx ON inspection_reports(goods_id, batch_number);

-- Controlled-sales (控销) zones and rules: a controlled goods is visible and buyable only to members
-- whose region and customer type its rule allows. Empty arrays mean "any".
CREATE TABLE control_zones (
  id          serial PRIMARY KEY,
  slug        text NOT NULL UNIQUE,      -- the :url of /kxzq/goods/:url
  name        text NOT NULL,
  banner      text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  sort        integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE control_rules (
  goods_id               integer PRIMARY KEY REFERENCES goods(id),
  zone_id                integer NOT NULL REFERENCES control_zones(id),
  allowed_provinces      text[] NOT NULL DEFAULT '{}',
  allowed_customer_types text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX control_rules_zone_idx ON control_rules(zone_id);

-- Activities that goods take part in (shown on lists and detail). The cart issue adds their tiers.
CREATE TABLE activities (
  id          serial PRIMARY KEY,
  kind        text NOT NULL,   -- manjian, discount, gift, flash, combination, coupon
  title       text NOT NULL,
  description text NOT NULL DEFAULT '',
  starts_at   timestamptz,
  ends_at     timestamptz,
  is_enabled  boolean NOT NULL DEFAULT true,
  sort        integer NOT NULL DEFAULT 0
);

CREATE TABLE activity_goods (
  activity_id integer NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  goods_id    integer NOT NULL REFERENCES goods(id),
  PRIMARY KEY (activity_id, goods_id)
);
CREATE INDEX activity_goods_goods_idx ON activity_goods(goods_id);
