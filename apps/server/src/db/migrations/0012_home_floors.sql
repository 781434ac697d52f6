-- The home page's category floors (issue 7): which top categories get a floor, in which order,
-- with the art shown left of the floor's goods. The goods themselves are the category's best
-- sellers, read when the floor scrolls into view.

CREATE TABLE home_floors (
  id          serial PRIMARY KEY,
  category_id integer NOT NULL UNIQUE REFERENCES categories(id),
  title       text NOT NULL DEFAULT '',  -- '' shows the category's name
  banner      text NOT NULL DEFAULT '',  -- image URL; '' for none
  url         text NOT NULL DEFAULT '',  -- where the banner leads; '' for the category's list
  sort        integer NOT NULL DEFAULT 0,
  is_enabled  boolean NOT NULL DEFAULT true
);
CREATE INDEX home_floors_sort_idx ON home_floors(sort, id) WHERE is_enabled;
