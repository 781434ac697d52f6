-- An operator's login name is one name in any case: test_op2 and TEST_OP2 cannot both exist. The
-- console always refused an exact repeat (UNIQUE above); this index refuses the case variants too.
-- A database that already holds case variants keeps the oldest account's name as it is; each later
-- one is renamed to its name plus "_" and its id (TEST_OP2 of id 7 logs in as TEST_OP2_7 from now on),
-- so the index can be built and no account is lost.
UPDATE operators o SET username = o.username || '_' || o.id, updated_at = now()
WHERE EXISTS (
  SELECT 1 FROM operators older WHERE lower(older.username) = lower(o.username) AND older.id < o.id
);
CREATE UNIQUE INDEX operators_username_lower_idx ON operators (lower(username));
