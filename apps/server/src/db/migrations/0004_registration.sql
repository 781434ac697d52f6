-- Joining and passwords (issue 4): SMS codes and their dev outbox, the short-lived tokens that carry
-- a verified phone from one step to the next, WeChat sandbox tickets, account-manager codes (ywy).

-- The code a buyer types as 业务员编码 when registering.
ALTER TABLE account_managers ADD COLUMN code text UNIQUE;

-- What the built-in SMS provider "sent": the dev outbox that tests and developers read.
CREATE TABLE sms_outbox (
  id         serial PRIMARY KEY,
  phone      text NOT NULL,
  body       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_phone_idx ON sms_outbox(phone, id);

-- One live code per phone and scene; only its keyed hash is kept.
CREATE TABLE sms_codes (
  phone      text NOT NULL,
  scene      text NOT NULL,
  code_hash  text NOT NULL,
  attempts   smallint NOT NULL DEFAULT 0,
  sent_at    timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (phone, scene)
);

-- A verified phone carried to the next step: registration step 2, or the new password of a reset.
-- Single use; only the token's SHA-256 is stored. Registration keeps step 1's password hash here.
CREATE TABLE verification_tokens (
  token_hash    text PRIMARY KEY,
  purpose       text NOT NULL,          -- register | forget
  phone         text NOT NULL,
  password_hash text,
  expires_at    timestamptz NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_tokens_expires_idx ON verification_tokens(expires_at);

-- A WeChat sandbox QR ticket: issued to a member, confirmed by "scanning" it.
CREATE TABLE wechat_tickets (
  ticket_hash  text PRIMARY KEY,
  member_id    integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  expires_at   timestamptz NOT NULL,
  confirmed_at timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wechat_tickets_member_idx ON wechat_tickets(member_id);
