-- 组合满赠 and 换购. A combination package may come with a gift: a named item handed over with each
-- package (outside stock, like a gift rule of type 2), optionally pointing at a goods for its picture.
CREATE TABLE combination_gifts (
  combination_id integer PRIMARY KEY REFERENCES combinations(id) ON DELETE CASCADE,
  goods_id       integer REFERENCES goods(id),
  gift_name      text NOT NULL CHECK (gift_name <> ''),
  quantity       integer NOT NULL CHECK (quantity > 0)   -- gift units per package
);

-- 满 threshold 元 加 price 元 换购 the offer: once the selected lines (trade-up lines aside) reach the
-- threshold, up to max_quantity units of the offer may be bought at the trade-up price in one order.
CREATE TABLE trade_up_offers (
  id           serial PRIMARY KEY,
  title        text NOT NULL,
  offer_id     integer NOT NULL REFERENCES offers(id),
  threshold    integer NOT NULL CHECK (threshold > 0),   -- fen
  price        integer NOT NULL CHECK (price > 0),       -- fen per unit
  max_quantity integer NOT NULL CHECK (max_quantity > 0),
  starts_at    timestamptz,
  ends_at      timestamptz,
  is_enabled   boolean NOT NULL DEFAULT true,
  sort         integer NOT NULL DEFAULT 0
);
CREATE INDEX trade_up_offers_offer_idx ON trade_up_offers(offer_id);

-- A trade-up cart line is type 4: the offer it sells (offer_id) and the trade-up (trade_up_id),
-- keyed 't{trade_up_id}'. Its order line keeps the type and the trade-up.
ALTER TABLE cart_lines
  ADD COLUMN trade_up_id integer REFERENCES trade_up_offers(id) ON DELETE CASCADE,
  DROP CONSTRAINT cart_lines_type_check,
  ADD CONSTRAINT cart_lines_type_check CHECK (type IN (0, 1, 3, 4)),
  ADD CONSTRAINT cart_lines_trade_up CHECK ((type = 4) = (trade_up_id IS NOT NULL));

ALTER TABLE order_lines
  ADD COLUMN trade_up_id integer REFERENCES trade_up_offers(id),
  DROP CONSTRAINT order_lines_type_check,
  ADD CONSTRAINT order_lines_type_check CHECK (type IN (0, 1, 3, 4)),
  ADD CONSTRAINT order_lines_trade_up CHECK ((type = 4) = (trade_up_id IS NOT NULL));
