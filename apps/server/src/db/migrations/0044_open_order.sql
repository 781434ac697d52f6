-- Opens an order's transaction in one call (order-create.service.ts): locks the store's row (the
-- money path's lock order starts there) and, after the lock, reads what the order needs of the
-- store: the order already placed under this idempotency key, the chosen address, the invoice
-- profile and the balance. Each statement of a function takes its own snapshot, so the reads see
-- whatever the transaction that held the lock before committed. One round trip instead of six
-- (with the plan setting below): under a hundred buyers at once the round trips were most of
-- what an order cost.
--
-- generic_plans: keep one plan per prepared statement for the rest of the transaction
-- (plan-cache.ts); asked for on PostgreSQL only.
--
-- NULL when the store does not exist. Otherwise {"store": {id, name, province, customer_type,
-- review_status}, "existing": order head or null, "address": {consignee, phone, province, city,
-- district, detail} or null, "invoice": invoice profile or null, "balance": fen}.
CREATE FUNCTION open_order(store_id integer, order_key text, address_ref integer, generic_plans boolean)
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
    'balance', coalesce((SELECT l.balance_after FROM balance_ledger l WHERE l.company_id = store_id
      ORDER BY l.id DESC LIMIT 1), 0));
END
$$ LANGUAGE plpgsql;
