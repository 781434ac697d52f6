-- Activity scope (decision 019). Besides the goods it lists (activity_goods) or being store-wide
-- (is_global), an activity may cover every goods under some categories, sub-categories included
-- (activity_categories). It may also reach only stores of some customer types and provinces, as a
-- control rule does: an empty list means any. A guest is reached only by activities with neither
-- restriction. The server applies the scope wherever an activity meets a goods for a buyer: cart
-- pricing, the order's re-check at checkout, goods tags, activity lists and zone lists.
ALTER TABLE activities
  ADD COLUMN allowed_customer_types text[] NOT NULL DEFAULT '{}',
  ADD COLUMN allowed_provinces      text[] NOT NULL DEFAULT '{}';

CREATE TABLE activity_categories (
  activity_id integer NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories(id),
  PRIMARY KEY (activity_id, category_id)
);
CREATE INDEX activity_categories_category_idx ON activity_categories(category_id);
