-- Every change to what a session read returns is announced on the channel `mall_session`, at commit
-- (decision 024): API processes keep recent session reads for the catalogue's read calls and drop
-- them on these notices. The triggers fire for every writer (the services, an operator, a script),
-- so no code path can change a session, a member's status or a store's catalogue view unseen.
-- Payloads: 's:<id_hash>' a session updated or deleted, 'm:<id>' a member, 'c:<id>' a store.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('mall_session', 's:' || OLD.id_hash);
  ELSIF TG_TABLE_NAME = 'members' THEN
    PERFORM pg_notify('mall_session', 'm:' || OLD.id);
  ELSE
    PERFORM pg_notify('mall_session', 'c:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();

CREATE TRIGGER members_session_changed AFTER UPDATE OF status OR DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();

CREATE TRIGGER companies_session_changed AFTER UPDATE OF review_status, province, customer_type OR DELETE
  ON companies FOR EACH ROW EXECUTE FUNCTION notify_session_change();
