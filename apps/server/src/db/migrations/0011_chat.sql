-- Customer-service chat (issue 7). Operator accounts are members with role 'agent': they log in
-- like buyers and open the agent page. One conversation per member; every message is stored before
-- it is delivered. Read markers are the last message id each side has seen.

ALTER TABLE members ADD COLUMN role text NOT NULL DEFAULT 'buyer' CHECK (role IN ('buyer', 'agent'));

CREATE TABLE chat_conversations (
  id              serial PRIMARY KEY,
  member_id       integer NOT NULL UNIQUE REFERENCES members(id),
  member_read_id  bigint NOT NULL DEFAULT 0,  -- last message id the member has read
  agent_read_id   bigint NOT NULL DEFAULT 0,  -- last message id an agent has read
  last_message_id bigint NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_conversations_updated_idx ON chat_conversations(updated_at DESC, id DESC);

-- kind 'text': text holds 1–500 characters. kind 'image': image holds {sha256, mime, size} of the
-- photo in the upload store. client_id: the sender's own id for the message, so a resend after a
-- reconnect is stored once.
CREATE TABLE chat_messages (
  id              bigserial PRIMARY KEY,
  conversation_id integer NOT NULL REFERENCES chat_conversations(id),
  sender          text NOT NULL CHECK (sender IN ('member', 'agent')),
  sender_id       integer NOT NULL REFERENCES members(id),
  kind            text NOT NULL CHECK (kind IN ('text', 'image')),
  text            text NOT NULL DEFAULT '' CHECK (char_length(text) <= 500),
  image           jsonb,
  client_id       text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'text' AND char_length(text) >= 1 AND image IS NULL)
      OR (kind = 'image' AND text = '' AND image IS NOT NULL))
);
CREATE INDEX chat_messages_conversation_idx ON chat_messages(conversation_id, id);
CREATE UNIQUE INDEX chat_messages_client_idx ON chat_messages(conversation_id, sender_id, client_id)
  WHERE client_id IS NOT NULL;
