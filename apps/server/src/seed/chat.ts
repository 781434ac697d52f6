/**
 * The customer-service chat demo (issue 7): chat switched on for demo's stores (demo2's stays off,
 * so its side bar shows the contact links instead), and a short conversation: a question from demo
 * and the answer of the demo operator kefu01 (客服, the console's 客服工作台), which demo has not
 * read yet. Runs after the sequences have moved past the explicit ids and after the operators.
 */

import type { DbHandle } from '../db/client.ts';

/** The demo operator who answers (seeded by operators.ts). */
export const AGENT_OPERATOR = 'kefu01';
const DEMO_MEMBER_ID = 1;
const MINUTE_MS = 60_000;

const CONVERSATION: { sender: 'member' | 'agent'; text: string; minutesAgo: number }[] = [
  {
    sender: 'member',
    text: '你好，阿莫西林胶囊下周还有货吗？我们门店想补 20 盒。',
    minutesAgo: 95,
  },
  {
    sender: 'agent',
    text: '您好！阿莫西林胶囊华东仓目前库存充足，今天下单明天发货；需要整件采购的话可以联系您的专属业务员申请议价。',
    minutesAgo: 92,
  },
];

async function one<T>(handle: DbHandle, text: string, params: unknown[]): Promise<T> {
  const [row] = await handle.query<T>(text, params);
  if (!row) throw new Error(`seed insert returned nothing: ${text}`);
  return row;
}

export async function seedChat(handle: DbHandle, now: Date): Promise<void> {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE_MS);
  const agent = await one<{ id: number }>(handle, 'SELECT id FROM operators WHERE username = $1', [
    AGENT_OPERATOR,
  ]);
  await handle.query('UPDATE companies SET is_can_chat = true WHERE member_id = $1', [DEMO_MEMBER_ID]);

  const conversation = await one<{ id: number }>(
    handle,
    'INSERT INTO chat_conversations (member_id, created_at, updated_at) VALUES ($1, $2, $2) RETURNING id',
    [DEMO_MEMBER_ID, ago(CONVERSATION[0]?.minutesAgo ?? 0)],
  );
  const ids: Record<'member' | 'agent', number> = { member: 0, agent: 0 };
  for (const [i, line] of CONVERSATION.entries()) {
    const { id } = await one<{ id: number }>(
      handle,
      `INSERT INTO chat_messages (conversation_id, sender, sender_id, operator_id, kind, text, client_id,
         created_at)
       VALUES ($1, $2, $3, $4, 'text', $5, $6, $7) RETURNING id`,
      [
        conversation.id,
        line.sender,
        line.sender === 'agent' ? null : DEMO_MEMBER_ID,
        line.sender === 'agent' ? agent.id : null,
        line.text,
        `seed-${i + 1}`,
        ago(line.minutesAgo),
      ],
    );
    ids[line.sender] = id;
  }
  // The agent read the question (and answered it); demo has the answer waiting, unread.
  await handle.query(
    `UPDATE chat_conversations SET last_message_id = $2, agent_read_id = $3, updated_at = $4 WHERE id = $1`,
    [conversation.id, Math.max(ids.member, ids.agent), ids.member, ago(CONVERSATION.at(-1)?.minutesAgo ?? 0)],
  );
}
