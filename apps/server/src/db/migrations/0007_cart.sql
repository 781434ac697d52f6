-- Cart and pricing: activity tiers and gift rules as data, flash-sale windows, combination
-- packages, negotiated prices, and cart lines that can hold any of them. The shipping rule is
-- the settings row 'shipping_rule' {"fee": fen, "free_threshold": fen}.

-- A manjian activity has reduction tiers (满 amount 减 reduce); a discount activity has rate tiers
-- (满 amount 享 rate 折, rate in percent: 95 = 9.5折). A global activity covers every goods that no
-- goods-level activity covers.
ALTER TABLE activities ADD COLUMN is_global boolean NOT NULL DEFAULT false;

CREATE TABLE activity_tiers (
  id          serial PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  amount      integer NOT NULL CHECK (amount > 0),                          -- fen
  reduce      integer CHECK (reduce IS NULL OR reduce > 0),                 -- fen
  rate        smallint CHECK (rate IS NULL OR (rate >= 1 AND rate <= 99)),  -- percent payable
  CHECK ((reduce IS NULL) <> (rate IS NULL)),
  CHECK (reduce IS NULL OR reduce < amount),
  UNIQUE (activity_id, amount)
);

-- Buy `buy_quantity`, get `gift_quantity` free (gift_type 1: the same goods, 2: a named other gift).
CREATE TABLE gift_rules (
  activity_id   integer PRIMARY KEY REFERENCES activities(id) ON DELETE CASCADE,
  buy_quantity  integer NOT NULL CHECK (buy_quantity > 0),
  gift_quantity integer NOT NULL CHECK (gift_quantity > 0),
  gift_type     smallint NOT NULL DEFAULT 1 CHECK (gift_type IN (1, 2)),
  gift_name     text NOT NULL DEFAULT ''
);

-- The window in which an offer may be sold (flash offers, type 1); open-ended when null.
ALTER TABLE offers
  ADD COLUMN sale_starts_at timestamptz,
  ADD COLUMN sale_ends_at   timestamptz,
  ADD COLUMN original_price integer CHECK (original_price IS NULL OR original_price >= 0), -- fen, the price a flash offer is cut from
  ADD CONSTRAINT offers_free_shipping_number_check CHECK (free_shipping_number >= 0);

-- Combination packages (cart line type 3): a fixed set of offers and quantities at one price.
CREATE TABLE combinations (
  id           serial PRIMARY KEY,
  title        text NOT NULL,
  price        integer NOT NULL CHECK (price > 0),   -- fen per package
  member_limit integer CHECK (member_limit IS NULL OR member_limit > 0),
  starts_at    timestamptz,
  ends_at      timestamptz,
  is_enabled   boolean NOT NULL DEFAULT true,
  sort         integer NOT NULL DEFAULT 0
);

CREATE TABLE combination_items (
  combination_id integer NOT NULL REFERENCES combinations(id) ON DELETE CASCADE,
  offer_id       integer NOT NULL REFERENCES offers(id),
  quantity       integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (combination_id, offer_id)
);
CREATE INDEX combination_items_offer_idx ON combination_items(offer_id);

-- Prices a store negotiated with its salesperson (议价, is_yj), per offer.
CREATE TABLE negotiated_prices (
  company_id integer NOT NULL REFERENCES companies(id),
  offer_id   integer NOT NULL REFERENCES offers(id),
  price      integer NOT NULL CHECK (price >= 0),   -- fen
  starts_at  timestamptz,
  ends_at    timestamptz,
  PRIMARY KEY (company_id, offer_id)
);

-- A cart line is an offer (type 0 normal, 1 flash) or a combination package (type 3). line_key
-- identifies what merges: 'o{offer}', 'o{offer}y' for the negotiated price, 'c{combination}'.
ALTER TABLE cart_lines
  ADD COLUMN type           smallint NOT NULL DEFAULT 0 CHECK (type IN (0, 1, 3)),
  ADD COLUMN combination_id integer REFERENCES combinations(id),
  ADD COLUMN is_yj          boolean NOT NULL DEFAULT false,
  ADD COLUMN line_key       text;
UPDATE cart_lines SET line_key = 'o' || offer_id;
ALTER TABLE cart_lines
  ALTER COLUMN line_key SET NOT NULL,
  ALTER COLUMN offer_id DROP NOT NULL,
  DROP CONSTRAINT cart_lines_company_id_offer_id_key,
  ADD CONSTRAINT cart_lines_company_key UNIQUE (company_id, line_key),
  ADD CONSTRAINT cart_lines_target CHECK ((type = 3) = (combination_id IS NOT NULL AND offer_id IS NULL));
CREATE INDEX cart_lines_offer_idx ON cart_lines(offer_id);
