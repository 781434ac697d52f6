-- Back-in-stock (到货通知) and price-drop (降价通知) subscriptions of a store on an offer, and the
-- member's payment password (支付密码). Decision 021.

CREATE TABLE offer_subscriptions (
  id          serial PRIMARY KEY,
  company_id  integer NOT NULL REFERENCES companies(id),
  offer_id    integer NOT NULL REFERENCES offers(id),
  kind        text NOT NULL CHECK (kind IN ('stock', 'price')),
  -- price: the store's price (fen) when it subscribed, then the price it was last told of
  price_at    integer CHECK (price_at IS NULL OR price_at >= 0),
  -- stock: told once that the offer is back, then the subscription is done until renewed
  notified_at timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, offer_id, kind),
  CHECK (kind <> 'price' OR price_at IS NOT NULL)
);
CREATE INDEX offer_subscriptions_offer_idx ON offer_subscriptions(offer_id);
CREATE INDEX offer_subscriptions_company_idx ON offer_subscriptions(company_id, created_at DESC);

-- Whatever changes an offer (the services, the operator command, the demo data, an order's cancel
-- returning stock), stock coming back from 0 or a lower base price queues the check in the same
-- transaction; the job tells each subscriber once (subscription.service.ts).
CREATE FUNCTION offer_subscription_check() RETURNS trigger AS $$
BEGIN
  IF ((OLD.stock = 0 AND NEW.stock > 0) OR NEW.base_price < OLD.base_price)
     AND EXISTS (SELECT 1 FROM offer_subscriptions s WHERE s.offer_id = NEW.id) THEN
    INSERT INTO jobs (kind, payload, run_at)
    VALUES ('subscription.check', jsonb_build_object('offer_id', NEW.id), now());
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER offers_subscription_check
  AFTER UPDATE OF stock, base_price ON offers
  FOR EACH ROW EXECUTE FUNCTION offer_subscription_check();

-- A negotiated price (议价) for the store can lower its price too.
CREATE FUNCTION negotiated_subscription_check() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM offer_subscriptions s
             WHERE s.offer_id = NEW.offer_id AND s.company_id = NEW.company_id AND s.kind = 'price') THEN
    INSERT INTO jobs (kind, payload, run_at)
    VALUES ('subscription.check', jsonb_build_object('offer_id', NEW.offer_id), now());
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER negotiated_prices_subscription_check
  AFTER INSERT OR UPDATE ON negotiated_prices
  FOR EACH ROW EXECUTE FUNCTION negotiated_subscription_check();

-- 6 digits, hashed like login passwords; wrong entries in a row lock it for a while.
CREATE TABLE pay_passwords (
  member_id    integer PRIMARY KEY REFERENCES members(id),
  hash         text NOT NULL,
  failures     integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  locked_until timestamptz,
  updated_at   timestamptz NOT NULL DEFAULT now()
);
