-- Full-amount cashback (满额返): a campaign with its tiers (满X返Y) and its scope (all goods, or the
-- listed goods and categories). An order created while a campaign runs earns, when it completes,
-- the cashback of the highest tier its goods amount actually paid reaches, credited to the store
-- balance; a refund paid later takes back the same share (docs/decisions/014-cashback.md).

CREATE TABLE cashback_campaigns (
  id         serial PRIMARY KEY,
  title      text NOT NULL,
  rules      text NOT NULL DEFAULT '',
  starts_at  timestamptz NOT NULL,
  ends_at    timestamptz NOT NULL,
  is_active  boolean NOT NULL DEFAULT true,
  -- all: every goods counts; listed: only the goods and categories in cashback_scope
  scope      text NOT NULL DEFAULT 'all' CHECK (scope IN ('all', 'listed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX cashback_campaigns_running_idx ON cashback_campaigns(is_active, starts_at, ends_at);

CREATE TABLE cashback_tiers (
  id            serial PRIMARY KEY,
  campaign_id   integer NOT NULL REFERENCES cashback_campaigns(id),
  threshold_fen integer NOT NULL CHECK (threshold_fen > 0),
  cashback_fen  integer NOT NULL CHECK (cashback_fen > 0 AND cashback_fen < threshold_fen),
  UNIQUE (campaign_id, threshold_fen)
);

-- A listed campaign's goods (goods_id) and categories (category_id, with every goods under it).
CREATE TABLE cashback_scope (
  id          serial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES cashback_campaigns(id),
  goods_id    integer REFERENCES goods(id),
  category_id integer REFERENCES categories(id),
  CHECK ((goods_id IS NULL) <> (category_id IS NULL))
);
CREATE INDEX cashback_scope_campaign_idx ON cashback_scope(campaign_id);

-- One per order that earned: the tier reached (kept as it was), the amount it was figured on and
-- the refunds already on the order then, what was credited and what refunds took back since.
CREATE TABLE order_cashbacks (
  id                 serial PRIMARY KEY,
  order_id           integer NOT NULL UNIQUE REFERENCES orders(id),
  company_id         integer NOT NULL REFERENCES companies(id),
  campaign_id        integer NOT NULL REFERENCES cashback_campaigns(id),
  tier_threshold_fen integer NOT NULL,
  tier_cashback_fen  integer NOT NULL,
  base_fen           integer NOT NULL CHECK (base_fen > 0),
  refunded_at_credit integer NOT NULL DEFAULT 0 CHECK (refunded_at_credit >= 0),
  credited_fen       integer NOT NULL CHECK (credited_fen > 0),
  reversed_fen       integer NOT NULL DEFAULT 0 CHECK (reversed_fen >= 0 AND reversed_fen <= credited_fen),
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_cashbacks_company_idx ON order_cashbacks(company_id, id DESC);

-- Cashback and its reversal are balance_ledger rows of their own kinds.
ALTER TABLE balance_ledger DROP CONSTRAINT balance_ledger_kind_check;
ALTER TABLE balance_ledger ADD CONSTRAINT balance_ledger_kind_check
  CHECK (kind IN ('recharge', 'order_pay', 'order_refund', 'after_sale_refund', 'adjust', 'lottery',
    'cashback', 'cashback_reverse'));
