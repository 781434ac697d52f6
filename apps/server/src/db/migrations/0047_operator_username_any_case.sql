-- An operator's login name is one name in any case: test_op2 and TEST_OP2 cannot both exist. The
-- console always refused an exact repeat (UNIQUE above); this index refuses the case variants too.
-- A database that already holds case variants keeps the oldest account's name as it is; each later
-- one is renamed to its name plus "_" and its id (TEST_OP2 of id 7 logs in as TEST_OP2_7 from now on),
-- and a further "_1", "_2", … while that name too is taken in some case, so the index can be built
-- and no account is lost.
DO $$
DECLARE
  variant record;
  candidate text;
  attempt integer;
BEGIN
  FOR variant IN
    SELECT o.id, o.username FROM operators o
    WHERE EXISTS (SELECT 1 FROM operators older WHERE lower(older.username) = lower(o.username) AND older.id < o.id)
    ORDER BY o.id
  LOOP
    attempt := 0;
    LOOP
      candidate := variant.username || '_' || variant.id || CASE WHEN attempt = 0 THEN '' ELSE '_' || attempt END;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM operators x WHERE lower(x.username) = lower(candidate));
      attempt := attempt + 1;
    END LOOP;
    UPDATE operators SET username = candidate, updated_at = now() WHERE id = variant.id;
  END LOOP;
END
$$;
CREATE UNIQUE INDEX operators_username_lower_idx ON operators (lower(username));
