-- The chat agents' desk moves into the operator console (issue 16): agents answer as operators
-- (operators, decision 020), no longer as members with role 'agent'. A member's message names the
-- member in sender_id; an agent's names the operator in operator_id (older agent messages keep
-- the member account that wrote them in sender_id). A resend by the same operator is stored once.
ALTER TABLE chat_messages ALTER COLUMN sender_id DROP NOT NULL;
ALTER TABLE chat_messages ADD COLUMN operator_id integer REFERENCES operators(id);
ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_author_check
  CHECK ((sender_id IS NULL) <> (operator_id IS NULL) AND (operator_id IS NULL OR sender = 'agent'));
CREATE UNIQUE INDEX chat_messages_operator_client_idx ON chat_messages(conversation_id, operator_id, client_id)
  WHERE client_id IS NOT NULL AND operator_id IS NOT NULL;
