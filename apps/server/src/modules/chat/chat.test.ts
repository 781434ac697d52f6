/**
 * The chat's HTTP calls: who may chat, the member's conversation and history, the agents' list
 * and histories, image messages and who may read them. The live side is in chat-socket.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CHAT_AGENT_CONVERSATIONS_URL,
  CHAT_AGENT_WS_URL,
  CHAT_CONVERSATION_URL,
  CHAT_HISTORY_PAGE,
  CHAT_IMAGE_FIELD,
  CHAT_IMAGE_MAX_BYTES,
  CHAT_IMAGE_URL,
  CHAT_MESSAGES_URL,
  type ChatConversationSelf,
  type ChatConversationSummary,
  type ChatHistory,
  type ChatMessage,
  chatAgentImageBytesUrl,
  chatAgentImageUrl,
  chatAgentMessagesUrl,
  chatImageUrl,
  CHAT_MESSAGES as M,
} from '@mall/shared/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { IMAGE_TYPE_MESSAGE, UPLOAD_SIZE_MESSAGE } from '../../http/uploads.ts';
import { loginOperator } from '../admin-auth/admin.fixtures.ts';
import {
  EXE_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  postMultipart,
  type UploadPart,
} from '../licence/upload.fixtures.ts';
import { type ChatAgentFixture, chatAgent, chatMember, cookieHeader, TestSocket } from './chat.fixtures.ts';

let t: TestApp;
let dataDir: string;
let agent: ChatAgentFixture;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mall-chat-test-'));
  t = await createTestApp({ dataDir });
  agent = await chatAgent(t, '客服小周');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Stores messages as the socket would, oldest first; returns their ids. */
async function seedMessages(
  memberId: number,
  lines: { sender: 'member' | 'agent'; text: string }[],
): Promise<{ conversationId: number; ids: number[] }> {
  const [conversation] = await t.handle.query<{ id: number }>(
    `INSERT INTO chat_conversations (member_id) VALUES ($1)
     ON CONFLICT (member_id) DO UPDATE SET member_id = EXCLUDED.member_id RETURNING id`,
    [memberId],
  );
  const conversationId = conversation!.id;
  const ids: number[] = [];
  for (const line of lines) {
    const [row] = await t.handle.query<{ id: string }>(
      `INSERT INTO chat_messages (conversation_id, sender, sender_id, operator_id, kind, text)
       VALUES ($1, $2, $3, $4, 'text', $5) RETURNING id`,
      [
        conversationId,
        line.sender,
        line.sender === 'agent' ? null : memberId,
        line.sender === 'agent' ? agent.operatorId : null,
        line.text,
      ],
    );
    ids.push(Number(row!.id));
  }
  await t.handle.query(
    'UPDATE chat_conversations SET last_message_id = $2, updated_at = now() WHERE id = $1',
    [conversationId, ids.at(-1) ?? 0],
  );
  return { conversationId, ids };
}

const png = (bytes = PNG_BYTES) => ({ filename: 'photo.png', bytes, type: 'image/png' });
const imagePart = (file = png()): UploadPart => ({ name: CHAT_IMAGE_FIELD, value: file });

const getImage = (client: TestClient | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: client ? { cookie: cookieHeader(client) } : {} });

describe('who may chat', () => {
  it('refuses guests, and members whose store has no chat, with the reason', async () => {
    const guest = await t.client().get(CHAT_CONVERSATION_URL);
    expect(guest.status).toBe(401);
    const { client } = await chatMember(t, false);
    for (const url of [CHAT_CONVERSATION_URL, CHAT_MESSAGES_URL]) {
      const res = await client.get(url);
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe(M.notEnabled);
    }
    const upload = await postMultipart(t, client, CHAT_IMAGE_URL, [imagePart()]);
    expect([upload.status, upload.body.msg]).toEqual([403, M.notEnabled]);
  });

  it('keeps the agents’ calls to operators with the chat permission (客服, 管理员)', async () => {
    const { client } = await chatMember(t);
    const { member } = await chatMember(t);
    const { conversationId, ids } = await seedMessages(member.memberId, [{ sender: 'member', text: '你好' }]);
    const imageId = (
      await postMultipart<ChatMessage>(t, agent.client, chatAgentImageUrl(conversationId), [imagePart()])
    ).body.data.id;
    const reads = [
      CHAT_AGENT_CONVERSATIONS_URL,
      chatAgentMessagesUrl(conversationId),
      chatAgentImageBytesUrl(imageId),
    ];
    const refusals: [who: TestClient, status: number, msg: string][] = [
      [t.client(), 401, '请先登录运营后台'],
      [client, 401, '请先登录运营后台'],
      [await loginOperator(t, 'yunying'), 403, '您没有该操作的权限'],
      [await loginOperator(t, 'caiwu'), 403, '您没有该操作的权限'],
    ];
    for (const [who, status, msg] of refusals) {
      for (const url of reads) {
        const res = await who.get(url);
        expect([url, res.status, res.body.msg]).toEqual([url, status, msg]);
      }
      const upload = await postMultipart(t, who, chatAgentImageUrl(conversationId), [imagePart()]);
      expect([upload.status, upload.body.msg]).toEqual([status, msg]);
      await expect(TestSocket.open(t, CHAT_AGENT_WS_URL, who)).rejects.toThrow(String(status));
    }
    expect(await countMessages(conversationId)).toBe(2);
    for (const who of [agent.client, await loginOperator(t, 'kefu01'), await loginOperator(t, 'admin')]) {
      const list = await who.get<ChatConversationSummary[]>(CHAT_AGENT_CONVERSATIONS_URL);
      expect(list.status).toBe(200);
      expect(list.body.data.find((c) => c.id === conversationId)?.member_id).toBe(member.memberId);
      const history = await who.get<ChatHistory>(chatAgentMessagesUrl(conversationId));
      expect(history.body.data.list.map((m) => m.id)).toEqual([ids[0], imageId]);
      expect((await getImage(who, chatAgentImageBytesUrl(imageId))).statusCode).toBe(200);
    }
    // A member reads images through the member's route only.
    expect((await getImage(client, chatAgentImageBytesUrl(imageId))).statusCode).toBe(401);
  });

  it('shows an operator’s answer to the member under the operator’s name', async () => {
    const { member, client } = await chatMember(t);
    const { conversationId } = await seedMessages(member.memberId, [{ sender: 'member', text: '在吗' }]);
    await seedMessages(member.memberId, [{ sender: 'agent', text: '在的，请讲' }]);
    const history = await client.get<ChatHistory>(CHAT_MESSAGES_URL);
    expect(history.body.data.list.at(-1)).toMatchObject({
      conversation_id: conversationId,
      sender: 'agent',
      sender_name: '客服小周',
      text: '在的，请讲',
    });
  });

  it('shows the seeded conversation of demo to the demo operator kefu01; demo may chat, demo2 may not', async () => {
    const kefu = await loginOperator(t, 'kefu01');
    const list = await kefu.get<ChatConversationSummary[]>(CHAT_AGENT_CONVERSATIONS_URL);
    expect(list.status).toBe(200);
    const demoRow = list.body.data.find((c) => c.member_name === '张明');
    expect(demoRow).toMatchObject({ company_name: '康源大药房（演示店）', unread: 0, member_read_id: 0 });
    expect(demoRow?.last_message).toMatchObject({ sender: 'agent', sender_name: '客服01', kind: 'text' });

    const demo = await t.loginAs('demo');
    const demoBase = (await demo.get<{ is_can_chat: number; is_agent: number }>('/api/user/base')).body.data;
    expect([demoBase.is_can_chat, demoBase.is_agent]).toEqual([1, 0]);
    const own = await demo.get<ChatConversationSelf>(CHAT_CONVERSATION_URL);
    expect(own.body.data).toMatchObject({ id: demoRow?.id, unread: 1 });
    const history = await demo.get<ChatHistory>(CHAT_MESSAGES_URL);
    expect(history.body.data.list.map((m) => m.sender)).toEqual(['member', 'agent']);

    const demo2 = await t.loginAs('demo2');
    expect((await demo2.get<{ is_can_chat: number }>('/api/user/base')).body.data.is_can_chat).toBe(0);
    expect((await demo2.get(CHAT_CONVERSATION_URL)).status).toBe(403);
  });
});

const countMessages = async (conversationId: number) =>
  (
    await t.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_messages WHERE conversation_id = $1',
      [conversationId],
    )
  )[0]!.n;

describe('GET /api/chat/conversation and /api/chat/messages', () => {
  it('reads the member’s conversation without opening one: a GET writes nothing', async () => {
    const { member, client } = await chatMember(t);
    const conversations = async () =>
      (
        await t.handle.query<{ id: number }>('SELECT id FROM chat_conversations WHERE member_id = $1', [
          member.memberId,
        ])
      ).map((r) => r.id);
    for (let i = 0; i < 2; i++) {
      const none = await client.get<ChatConversationSelf>(CHAT_CONVERSATION_URL);
      expect(none.body.data).toEqual({ id: 0, unread: 0, agent_read_id: 0 });
    }
    expect(await conversations()).toEqual([]);
    // The first message opens it; the read then names it.
    const { conversationId } = await seedMessages(member.memberId, [{ sender: 'member', text: '在吗' }]);
    const opened = await client.get<ChatConversationSelf>(CHAT_CONVERSATION_URL);
    expect(opened.body.data).toEqual({ id: conversationId, unread: 0, agent_read_id: 0 });
    expect(await conversations()).toEqual([conversationId]);
  });

  it('pages history backwards, each page oldest first', async () => {
    const { member, client } = await chatMember(t);
    const empty = await client.get<ChatHistory>(CHAT_MESSAGES_URL);
    expect(empty.body.data).toEqual({ list: [], has_more: false });

    const lines = Array.from({ length: CHAT_HISTORY_PAGE + 5 }, (_, i) => ({
      sender: i % 3 === 2 ? ('agent' as const) : ('member' as const),
      text: `第${i + 1}条`,
    }));
    const { ids } = await seedMessages(member.memberId, lines);
    const newest = await client.get<ChatHistory>(CHAT_MESSAGES_URL);
    expect(newest.body.data.has_more).toBe(true);
    expect(newest.body.data.list.map((m) => m.id)).toEqual(ids.slice(5));
    expect(newest.body.data.list[0]).toMatchObject({
      text: '第6条',
      sender: 'agent',
      sender_name: '客服小周',
    });
    expect(newest.body.data.list[1]).toMatchObject({ text: '第7条', sender: 'member', sender_name: '张三' });

    const older = await client.get<ChatHistory>(CHAT_MESSAGES_URL, { before: ids[5], limit: 3 });
    expect(older.body.data).toMatchObject({ has_more: true });
    expect(older.body.data.list.map((m) => m.text)).toEqual(['第3条', '第4条', '第5条']);
    const oldest = await client.get<ChatHistory>(CHAT_MESSAGES_URL, { before: ids[2], limit: 3 });
    expect(oldest.body.data).toMatchObject({ has_more: false });
    expect(oldest.body.data.list.map((m) => m.text)).toEqual(['第1条', '第2条']);

    // The agent reads the same conversation the same way.
    const { id } = (await client.get<ChatConversationSelf>(CHAT_CONVERSATION_URL)).body.data;
    const asAgent = await agent.client.get<ChatHistory>(chatAgentMessagesUrl(id), {
      before: ids[5],
      limit: 3,
    });
    expect(asAgent.body.data).toEqual(older.body.data);
  });

  it('answers 422 for bad paging and shows nobody else’s messages', async () => {
    const { client } = await chatMember(t);
    const queries: Record<string, string | number>[] = [
      { limit: 0 },
      { limit: CHAT_HISTORY_PAGE + 1 },
      { limit: 'x' },
      { before: 0 },
      { before: 'x' },
    ];
    for (const query of queries) {
      const res = await client.get(CHAT_MESSAGES_URL, query);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toEqual([Object.keys(query)[0]]);
    }
    const other = await chatMember(t);
    await seedMessages(other.member.memberId, [{ sender: 'member', text: '别人的秘密' }]);
    const own = await client.get<ChatHistory>(CHAT_MESSAGES_URL);
    expect(own.body.data.list).toEqual([]);
  });
});

describe('the agents’ list and histories', () => {
  it('lists conversations by newest activity with unread counts', async () => {
    const a = await chatMember(t);
    const b = await chatMember(t);
    const first = await seedMessages(a.member.memberId, [
      { sender: 'member', text: 'A 问一' },
      { sender: 'member', text: 'A 问二' },
    ]);
    const second = await seedMessages(b.member.memberId, [{ sender: 'member', text: 'B 问' }]);
    await t.handle.query('UPDATE chat_conversations SET agent_read_id = $2 WHERE id = $1', [
      first.conversationId,
      first.ids[0],
    ]);
    const list = await agent.client.get<ChatConversationSummary[]>(CHAT_AGENT_CONVERSATIONS_URL);
    const ids = list.body.data.map((c) => c.id);
    expect(ids.indexOf(second.conversationId)).toBeLessThan(ids.indexOf(first.conversationId));
    expect(list.body.data.find((c) => c.id === first.conversationId)).toMatchObject({
      member_id: a.member.memberId,
      unread: 1,
      last_message: { id: first.ids[1], text: 'A 问二' },
    });
    const times = list.body.data.map((c) => c.updated_at);
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });

  it('answers 422 for a bad id and 404 for an unknown conversation', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await agent.client.get(`${CHAT_AGENT_CONVERSATIONS_URL}/${id}/messages`);
      expect(res.status).toBe(422);
      expect(res.body.errors).toHaveProperty('id');
    }
    const missing = await agent.client.get(chatAgentMessagesUrl(999_999));
    expect([missing.status, missing.body.msg]).toEqual([404, M.conversationNotFound]);
    const upload = await postMultipart(t, agent.client, chatAgentImageUrl(999_999), [imagePart()]);
    expect([upload.status, upload.body.msg]).toEqual([404, M.conversationNotFound]);
  });
});

describe('image messages', () => {
  it('stores a member’s image, delivers it live, and shows it to that member and agents only', async () => {
    const { member, client } = await chatMember(t);
    const agentSocket = await TestSocket.open(t, CHAT_AGENT_WS_URL, agent.client);
    try {
      await agentSocket.untilReady();
      const res = await postMultipart<ChatMessage>(t, client, CHAT_IMAGE_URL, [
        { name: 'client_id', value: 'img-1' },
        imagePart(),
      ]);
      expect(res.status).toBe(200);
      const message = res.body.data;
      expect(message).toMatchObject({
        sender: 'member',
        kind: 'image',
        text: '',
        image: chatImageUrl(message.id),
        client_id: 'img-1',
      });
      const live = await agentSocket.next((f) => f.type === 'message' && f.message.id === message.id);
      expect(live).toEqual({ type: 'message', message });

      // The resent upload is the same message.
      const again = await postMultipart<ChatMessage>(t, client, CHAT_IMAGE_URL, [
        { name: 'client_id', value: 'img-1' },
        imagePart(),
      ]);
      expect(again.body.data).toEqual(message);
      expect(await countMessages(message.conversation_id)).toBe(1);

      const reads: [TestClient, string][] = [
        [client, message.image],
        [agent.client, chatAgentImageBytesUrl(message.id)],
      ];
      for (const [reader, url] of reads) {
        const bytes = await getImage(reader, url);
        expect(bytes.statusCode).toBe(200);
        expect(bytes.headers['content-type']).toBe('image/png');
        expect(bytes.headers).toMatchObject({
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
          'content-disposition': 'inline',
          'content-length': String(PNG_BYTES.length),
        });
        expect(bytes.rawPayload.equals(PNG_BYTES)).toBe(true);
      }
      const stranger = await chatMember(t);
      const refused = await getImage(stranger.client, message.image);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ msg: M.imageNotFound });
      const noChat = await chatMember(t, false);
      expect((await getImage(noChat.client, message.image)).statusCode).toBe(403);
      expect((await getImage(null, message.image)).statusCode).toBe(401);
      expect((await getImage(client, `${CHAT_IMAGE_URL}/abc`)).statusCode).toBe(422);
      // A text message has no image to read.
      const { ids } = await seedMessages(member.memberId, [{ sender: 'member', text: '文字' }]);
      expect((await getImage(client, chatImageUrl(ids[0]!))).statusCode).toBe(404);
    } finally {
      agentSocket.close();
    }
  });

  it('lets an agent send an image into a conversation', async () => {
    const { member, client } = await chatMember(t);
    const { conversationId } = await seedMessages(member.memberId, [
      { sender: 'member', text: '发张图看看' },
    ]);
    const res = await postMultipart<ChatMessage>(t, agent.client, chatAgentImageUrl(conversationId), [
      imagePart(),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ conversation_id: conversationId, sender: 'agent', client_id: '' });
    expect((await getImage(client, res.body.data.image)).statusCode).toBe(200);
    const self = await client.get<ChatConversationSelf>(CHAT_CONVERSATION_URL);
    expect(self.body.data.unread).toBe(1);
  });

  it('refuses other files, too large an image, no image and a bad client_id, storing nothing', async () => {
    const { member, client } = await chatMember(t);
    const cases: [parts: UploadPart[], field: string, message: string][] = [
      [
        [imagePart({ filename: 'a.png', bytes: PDF_BYTES, type: 'image/png' })],
        CHAT_IMAGE_FIELD,
        IMAGE_TYPE_MESSAGE,
      ],
      [
        [imagePart({ filename: 'a.jpg', bytes: EXE_BYTES, type: 'image/jpeg' })],
        CHAT_IMAGE_FIELD,
        IMAGE_TYPE_MESSAGE,
      ],
      [
        [imagePart({ filename: 'a.png', bytes: Buffer.alloc(0), type: 'image/png' })],
        CHAT_IMAGE_FIELD,
        IMAGE_TYPE_MESSAGE,
      ],
      [
        [imagePart(png(Buffer.concat([PNG_BYTES, Buffer.alloc(CHAT_IMAGE_MAX_BYTES)])))],
        CHAT_IMAGE_FIELD,
        UPLOAD_SIZE_MESSAGE,
      ],
      [[{ name: 'client_id', value: 'x1' }], CHAT_IMAGE_FIELD, M.imageMissing],
      [[{ name: 'other', value: png() }], CHAT_IMAGE_FIELD, M.imageMissing],
      [[{ name: 'client_id', value: 'bad id!' }, imagePart()], 'client_id', M.badClientId],
    ];
    for (const [parts, field, message] of cases) {
      const res = await postMultipart(t, client, CHAT_IMAGE_URL, parts);
      expect(res.status).toBe(422);
      expect(res.body.errors?.[field]).toEqual([message]);
    }
    const stored = await t.handle.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_messages m
       JOIN chat_conversations c ON c.id = m.conversation_id WHERE c.member_id = $1`,
      [member.memberId],
    );
    expect(stored[0]?.n).toBe(0);
  });
});
