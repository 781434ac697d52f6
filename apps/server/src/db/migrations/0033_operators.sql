-- The operator console (decision 020). Operators are not members: their own accounts, roles and
-- sessions (cookie op_sid, SameSite=Strict, path /api/admin), and every act they take is written
-- to operator_audit_log in the same transaction as the change itself.
CREATE TABLE operators (
  id            serial PRIMARY KEY,
  username      text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  name          text NOT NULL,
  roles         text[] NOT NULL DEFAULT '{}',
  disabled      boolean NOT NULL DEFAULT false,
  last_login_at timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE operator_sessions (
  id_hash      text PRIMARY KEY,
  operator_id  integer NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
  csrf_token   text NOT NULL,
  ip           text NOT NULL DEFAULT '',
  user_agent   text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX operator_sessions_operator_idx ON operator_sessions(operator_id);
CREATE INDEX operator_sessions_expires_idx ON operator_sessions(expires_at);

CREATE TABLE operator_audit_log (
  id          bigserial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators(id),
  at          timestamptz NOT NULL DEFAULT now(),
  action      text NOT NULL,
  target_type text NOT NULL,
  target_id   text NOT NULL DEFAULT '',
  before      jsonb,
  after       jsonb,
  ip          text NOT NULL DEFAULT '',
  user_agent  text NOT NULL DEFAULT ''
);
CREATE INDEX operator_audit_log_at_idx ON operator_audit_log(at DESC);
CREATE INDEX operator_audit_log_operator_idx ON operator_audit_log(operator_id, at DESC);
CREATE INDEX operator_audit_log_target_idx ON operator_audit_log(target_type, target_id);
