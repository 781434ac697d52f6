-- Reach of group buys, trade-ups and cashback campaigns (decision 019). Like an activity, each may
-- reach only stores of some customer types and provinces (the store's customer_type and province,
-- as control rules read them); an empty list means any. A guest is reached only by one that
-- restricts neither. A store outside the reach is not shown the offer and cannot use it: it does
-- not see or join the group, is not offered or sold the trade-up, and earns no cashback.
ALTER TABLE group_buys
  ADD COLUMN allowed_customer_types text[] NOT NULL DEFAULT '{}',
  ADD COLUMN allowed_provinces      text[] NOT NULL DEFAULT '{}';

ALTER TABLE trade_up_offers
  ADD COLUMN allowed_customer_types text[] NOT NULL DEFAULT '{}',
  ADD COLUMN allowed_provinces      text[] NOT NULL DEFAULT '{}';

ALTER TABLE cashback_campaigns
  ADD COLUMN allowed_customer_types text[] NOT NULL DEFAULT '{}',
  ADD COLUMN allowed_provinces      text[] NOT NULL DEFAULT '{}';
