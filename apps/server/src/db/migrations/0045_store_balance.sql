-- The store balance's rule in one place (DESIGN §6): the ledger is append-only, each row carries the
-- running balance after it, and the balance never goes below zero. store_balance reads the balance,
-- append_balance writes one movement; the wallet's services (wallet/balance.service.ts), open_order,
-- place_order and the console's after-sale view go through them instead of each holding the rule.

-- In PL/pgSQL, which keeps the statement's plan for the session: a SQL function with a subquery is not
-- inlined, and PostgreSQL 15 plans its statement again in each query that calls it.
CREATE FUNCTION store_balance(company_ref integer) RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((SELECT l.balance_after FROM balance_ledger l WHERE l.company_id = company_ref
    ORDER BY l.id DESC LIMIT 1), 0);
END
$$;

-- One signed movement (fen): returns the balance after it, or NULL with nothing written when the
-- balance would go below zero. A zero amount writes nothing and returns the balance. The caller
-- holds the store's row lock (the money path's lock order starts there), so one store's rows are
-- written one at a time and each balance_after follows the row before it.
CREATE FUNCTION append_balance(company_ref integer, movement integer, movement_kind text, order_ref integer,
  movement_note text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  balance integer := store_balance(company_ref) + movement;
BEGIN
  IF movement = 0 THEN
    RETURN balance;
  END IF;
  IF balance < 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO balance_ledger (company_id, amount, balance_after, kind, order_id, note)
  VALUES (company_ref, movement, balance, movement_kind, order_ref, movement_note);
  RETURN balance;
END
$$;

-- open_order (migration 0044) with the balance from store_balance.
CREATE OR REPLACE FUNCTION open_order(store_id integer, order_key text, address_ref integer, generic_plans boolean)
RETURNS jsonb AS $$
DECLARE
  store jsonb;
BEGIN
  IF generic_plans THEN
    PERFORM set_config('plan_cache_mode', 'force_generic_plan', true);
  END IF;
  SELECT jsonb_build_object('id', c.id, 'name', c.name, 'province', c.province, 'customer_type', c.customer_type,
      'review_status', c.review_status)
    INTO store FROM companies c WHERE c.id = store_id FOR UPDATE;
  IF store IS NULL THEN
    RETURN NULL;
  END IF;
  RETURN jsonb_build_object(
    'store', store,
    'existing', (SELECT jsonb_build_object('id', o.id, 'order_no', o.order_no, 'status', o.status::int,
        'payable_amount', o.payable_amount, 'expires_at', extract(epoch FROM o.expires_at)::float8)
      FROM orders o WHERE o.company_id = store_id AND o.idempotency_key = order_key),
    'address', (SELECT jsonb_build_object('consignee', a.consignee, 'phone', a.phone, 'province', a.province,
        'city', a.city, 'district', a.district, 'detail', a.detail)
      FROM addresses a WHERE a.company_id = store_id AND a.id = address_ref),
    'invoice', (SELECT jsonb_build_object('invoice_type', p.invoice_type::int, 'title', p.title,
        'tax_number', p.tax_number, 'bank_name', p.bank_name, 'bank_account', p.bank_account,
        'reg_address', p.reg_address, 'reg_phone', p.reg_phone, 'email', p.email)
      FROM invoice_profiles p WHERE p.company_id = store_id),
    'balance', store_balance(store_id));
END
$$ LANGUAGE plpgsql;

-- place_order (migration 0042) reading the balance with store_balance before it writes and spending it
-- through append_balance after the order's head (the movement names the order).
CREATE OR REPLACE FUNCTION place_order(p jsonb) RETURNS jsonb AS $$
DECLARE
  taking record;
  candidate text;
  head record;
  written boolean := false;
  event record;
  company integer := (p->>'company_id')::int;
  spend integer := (p->>'balance')::int;
BEGIN
  FOR taking IN
    SELECT x.offer_id, x.quantity FROM jsonb_to_recordset(p->'stock') AS x(offer_id int, quantity int)
    ORDER BY x.offer_id
  LOOP
    UPDATE offers SET stock = stock - taking.quantity WHERE id = taking.offer_id AND stock >= taking.quantity;
    IF NOT FOUND THEN
      RETURN jsonb_build_object('short', taking.offer_id);
    END IF;
  END LOOP;

  IF spend > 0 AND store_balance(company) < spend THEN
    RETURN jsonb_build_object('balance_short', true);
  END IF;

  FOR candidate IN SELECT jsonb_array_elements_text(p->'numbers') LOOP
    INSERT INTO orders (order_no, company_id, member_id, status, idempotency_key, raw_amount, goods_amount,
      activity_amount, coupon_amount, voucher_amount, shipping_amount, balance_amount, payable_amount, pay_method,
      coupon_id, address, invoice, documents, remark, expires_at, paid_at)
    VALUES (candidate, company, (p->>'member_id')::int, (p->>'status')::smallint, p->>'idempotency_key',
      (p->>'raw')::int, (p->>'goods')::int, (p->>'activity')::int, (p->>'coupon')::int, (p->>'voucher')::int,
      (p->>'shipping')::int, spend, (p->>'payable')::int, p->>'pay_method', (p->>'coupon_id')::int,
      p->'address', p->'invoice', ARRAY(SELECT jsonb_array_elements_text(p->'documents')), p->>'remark',
      (p->>'expires_at')::timestamptz, (p->>'paid_at')::timestamptz)
    ON CONFLICT (order_no) DO NOTHING
    RETURNING id, order_no, status::int AS status, payable_amount,
      extract(epoch FROM expires_at)::float8 AS expires_at INTO head;
    written := FOUND;
    EXIT WHEN written;
  END LOOP;
  IF NOT written THEN
    RAISE EXCEPTION 'no free order number among %', p->'numbers';
  END IF;

  INSERT INTO order_lines (order_id, offer_id, goods_id, type, combination_id, is_yj, name, generic_name, spec,
    dosage_form, manufacturer, approval_number, batch_number, expiry_date, unit, image, quantity, unit_price,
    raw_unit_price, amount, activity_share, coupon_share, gift_quantity, gift_stock, mah, gift_name, trade_up_id)
  SELECT head.id, r.offer_id, r.goods_id, r.type, r.combination_id, r.is_yj, r.name, r.generic_name, r.spec,
    r.dosage_form, r.manufacturer, r.approval_number, r.batch_number, r.expiry_date, r.unit, r.image, r.quantity,
    r.unit_price, r.raw_unit_price, r.amount, r.activity_share, r.coupon_share, r.gift_quantity, r.gift_stock,
    r.mah, r.gift_name, r.trade_up_id
  FROM jsonb_to_recordset(p->'lines') AS r(offer_id int, goods_id int, type smallint, combination_id int,
    is_yj boolean, name text, generic_name text, spec text, dosage_form text, manufacturer text,
    approval_number text, batch_number text, expiry_date date, unit text, image text, quantity int,
    unit_price int, raw_unit_price int, amount int, activity_share int, coupon_share int, gift_quantity int,
    gift_stock int, mah text, gift_name text, trade_up_id int);

  IF p->>'coupon_id' IS NOT NULL THEN
    UPDATE member_coupons SET status = 1, order_id = head.id, used_at = now() WHERE id = (p->>'coupon_id')::int;
  END IF;
  IF p->>'voucher_id' IS NOT NULL THEN
    UPDATE cash_vouchers SET status = 1, order_id = head.id, used_at = now() WHERE id = (p->>'voucher_id')::int;
  END IF;
  IF spend > 0 THEN
    IF append_balance(company, -spend, 'order_pay', head.id, replace(p->>'balance_note', '{no}', head.order_no))
        IS NULL THEN
      RETURN jsonb_build_object('balance_short', true);
    END IF;
  END IF;

  FOR event IN SELECT e.title, e.note, e.actor FROM jsonb_to_recordset(p->'events') AS e(title text, note text, actor text)
  LOOP
    INSERT INTO order_events (order_id, kind, title, note, actor)
    VALUES (head.id, 'status', event.title, event.note, event.actor);
  END LOOP;

  IF p->>'job_kind' IS NOT NULL THEN
    INSERT INTO jobs (kind, payload, run_at)
    VALUES (p->>'job_kind', jsonb_build_object('order_id', head.id), (p->>'expires_at')::timestamptz);
  END IF;
  IF jsonb_typeof(p->'cart_line_ids') = 'array' THEN
    DELETE FROM cart_lines WHERE company_id = company
      AND id = ANY(ARRAY(SELECT jsonb_array_elements_text(p->'cart_line_ids')::int));
  END IF;

  RETURN jsonb_build_object('id', head.id, 'order_no', head.order_no, 'status', head.status,
    'payable_amount', head.payable_amount, 'expires_at', head.expires_at);
END
$$ LANGUAGE plpgsql;
