-- Pinyin search from inside a name. Buyers type the initials or the pinyin of the part they know
-- (aldp for 苯磺酸氨氯地平片, kz for 医用外科口罩), so a keyword may match from any character of
-- the initials and from any syllable of the full pinyin, not only from the start. Each spelling
-- is kept twice: run together (trigram-indexed, for LIKE '%aldp%') and by unit, space-separated
-- (b h s a l d p p), where a regular expression checks that the match begins on a unit.
--
-- Only the application reads Chinese as pinyin: the columns stay NULL until it spells the row
-- (the seed, the start of the server, whatever writes catalogue rows). Every existing row is
-- respelled that way, which also turns the dropped ü (氯 l) into v (氯 lv).

ALTER TABLE search_terms
  ADD COLUMN pinyin_words   text,   -- ben huang suan an lv di ping pian; NULL until spelled
  ADD COLUMN initials_words text;   -- b h s a l d p p
ALTER TABLE manufacturers
  ADD COLUMN pinyin_words   text,
  ADD COLUMN initials_words text;

CREATE INDEX search_terms_initials_trgm ON search_terms USING gin (initials gin_trgm_ops);
CREATE INDEX search_terms_unspelled_idx ON search_terms (term) WHERE pinyin_words IS NULL;
CREATE INDEX manufacturers_initials_trgm ON manufacturers USING gin (initials gin_trgm_ops);
CREATE INDEX manufacturers_unspelled_idx ON manufacturers (name) WHERE pinyin_words IS NULL;
-- A short keyword now matches inside most manufacturer names (zy: 制药, 药业); their suggestions
-- count each one's goods on sale, which this index answers without reading the goods rows.
CREATE INDEX goods_on_sale_manufacturer_idx ON goods (manufacturer_id) WHERE is_on_sale;

-- The trigger keeps the list of terms (names and generic names alike); spelling is the
-- application's, so the goods' own pinyin columns are no longer read and go.
CREATE OR REPLACE FUNCTION collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
    SELECT name FROM changed_goods WHERE name <> ''
    UNION
    SELECT generic_name FROM changed_goods WHERE generic_name <> ''
  ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END
$$;

INSERT INTO search_terms (term)
  SELECT generic_name FROM goods WHERE generic_name <> ''
ON CONFLICT (term) DO NOTHING;

DROP INDEX goods_pinyin_trgm;
DROP INDEX goods_initials_idx;
ALTER TABLE goods DROP COLUMN pinyin, DROP COLUMN initials;
