-- Writes a priced order in one call (order-create.service.ts): the stock it takes, its head under
-- the first free number, its lines, the coupon and cash voucher it uses, the balance it spends,
-- its events, its auto-cancel job and the cart lines it was made of. One round trip instead of one
-- per statement: under a hundred buyers at once the statements' round trips were most of the cost.
--
-- The caller holds the company row and the offers' rows (the money path's lock order) and has
-- decided every amount; this only writes. It refuses without raising, so the caller can answer in
-- its own words and roll back: {"short": offer_id} when an offer has fewer units than asked,
-- {"balance_short": true} when the balance is below what the order spends. Otherwise the head:
-- {"id", "order_no", "status", "payable_amount", "expires_at" (Unix seconds)}.
--
-- p: {company_id, member_id, status, idempotency_key, raw, goods, activity, coupon, voucher,
--     shipping, balance, payable, pay_method, coupon_id, voucher_id, address, invoice, documents,
--     remark, expires_at, paid_at, numbers: [candidate order numbers], stock: [{offer_id, quantity}],
--     lines: [order_lines rows], events: [{title, note, actor}], balance_note (with {no} for the
--     order number), job_kind (null: no job), cart_line_ids (null: none)}
CREATE FUNCTION place_order(p jsonb) RETURNS jsonb AS $$
DECLARE
  taking record;
  candidate text;
  head record;
  written boolean := false;
  event record;
  company integer := (p->>'company_id')::int;
  spend integer := (p->>'balance')::int;
  balance_before integer;
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

  IF spend > 0 THEN
    SELECT coalesce((SELECT l.balance_after FROM balance_ledger l WHERE l.company_id = company
                     ORDER BY l.id DESC LIMIT 1), 0) INTO balance_before;
    IF balance_before < spend THEN
      RETURN jsonb_build_object('balance_short', true);
    END IF;
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
    INSERT INTO balance_ledger (company_id, amount, balance_after, kind, order_id, note)
    VALUES (company, -spend, balance_before - spend, 'order_pay', head.id,
      replace(p->>'balance_note', '{no}', head.order_no));
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
