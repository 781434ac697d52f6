-- A coupon may be limited to business scopes (处方药, 非处方药, …): it then counts, and is shared
-- over, only the cart lines whose goods all lie in them (a package: every component). NULL: every
-- scope, as before. The words of `scope` stay what the buyer reads.
ALTER TABLE coupons ADD COLUMN scope_ids integer[];
