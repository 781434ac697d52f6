-- Balance recharge (充值, DESIGN §6). A member picks a tier (or an amount of their own) and pays it
-- online; only the provider's verified callback, or the sandbox cashier's confirm, credits the
-- balance and the tier's bonus, once, in the transaction that moves the recharge to paid.

-- The tiers /api/moneys/moneyConfig offers. A tier's bonus is a cash voucher of bonus_voucher fen
-- (valid bonus_voucher_days), a coupon of bonus_coupon_id (valid bonus_coupon_days), or both.
CREATE TABLE recharge_tiers (
  id                 serial PRIMARY KEY,
  title              text NOT NULL,
  amount             integer NOT NULL CHECK (amount > 0),
  bonus_voucher      integer NOT NULL DEFAULT 0 CHECK (bonus_voucher >= 0),
  bonus_voucher_days integer NOT NULL DEFAULT 90 CHECK (bonus_voucher_days > 0),
  bonus_coupon_id    integer REFERENCES coupons(id),
  bonus_coupon_days  integer NOT NULL DEFAULT 30 CHECK (bonus_coupon_days > 0),
  sort               integer NOT NULL DEFAULT 0,
  active             boolean NOT NULL DEFAULT true,
  created_at         timestamptz NOT NULL DEFAULT now()
);

-- One recharge is one online payment of its own: payment_no is the gateway's number (the same
-- PAY… form as an order's payment), so the order payments keep their order_id NOT NULL and their
-- code does not change. status: 0 pending, 1 paid, 2 closed. The bonus is a snapshot of the tier
-- when the recharge was made.
CREATE TABLE recharges (
  id                 serial PRIMARY KEY,
  recharge_no        text NOT NULL UNIQUE,
  payment_no         text NOT NULL UNIQUE,
  company_id         integer NOT NULL REFERENCES companies(id),
  member_id          integer NOT NULL REFERENCES members(id),
  tier_id            integer REFERENCES recharge_tiers(id),
  amount             integer NOT NULL CHECK (amount > 0),
  bonus_voucher      integer NOT NULL DEFAULT 0 CHECK (bonus_voucher >= 0),
  bonus_voucher_days integer NOT NULL DEFAULT 90 CHECK (bonus_voucher_days > 0),
  bonus_coupon_id    integer REFERENCES coupons(id),
  bonus_coupon_days  integer NOT NULL DEFAULT 30 CHECK (bonus_coupon_days > 0),
  bonus_text         text NOT NULL DEFAULT '',
  status             smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  gateway_ref        text NOT NULL DEFAULT '',
  created_at         timestamptz NOT NULL DEFAULT now(),
  paid_at            timestamptz,
  closed_at          timestamptz,
  CHECK ((status = 1) = (paid_at IS NOT NULL))
);
CREATE INDEX recharges_company_idx ON recharges(company_id, id);
