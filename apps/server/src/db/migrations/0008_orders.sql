-- Orders (issue 6): wallet ledgers, coupons and cash vouchers, orders with compliance snapshots,
-- payments, background jobs, after-sales and electronic invoices. Money is integer fen; every
-- ledger is append-only and a balance is the sum of its rows.

-- Store balance (余额). balance_after is the running balance after the row; the writer holds the
-- company row lock, so rows of one store are written one at a time and never go below zero.
CREATE TABLE balance_ledger (
  id            bigserial PRIMARY KEY,
  company_id    integer NOT NULL REFERENCES companies(id),
  amount        integer NOT NULL CHECK (amount <> 0),            -- signed fen
  balance_after integer NOT NULL CHECK (balance_after >= 0),
  kind          text NOT NULL CHECK (kind IN ('recharge', 'order_pay', 'order_refund', 'after_sale_refund', 'adjust')),
  order_id      integer,
  note          text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX balance_ledger_company_idx ON balance_ledger(company_id, id);

-- Coupon templates and the coupons a store holds. kind 'reduce': 满 threshold 减 value (fen);
-- 'discount': 满 threshold 享 value 折 (percent payable, 1..99). Coupons apply to with_coupon lines.
CREATE TABLE coupons (
  id         serial PRIMARY KEY,
  title      text NOT NULL,
  kind       text NOT NULL CHECK (kind IN ('reduce', 'discount')),
  threshold  integer NOT NULL CHECK (threshold >= 0),
  value      integer NOT NULL CHECK (value > 0),
  CHECK (kind <> 'discount' OR value BETWEEN 1 AND 99),
  CHECK (kind <> 'reduce' OR threshold = 0 OR value < threshold),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE member_coupons (
  id          serial PRIMARY KEY,
  company_id  integer NOT NULL REFERENCES companies(id),
  coupon_id   integer NOT NULL REFERENCES coupons(id),
  status      smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)), -- 0 unused, 1 used, 2 expired
  valid_from  timestamptz NOT NULL,
  valid_to    timestamptz NOT NULL,
  order_id    integer,
  used_at     timestamptz,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_coupons_company_idx ON member_coupons(company_id, status);

-- Cash vouchers (现金券): a fixed amount off an order whose payable goods reach min_amount.
CREATE TABLE cash_vouchers (
  id         serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id),
  title      text NOT NULL,
  amount     integer NOT NULL CHECK (amount > 0),
  min_amount integer NOT NULL DEFAULT 0 CHECK (min_amount >= 0),
  status     smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)), -- 0 unused, 1 used, 2 expired
  valid_to   timestamptz NOT NULL,
  order_id   integer,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cash_vouchers_company_idx ON cash_vouchers(company_id, status);

-- The invoice profile of a store (one per store): what step 2 offers and invoices print.
CREATE TABLE invoice_profiles (
  company_id   integer PRIMARY KEY REFERENCES companies(id),
  invoice_type smallint NOT NULL DEFAULT 3 CHECK (invoice_type IN (1, 2, 3)), -- 1 普通发票, 2 增值税专用发票, 3 电子发票
  title        text NOT NULL,
  tax_number   text NOT NULL,
  bank_name    text NOT NULL DEFAULT '',
  bank_account text NOT NULL DEFAULT '',
  reg_address  text NOT NULL DEFAULT '',
  reg_phone    text NOT NULL DEFAULT '',
  email        text NOT NULL DEFAULT ''
);

-- Orders. status: 0 待付款, 1 待发货, 2 待收货, 3 已完成, 4 已取消.
CREATE TABLE orders (
  id               serial PRIMARY KEY,
  order_no         text NOT NULL UNIQUE,
  company_id       integer NOT NULL REFERENCES companies(id),
  member_id        integer NOT NULL REFERENCES members(id),
  status           smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 4),
  idempotency_key  text NOT NULL,
  raw_amount       integer NOT NULL CHECK (raw_amount >= 0),      -- undiscounted goods
  goods_amount     integer NOT NULL CHECK (goods_amount >= 0),    -- at line prices
  activity_amount  integer NOT NULL DEFAULT 0 CHECK (activity_amount >= 0),
  coupon_amount    integer NOT NULL DEFAULT 0 CHECK (coupon_amount >= 0),
  voucher_amount   integer NOT NULL DEFAULT 0 CHECK (voucher_amount >= 0),
  shipping_amount  integer NOT NULL DEFAULT 0 CHECK (shipping_amount >= 0),
  balance_amount   integer NOT NULL DEFAULT 0 CHECK (balance_amount >= 0), -- deducted from balance at submit
  payable_amount   integer NOT NULL CHECK (payable_amount >= 0),   -- still to pay after the balance
  paid_amount      integer NOT NULL DEFAULT 0 CHECK (paid_amount >= 0),
  refunded_amount  integer NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
  pay_method       text CHECK (pay_method IS NULL OR pay_method IN ('balance', 'online', 'transfer')),
  coupon_id        integer REFERENCES member_coupons(id),
  address          jsonb NOT NULL,   -- snapshot: consignee, phone, province, city, district, detail
  invoice          jsonb NOT NULL,   -- snapshot: invoice_type, title, tax_number, …
  documents        text[] NOT NULL DEFAULT '{}', -- 随货资料 wanted: 首营资料, 药检报告
  remark           text NOT NULL DEFAULT '',
  cancel_reason    text NOT NULL DEFAULT '',
  carrier          text NOT NULL DEFAULT '',
  tracking_no      text NOT NULL DEFAULT '',
  expires_at       timestamptz NOT NULL,  -- unpaid orders cancel themselves then
  paid_at          timestamptz,
  shipped_at       timestamptz,
  delivered_at     timestamptz,
  completed_at     timestamptz,
  cancelled_at     timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, idempotency_key),
  CHECK (payable_amount + balance_amount = goods_amount - activity_amount - coupon_amount - voucher_amount + shipping_amount)
);
CREATE INDEX orders_company_idx ON orders(company_id, status, id DESC);

-- One row per goods ordered, with the compliance snapshot of DESIGN §6. A combination package
-- becomes one row per component (combination_id set), its price shared over them.
CREATE TABLE order_lines (
  id               serial PRIMARY KEY,
  order_id         integer NOT NULL REFERENCES orders(id),
  offer_id         integer NOT NULL REFERENCES offers(id),
  goods_id         integer NOT NULL REFERENCES goods(id),
  type             smallint NOT NULL DEFAULT 0 CHECK (type IN (0, 1, 3)),
  combination_id   integer REFERENCES combinations(id),
  is_yj            boolean NOT NULL DEFAULT false,
  name             text NOT NULL,
  generic_name     text NOT NULL,
  spec             text NOT NULL,
  dosage_form      text NOT NULL,
  manufacturer     text NOT NULL,
  approval_number  text NOT NULL,
  batch_number     text NOT NULL,
  expiry_date      date,
  unit             text NOT NULL,
  image            text NOT NULL DEFAULT '',
  quantity         integer NOT NULL CHECK (quantity > 0),
  unit_price       integer NOT NULL CHECK (unit_price >= 0),
  raw_unit_price   integer NOT NULL CHECK (raw_unit_price >= 0),
  amount           integer NOT NULL CHECK (amount >= 0),         -- at the line price
  activity_share   integer NOT NULL DEFAULT 0 CHECK (activity_share >= 0),
  coupon_share     integer NOT NULL DEFAULT 0 CHECK (coupon_share >= 0),
  gift_quantity    integer NOT NULL DEFAULT 0 CHECK (gift_quantity >= 0),
  refunded_quantity integer NOT NULL DEFAULT 0 CHECK (refunded_quantity >= 0 AND refunded_quantity <= quantity)
);
CREATE INDEX order_lines_order_idx ON order_lines(order_id);
CREATE INDEX order_lines_offer_idx ON order_lines(offer_id);

-- What happened to an order, in order: the status timeline and the logistics trace.
CREATE TABLE order_events (
  id         bigserial PRIMARY KEY,
  order_id   integer NOT NULL REFERENCES orders(id),
  kind       text NOT NULL CHECK (kind IN ('status', 'logistics')),
  title      text NOT NULL,
  note       text NOT NULL DEFAULT '',
  actor      text NOT NULL DEFAULT '',   -- 'buyer', 'system', or the operator's name
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order_idx ON order_events(order_id, id);

-- Payments of an order's payable amount. status: 0 pending, 1 paid, 2 closed (cancelled/expired),
-- 3 refunded (fully). One paid payment per order at most.
CREATE TABLE payments (
  id          serial PRIMARY KEY,
  payment_no  text NOT NULL UNIQUE,
  order_id    integer NOT NULL REFERENCES orders(id),
  method      text NOT NULL CHECK (method IN ('balance', 'online', 'transfer')),
  amount      integer NOT NULL CHECK (amount >= 0),
  status      smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  gateway_ref text NOT NULL DEFAULT '',
  refunded_amount integer NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0 AND refunded_amount <= amount),
  created_at  timestamptz NOT NULL DEFAULT now(),
  paid_at     timestamptz,
  closed_at   timestamptz
);
CREATE INDEX payments_order_idx ON payments(order_id);
CREATE UNIQUE INDEX payments_one_paid_idx ON payments(order_id) WHERE status IN (1, 3);

-- Background jobs (DESIGN §2), claimed with FOR UPDATE SKIP LOCKED. status: 0 queued, 1 done,
-- 2 failed (attempts exhausted).
CREATE TABLE jobs (
  id         bigserial PRIMARY KEY,
  kind       text NOT NULL,
  payload    jsonb NOT NULL DEFAULT '{}',
  run_at     timestamptz NOT NULL,
  status     smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  attempts   integer NOT NULL DEFAULT 0,
  last_error text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  done_at    timestamptz
);
CREATE INDEX jobs_due_idx ON jobs(run_at) WHERE status = 0;

-- Returns and after-sales. kind: return_refund 退货退款, refund_only 仅退款, resend 补发,
-- wrong_missing 错漏发, documents 资料补寄. status: 0 申请, 1 审核通过, 2 已退款/已完成, 3 驳回.
CREATE TABLE after_sales (
  id            serial PRIMARY KEY,
  after_sale_no text NOT NULL UNIQUE,
  order_id      integer NOT NULL REFERENCES orders(id),
  company_id    integer NOT NULL REFERENCES companies(id),
  kind          text NOT NULL CHECK (kind IN ('return_refund', 'refund_only', 'resend', 'wrong_missing', 'documents')),
  status        smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  reason        text NOT NULL,
  images        jsonb NOT NULL DEFAULT '[]',
  refund_amount integer NOT NULL DEFAULT 0 CHECK (refund_amount >= 0),
  review_note   text NOT NULL DEFAULT '',
  reviewed_by   text,
  reviewed_at   timestamptz,
  refunded_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX after_sales_company_idx ON after_sales(company_id, id DESC);
CREATE INDEX after_sales_order_idx ON after_sales(order_id);

CREATE TABLE after_sale_lines (
  after_sale_id integer NOT NULL REFERENCES after_sales(id) ON DELETE CASCADE,
  order_line_id integer NOT NULL REFERENCES order_lines(id),
  quantity      integer NOT NULL CHECK (quantity > 0),
  amount        integer NOT NULL CHECK (amount >= 0),  -- refund for these units, fen
  PRIMARY KEY (after_sale_id, order_line_id)
);

-- Electronic invoices, one per completed order. status: 0 开具中, 1 已开具, 2 已红冲.
CREATE TABLE invoices (
  id           serial PRIMARY KEY,
  order_id     integer NOT NULL UNIQUE REFERENCES orders(id),
  company_id   integer NOT NULL REFERENCES companies(id),
  invoice_no   text NOT NULL UNIQUE,
  invoice_type smallint NOT NULL CHECK (invoice_type IN (1, 2, 3)),
  title        text NOT NULL,
  tax_number   text NOT NULL,
  amount       integer NOT NULL CHECK (amount >= 0),      -- including tax
  tax_amount   integer NOT NULL CHECK (tax_amount >= 0),
  status       smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2)),
  issued_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoices_company_idx ON invoices(company_id, id DESC);
