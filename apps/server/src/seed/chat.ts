/**
 * The customer-service chat demo (issue 7): the agent account `kefu` (password kefu123456, shown
 * as 在线客服), chat switched on for demo's stores (demo2's stays off, so its side bar shows the
 * contact links instead), and a short conversation: a question from demo and the agent's answer,
 * which demo has not read yet. The agent has a store of its own, so it logs in like any member.
 * Runs after the sequences have moved past the explicit ids.
 */

import type { DbHandle } from '../db/client.ts';
import { hashPassword } from '../modules/user/password.ts';

export const AGENT_USERNAME = 'kefu';
export const AGENT_PASSWORD = 'kefu123456';
const AGENT_NAME = '在线客服';
const AGENT_PHONE = '13800000009';
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
  const agent = await one<{ id: number }>(
    handle,
    `INSERT INTO members (username, phone, password_hash, name, role, created_at)
     VALUES ($1, $2, $3, $4, 'agent', $5) RETURNING id`,
    [AGENT_USERNAME, AGENT_PHONE, await hashPassword(AGENT_PASSWORD), AGENT_NAME, ago(400 * 24 * 60)],
  );
  const store = await one<{ id: number }>(
    handle,
    `INSERT INTO companies (member_id, name, customer_type, province, city, district, address,
       contact_name, contact_phone, review_status, is_show_youx, created_at)
     VALUES ($1, '在线客服中心', '其他', '浙江省', '杭州市', '西湖区', '文三路478号', $2, $3, 0, false, $4)
     RETURNING id`,
    [agent.id, AGENT_NAME, AGENT_PHONE, ago(400 * 24 * 60)],
  );
  await handle.query('UPDATE members SET current_company_id = $1 WHERE id = $2', [store.id, agent.id]);
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
      `INSERT INTO chat_messages (conversation_id, sender, sender_id, kind, text, client_id, created_at)
       VALUES ($1, $2, $3, 'text', $4, $5, $6) RETURNING id`,
      [
        conversation.id,
        line.sender,
        line.sender === 'agent' ? agent.id : DEMO_MEMBER_ID,
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
