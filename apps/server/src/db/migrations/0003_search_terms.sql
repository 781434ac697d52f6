-- Catalogue search at scale. A wholesale catalogue repeats a few thousand drug names across many
-- manufacturers, warehouses and specs, so searching goes in two steps: match the keyword against
-- the distinct names (search_terms: substring, full pinyin, pinyin initials), then take the goods of
-- the matched names best-selling first through (name, sales) indexes. Short Chinese keywords such
-- as 阿莫 have no trigram, so matching them against every goods row would scan the whole table.

CREATE TABLE search_terms (
  term     text PRIMARY KEY,              -- a goods name or generic name
  pinyin   text NOT NULL DEFAULT '',      -- full pinyin of a display name, e.g. amoxilinjiaonang
  initials text NOT NULL DEFAULT ''       -- pinyin initials, e.g. amxljn
);
CREATE INDEX search_terms_term_trgm ON search_terms USING gin (term gin_trgm_ops);
CREATE INDEX search_terms_pinyin_trgm ON search_terms USING gin (pinyin gin_trgm_ops);
CREATE INDEX search_terms_initials_idx ON search_terms(initials text_pattern_ops);

-- The goods of one name (or generic name, or manufacturer), best-selling first.
CREATE INDEX goods_name_sales_idx ON goods(name, sales DESC, id);
CREATE INDEX goods_generic_sales_idx ON goods(generic_name, sales DESC, id) WHERE generic_name <> name;
CREATE INDEX goods_manufacturer_sales_idx ON goods(manufacturer_id, sales DESC, id);
-- Best sellers of a category (related goods on the detail page, category lists by sales).
CREATE INDEX goods_category_sales_idx ON goods(category_id, sales DESC, id);

-- Kept by the database itself, once per statement, so bulk inserts stay bulk.
CREATE FUNCTION collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term, pinyin, initials)
    SELECT DISTINCT ON (name) name, pinyin, initials FROM changed_goods ORDER BY name, pinyin DESC
  ON CONFLICT (term) DO UPDATE SET pinyin = EXCLUDED.pinyin, initials = EXCLUDED.initials
    WHERE EXCLUDED.pinyin <> ''
      AND (search_terms.pinyin, search_terms.initials) IS DISTINCT FROM (EXCLUDED.pinyin, EXCLUDED.initials);
  INSERT INTO search_terms (term)
    SELECT DISTINCT generic_name FROM changed_goods WHERE generic_name <> name AND generic_name <> ''
  ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER goods_search_terms_insert AFTER INSERT ON goods
  REFERENCING NEW TABLE AS changed_goods FOR EACH STATEMENT EXECUTE FUNCTION collect_search_terms();
CREATE TRIGGER goods_search_terms_update AFTER UPDATE ON goods
  REFERENCING NEW TABLE AS changed_goods FOR EACH STATEMENT EXECUTE FUNCTION collect_search_terms();

INSERT INTO search_terms (term, pinyin, initials)
  SELECT DISTINCT ON (name) name, pinyin, initials FROM goods ORDER BY name, pinyin DESC
ON CONFLICT (term) DO NOTHING;
INSERT INTO search_terms (term)
  SELECT DISTINCT generic_name FROM goods WHERE generic_name <> name AND generic_name <> ''
ON CONFLICT (term) DO NOTHING;
