-- Foundation: members and their stores, sessions, catalogue, navigation, content.
-- Money columns are integer fen. Timestamps are timestamptz; the API sends Unix seconds.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE settings (
  key   text PRIMARY KEY,
  value jsonb NOT NULL
);

CREATE TABLE account_managers (
  id         serial PRIMARY KEY,
  name       text NOT NULL,
  phone      text NOT NULL,
  is_default boolean NOT NULL DEFAULT false
);

-- A login. One member may act for several stores (companies).
CREATE TABLE members (
  id                 serial PRIMARY KEY,
  username           text NOT NULL UNIQUE,
  phone              text NOT NULL UNIQUE,
  password_hash      text NOT NULL,
  name               text NOT NULL DEFAULT '',
  face               text NOT NULL DEFAULT '',
  wechat_openid      text UNIQUE,
  wechat_nickname    text,
  status             smallint NOT NULL DEFAULT 1, -- 1 active, 0 disabled
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);

-- A store (the buying business). Carts, orders and licences belong to a store.
CREATE TABLE companies (
  id                 serial PRIMARY KEY,
  member_id          integer NOT NULL REFERENCES members(id),
  name               text NOT NULL,
  customer_type      text NOT NULL DEFAULT '单体药店',
  province           text NOT NULL DEFAULT '',
  city               text NOT NULL DEFAULT '',
  district           text NOT NULL DEFAULT '',
  address            text NOT NULL DEFAULT '',
  contact_name       text NOT NULL DEFAULT '',
  contact_phone      text NOT NULL DEFAULT '',
  rank               text NOT NULL DEFAULT '普通会员',
  review_status      smallint NOT NULL DEFAULT 0, -- 0 pending, 1 approved, 2 rejected
  account_manager_id integer REFERENCES account_managers(id),
  salesperson_code   text,             -- ywy
  is_special         boolean NOT NULL DEFAULT false,
  is_show_youx       boolean NOT NULL DEFAULT true,
  is_can_chat        boolean NOT NULL DEFAULT false,
  is_after_sale      boolean NOT NULL DEFAULT true,
  contract_signed_at timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX companies_member_idx ON companies(member_id);

ALTER TABLE members ADD COLUMN current_company_id integer REFERENCES companies(id);

-- Sessions: the cookie carries a random token; only its SHA-256 is stored.
CREATE TABLE sessions (
  id_hash      text PRIMARY KEY,
  member_id    integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  company_id   integer NOT NULL REFERENCES companies(id),
  csrf_token   text NOT NULL,
  ip           text NOT NULL DEFAULT '',
  user_agent   text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX sessions_member_idx ON sessions(member_id);
CREATE INDEX sessions_expires_idx ON sessions(expires_at);

-- Catalogue ------------------------------------------------------------------

CREATE TABLE business_scopes (
  id   serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL UNIQUE
);

CREATE TABLE categories (
  id        serial PRIMARY KEY,
  parent_id integer REFERENCES categories(id),
  level     smallint NOT NULL,            -- 1..3
  name      text NOT NULL,
  logo      text NOT NULL DEFAULT '',
  logo1     text NOT NULL DEFAULT '',
  sort      integer NOT NULL DEFAULT 0,
  is_shown  boolean NOT NULL DEFAULT true
);
CREATE INDEX categories_parent_idx ON categories(parent_id, sort);

CREATE TABLE brands (
  id          serial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  logo        text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  sort        integer NOT NULL DEFAULT 0
);

CREATE TABLE manufacturers (
  id       serial PRIMARY KEY,
  name     text NOT NULL UNIQUE,
  pinyin   text NOT NULL DEFAULT '',   -- full pinyin, no spaces
  initials text NOT NULL DEFAULT ''    -- pinyin initials, e.g. hbzy
);
CREATE INDEX manufacturers_name_trgm ON manufacturers USING gin (name gin_trgm_ops);

CREATE TABLE warehouses (
  id   serial PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE goods (
  id               serial PRIMARY KEY,
  name             text NOT NULL,            -- display name (trade name or generic name)
  generic_name     text NOT NULL,
  trade_name       text NOT NULL DEFAULT '',
  spec             text NOT NULL,            -- ypgg
  dosage_form      text NOT NULL DEFAULT '',
  manufacturer_id  integer NOT NULL REFERENCES manufacturers(id),
  approval_number  text NOT NULL DEFAULT '', -- 国药准字 / 注册证号
  unit             text NOT NULL,            -- bzdw
  middle_pack      integer NOT NULL DEFAULT 1 CHECK (middle_pack > 0),
  case_pack        integer NOT NULL DEFAULT 1 CHECK (case_pack > 0),
  storage          text NOT NULL DEFAULT '',
  scope_id         integer NOT NULL REFERENCES business_scopes(id),
  brand_id         integer REFERENCES brands(id),
  category_id      integer NOT NULL REFERENCES categories(id),
  images           jsonb NOT NULL DEFAULT '[]', -- list of image URLs
  description      text NOT NULL DEFAULT '',
  pinyin           text NOT NULL DEFAULT '',
  initials         text NOT NULL DEFAULT '',
  sales            integer NOT NULL DEFAULT 0,
  is_on_sale       boolean NOT NULL DEFAULT true,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX goods_category_idx ON goods(category_id);
CREATE INDEX goods_manufacturer_idx ON goods(manufacturer_id);
CREATE INDEX goods_brand_idx ON goods(brand_id);
CREATE INDEX goods_name_trgm ON goods USING gin (name gin_trgm_ops);
CREATE INDEX goods_initials_idx ON goods(initials text_pattern_ops);

-- An offer (goods_price_id): one goods in one warehouse at one price scheme.
CREATE TABLE offers (
  id                   serial PRIMARY KEY,
  goods_id             integer NOT NULL REFERENCES goods(id),
  warehouse_id         integer NOT NULL REFERENCES warehouses(id),   -- ck_id
  price_scheme         text NOT NULL DEFAULT 'standard',
  type                 smallint NOT NULL DEFAULT 0,  -- 0 normal, 1 flash deal
  stock                integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  base_price           integer NOT NULL CHECK (base_price >= 0),     -- fen
  ladder_price_type    smallint NOT NULL DEFAULT 0,  -- 0 none, 1 by quantity tiers
  min_quantity         integer NOT NULL DEFAULT 1 CHECK (min_quantity > 0),  -- qg_number
  step                 integer NOT NULL DEFAULT 1 CHECK (step > 0),
  member_limit         integer CHECK (member_limit IS NULL OR member_limit > 0),
  is_buy               boolean NOT NULL DEFAULT true,
  is_free_shipping     boolean NOT NULL DEFAULT false,
  free_shipping_number integer NOT NULL DEFAULT 0,
  is_single_free_ship  boolean NOT NULL DEFAULT false, -- is_dpby
  is_youx              boolean NOT NULL DEFAULT false,
  is_near_expiry       boolean NOT NULL DEFAULT false, -- is_jxq
  batch_number         text NOT NULL DEFAULT '',
  production_date      date,
  expiry_date          date,
  tags                 text[] NOT NULL DEFAULT '{}',
  created_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (goods_id, warehouse_id, price_scheme)
);
CREATE INDEX offers_goods_idx ON offers(goods_id);

CREATE TABLE ladder_prices (
  id       serial PRIMARY KEY,
  offer_id integer NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  price    integer NOT NULL CHECK (price >= 0),
  UNIQUE (offer_id, quantity)
);

-- Cart lines live here from the start so the header badge counts real rows;
-- the cart issue extends them.
CREATE TABLE cart_lines (
  id          serial PRIMARY KEY,
  company_id  integer NOT NULL REFERENCES companies(id),
  offer_id    integer NOT NULL REFERENCES offers(id),
  quantity    integer NOT NULL CHECK (quantity > 0),
  is_selected boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, offer_id)
);

CREATE TABLE messages (
  id         serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id),
  title      text NOT NULL,
  content    text NOT NULL,
  is_read    boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_company_idx ON messages(company_id, is_read);

-- Append-only points ledger; a balance is the sum of its rows.
CREATE TABLE points_ledger (
  id         bigserial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id),
  delta      integer NOT NULL,
  reason     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX points_ledger_company_idx ON points_ledger(company_id);

-- Navigation and content ---------------------------------------------------------

CREATE TABLE nav_entries (
  id        serial PRIMARY KEY,
  parent_id integer REFERENCES nav_entries(id),
  name      text NOT NULL,
  url       text NOT NULL DEFAULT '',
  image     text NOT NULL DEFAULT '',
  is_open   boolean NOT NULL DEFAULT false, -- open in a new window
  sort      integer NOT NULL DEFAULT 0
);

CREATE TABLE hot_searches (
  id   serial PRIMARY KEY,
  name text NOT NULL,
  url  text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);

-- Banners and ads by position: main, top, right, login, float_bottom, ad_top_right, ...
CREATE TABLE focus_slots (
  id         serial PRIMARY KEY,
  position   text NOT NULL,
  title      text NOT NULL DEFAULT '',
  image      text NOT NULL,
  url        text NOT NULL DEFAULT '',
  notice     text,               -- when set, the link shows this text instead of navigating
  sort       integer NOT NULL DEFAULT 0,
  starts_at  timestamptz,
  ends_at    timestamptz,
  is_enabled boolean NOT NULL DEFAULT true
);
CREATE INDEX focus_slots_position_idx ON focus_slots(position, sort);

CREATE TABLE article_categories (
  id        serial PRIMARY KEY,
  parent_id integer REFERENCES article_categories(id),
  name      text NOT NULL,
  path      text NOT NULL DEFAULT '', -- the SPA route of the page that shows it
  sort      integer NOT NULL DEFAULT 0
);

CREATE TABLE articles (
  id          serial PRIMARY KEY,
  category_id integer NOT NULL REFERENCES article_categories(id),
  title       text NOT NULL,
  content     text NOT NULL,
  path        text NOT NULL DEFAULT '', -- the help page that shows it, e.g. /help/xrzn/hyzc
  sort        integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX articles_category_idx ON articles(category_id, sort);

CREATE TABLE links (
  id   serial PRIMARY KEY,
  name text NOT NULL,
  url  text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- Generated and uploaded images served from the database.
CREATE TABLE media (
  id         text PRIMARY KEY,       -- stable name, e.g. goods-12.svg
  mime       text NOT NULL,
  body       bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
