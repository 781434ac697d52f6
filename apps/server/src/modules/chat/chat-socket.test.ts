/**
 * The chat over WebSocket: a member and an agent talking live, reconnects that catch up, resends
 * stored once, read markers, bad frames, and the refusals at the upgrade.
 */
import { EventEmitter } from 'node:events';
import {
  CHAT_AGENT_CONVERSATIONS_URL,
  CHAT_AGENT_WS_URL,
  CHAT_CLOSE_IDLE,
  CHAT_CLOSE_SIGNED_OUT,
  CHAT_CONVERSATION_URL,
  CHAT_IMAGE_FIELD,
  CHAT_IMAGE_URL,
  CHAT_SENDS_PER_MINUTE,
  CHAT_TEXT_MAX,
  CHAT_WS_URL,
  type ChatConversationSelf,
  type ChatConversationSummary,
  type ChatMessage,
  type ChatServerFrame,
  CHAT_MESSAGES as M,
} from '@mall/shared/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { NOT_LOGGED_IN_MESSAGE } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { opPost } from '../admin-auth/admin.fixtures.ts';
import { PNG_BYTES, postMultipart } from '../licence/upload.fixtures.ts';
import { type ChatAgentFixture, chatAgent, chatMember, isMessage, TestSocket } from './chat.fixtures.ts';
import type { ChatActor } from './chat.service.ts';
import { ChatHub } from './chat-hub.ts';
import { type ChatSocket, serveChatSocket } from './chat-socket.ts';

let t: TestApp;
let agent: ChatAgentFixture;
const open: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  agent = await chatAgent(t);
});
afterAll(async () => {
  for (const socket of open) socket.close();
  await t.close();
});

async function connect(path: string, client: TestClient | null, headers?: Record<string, string>) {
  const socket = await TestSocket.open(t, path, client, headers);
  open.push(socket);
  return socket;
}

const messageOf = (frame: ChatServerFrame): ChatMessage => {
  if (frame.type !== 'message') throw new Error(`not a message: ${JSON.stringify(frame)}`);
  return frame.message;
};

const storedCount = async (conversationId: number) =>
  (
    await t.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_messages WHERE conversation_id = $1',
      [conversationId],
    )
  )[0]!.n;

describe('a member and an agent', () => {
  it('exchange messages both ways live, each stored before it is delivered', async () => {
    const { member, client } = await chatMember(t);
    const memberSocket = await connect(CHAT_WS_URL, client);
    const agentSocket = await connect(CHAT_AGENT_WS_URL, agent.client);
    const ready = await memberSocket.next((f) => f.type === 'ready');
    expect(ready).toMatchObject({ type: 'ready', unread: 0 });
    const conversationId = (ready as { conversation_id: number }).conversation_id;
    expect(conversationId).toBeGreaterThan(0);
    expect(await agentSocket.next((f) => f.type === 'ready')).toMatchObject({ conversation_id: null });

    memberSocket.send({ type: 'send', client_id: 'm-1', text: '  请问今天能发货吗？  ' });
    const ack = messageOf(await memberSocket.next((f) => f.type === 'message'));
    expect(ack).toMatchObject({
      conversation_id: conversationId,
      sender: 'member',
      sender_name: '张三',
      kind: 'text',
      text: '请问今天能发货吗？',
      image: '',
      client_id: 'm-1',
    });
    expect(Math.abs(ack.created_at - Date.now() / 1000)).toBeLessThan(60);
    expect(messageOf(await agentSocket.next(isMessage('请问今天能发货吗？')))).toEqual(ack);

    agentSocket.send({
      type: 'send',
      client_id: 'a-1',
      text: '可以，下午四点前下单当天发货。',
      conversation_id: conversationId,
    });
    const answer = messageOf(await memberSocket.next((f) => f.type === 'message'));
    expect(answer).toMatchObject({
      sender: 'agent',
      sender_name: '客服小李',
      text: '可以，下午四点前下单当天发货。',
    });
    expect(messageOf(await agentSocket.next(isMessage('可以，下午四点前下单当天发货。'))).id).toBe(answer.id);
    expect(answer.id).toBeGreaterThan(ack.id);

    expect(await storedCount(conversationId)).toBe(2);
    const own = await client.get<ChatConversationSelf>(CHAT_CONVERSATION_URL);
    expect(own.body.data).toEqual({ id: conversationId, unread: 1, agent_read_id: 0 });
    const list = await agent.client.get<ChatConversationSummary[]>(CHAT_AGENT_CONVERSATIONS_URL);
    expect(list.body.data[0]).toMatchObject({
      id: conversationId,
      member_id: member.memberId,
      member_name: '张三',
      company_name: `${member.username}大药房`,
      last_message: answer,
      unread: 1,
      member_read_id: 0,
    });
  });

  it('delivers only to the conversation’s own member and to agents', async () => {
    const alice = await chatMember(t);
    const bob = await chatMember(t);
    const aliceSocket = await connect(CHAT_WS_URL, alice.client);
    const bobSocket = await connect(CHAT_WS_URL, bob.client);
    await aliceSocket.untilReady();
    await bobSocket.untilReady();
    aliceSocket.send({ type: 'send', client_id: 'x1', text: '只给客服看' });
    await aliceSocket.next(isMessage('只给客服看'));
    await bobSocket.settle();
    expect(bobSocket.rest()).toEqual([]);
  });

  it('gives a reconnecting member what the agent sent while it was away, then ready', async () => {
    const { client } = await chatMember(t);
    const first = await connect(CHAT_WS_URL, client);
    const { conversation_id: conversationId } = (await first.next((f) => f.type === 'ready')) as {
      conversation_id: number;
    };
    first.send({ type: 'send', client_id: 'before', text: '在吗' });
    const held = messageOf(await first.next(isMessage('在吗')));
    first.close();

    const agentSocket = await connect(CHAT_AGENT_WS_URL, agent.client);
    await agentSocket.untilReady();
    for (const [i, text] of ['在的', '请讲'].entries()) {
      agentSocket.send({ type: 'send', client_id: `away-${i}`, text, conversation_id: conversationId });
      await agentSocket.next(isMessage(text));
    }

    const again = await connect(`${CHAT_WS_URL}?after=${held.id}`, client);
    const frames = await again.untilReady();
    expect(frames.map((f) => (f.type === 'message' ? f.message.text : f.type))).toEqual([
      '在的',
      '请讲',
      'ready',
    ]);
    expect(frames.at(-1)).toEqual({ type: 'ready', conversation_id: conversationId, unread: 2 });

    // Without `after` the whole conversation comes back, oldest first.
    const fresh = await connect(CHAT_WS_URL, client);
    const all = await fresh.untilReady();
    expect(all.filter((f) => f.type === 'message').map((f) => messageOf(f).text)).toEqual([
      '在吗',
      '在的',
      '请讲',
    ]);
  });

  it('stores a resent message once and hands its sender the stored copy', async () => {
    const { client } = await chatMember(t);
    const memberSocket = await connect(CHAT_WS_URL, client);
    const agentSocket = await connect(CHAT_AGENT_WS_URL, agent.client);
    const { conversation_id: conversationId } = (await memberSocket.next((f) => f.type === 'ready')) as {
      conversation_id: number;
    };
    await agentSocket.untilReady();

    memberSocket.send({ type: 'send', client_id: 'same-id', text: '重复发送的消息' });
    const firstCopy = messageOf(await memberSocket.next(isMessage('重复发送的消息')));
    // After a lost acknowledgement the client resends: still one row.
    memberSocket.send({ type: 'send', client_id: 'same-id', text: '重复发送的消息' });
    expect(messageOf(await memberSocket.next((f) => f.type === 'message'))).toEqual(firstCopy);
    expect(await storedCount(conversationId)).toBe(1);

    await agentSocket.next(isMessage('重复发送的消息'));
    memberSocket.send({ type: 'send', client_id: 'next-id', text: '下一条' });
    expect(messageOf(await agentSocket.next((f) => f.type === 'message')).text).toBe('下一条');
  });

  it('holds a member to CHAT_SENDS_PER_MINUTE messages a minute, agents not', async () => {
    const { client } = await chatMember(t);
    const memberSocket = await connect(CHAT_WS_URL, client);
    const { conversation_id: conversationId } = (await memberSocket.next((f) => f.type === 'ready')) as {
      conversation_id: number;
    };
    for (let i = 1; i <= CHAT_SENDS_PER_MINUTE; i++) {
      memberSocket.send({ type: 'send', client_id: `m${i}`, text: `第${i}条` });
      await memberSocket.next(isMessage(`第${i}条`));
    }
    memberSocket.send({ type: 'send', client_id: 'one-too-many', text: '再多一条' });
    expect(await memberSocket.next((f) => f.type === 'error')).toEqual({
      type: 'error',
      msg: M.tooFast,
      client_id: 'one-too-many',
    });
    expect(await storedCount(conversationId)).toBe(CHAT_SENDS_PER_MINUTE);
    const image = await postMultipart(t, client, CHAT_IMAGE_URL, [
      { name: CHAT_IMAGE_FIELD, value: { filename: 'photo.png', bytes: PNG_BYTES, type: 'image/png' } },
    ]);
    expect([image.status, image.body.msg]).toEqual([429, M.tooFast]);

    const agentSocket = await connect(CHAT_AGENT_WS_URL, agent.client);
    await agentSocket.untilReady();
    for (let i = 1; i <= CHAT_SENDS_PER_MINUTE + 1; i++) {
      agentSocket.send({ type: 'send', client_id: `a${i}`, conversation_id: conversationId, text: `答${i}` });
    }
    await memberSocket.next(isMessage(`答${CHAT_SENDS_PER_MINUTE + 1}`));
    expect(await storedCount(conversationId)).toBe(CHAT_SENDS_PER_MINUTE * 2 + 1);
  });

  it('moves read markers forward only and tells the other side', async () => {
    const { client } = await chatMember(t);
    const memberSocket = await connect(CHAT_WS_URL, client);
    const agentSocket = await connect(CHAT_AGENT_WS_URL, agent.client);
    const { conversation_id: conversationId } = (await memberSocket.next((f) => f.type === 'ready')) as {
      conversation_id: number;
    };
    await agentSocket.untilReady();
    memberSocket.send({ type: 'send', client_id: 'q1', text: '第一问' });
    memberSocket.send({ type: 'send', client_id: 'q2', text: '第二问' });
    const q1 = messageOf(await agentSocket.next(isMessage('第一问')));
    const q2 = messageOf(await agentSocket.next(isMessage('第二问')));

    const unreadOf = async () =>
      (await agent.client.get<ChatConversationSummary[]>(CHAT_AGENT_CONVERSATIONS_URL)).body.data.find(
        (c) => c.id === conversationId,
      )?.unread;
    expect(await unreadOf()).toBe(2);

    agentSocket.send({ type: 'read', message_id: q1.id, conversation_id: conversationId });
    expect(await memberSocket.next((f) => f.type === 'read')).toEqual({
      type: 'read',
      conversation_id: conversationId,
      reader: 'agent',
      message_id: q1.id,
    });
    expect(await unreadOf()).toBe(1);

    // Backwards: nothing changes and nobody hears of it. Past the end: up to the last message.
    agentSocket.send({ type: 'read', message_id: 1, conversation_id: conversationId });
    await agentSocket.settle();
    await memberSocket.settle();
    expect(memberSocket.rest().filter((f) => f.type === 'read')).toEqual([]);
    agentSocket.send({ type: 'read', message_id: q2.id + 1000, conversation_id: conversationId });
    expect(await memberSocket.next((f) => f.type === 'read')).toMatchObject({ message_id: q2.id });
    expect(await unreadOf()).toBe(0);
    const self = await client.get<ChatConversationSelf>(CHAT_CONVERSATION_URL);
    expect(self.body.data.agent_read_id).toBe(q2.id);

    agentSocket.send({ type: 'send', client_id: 'r1', text: '已收到', conversation_id: conversationId });
    const reply = messageOf(await memberSocket.next(isMessage('已收到')));
    expect((await client.get<ChatConversationSelf>(CHAT_CONVERSATION_URL)).body.data.unread).toBe(1);
    memberSocket.send({ type: 'read', message_id: reply.id });
    // Agents hear of their own reads too (another agent's page); this one is the member's.
    expect(await agentSocket.next((f) => f.type === 'read' && f.reader === 'member')).toMatchObject({
      conversation_id: conversationId,
      reader: 'member',
      message_id: reply.id,
    });
    expect((await client.get<ChatConversationSelf>(CHAT_CONVERSATION_URL)).body.data.unread).toBe(0);
  });
});

describe('bad frames', () => {
  it('are answered with an error, change nothing, and leave the socket working', async () => {
    const { client } = await chatMember(t);
    const socket = await connect(CHAT_WS_URL, client);
    const { conversation_id: conversationId } = (await socket.next((f) => f.type === 'ready')) as {
      conversation_id: number;
    };
    const cases: [frame: unknown, error: ChatServerFrame][] = [
      ['not json', { type: 'error', msg: M.badFrame }],
      [
        { type: 'shout', text: 'hi' },
        { type: 'error', msg: M.badFrame },
      ],
      [[1, 2], { type: 'error', msg: M.badFrame }],
      [
        { type: 'send', text: '你好' },
        { type: 'error', msg: M.badClientId },
      ],
      [
        { type: 'send', client_id: 'has space', text: '你好' },
        { type: 'error', msg: M.badClientId },
      ],
      [
        { type: 'send', client_id: 'x'.repeat(65), text: '你好' },
        { type: 'error', msg: M.badClientId },
      ],
      [
        { type: 'send', client_id: 'e1', text: '   ' },
        { type: 'error', msg: M.empty, client_id: 'e1' },
      ],
      [
        { type: 'send', client_id: 'e2' },
        { type: 'error', msg: M.empty, client_id: 'e2' },
      ],
      [
        { type: 'send', client_id: 'e3', text: 42 },
        { type: 'error', msg: M.empty, client_id: 'e3' },
      ],
      [
        { type: 'send', client_id: 'e4', text: '药'.repeat(CHAT_TEXT_MAX + 1) },
        { type: 'error', msg: M.tooLong, client_id: 'e4' },
      ],
      [
        { type: 'read', message_id: 'x' },
        { type: 'error', msg: M.badFrame },
      ],
      [
        { type: 'read', message_id: -1 },
        { type: 'error', msg: M.badFrame },
      ],
    ];
    for (const [frame, error] of cases) {
      socket.send(frame);
      expect(await socket.next()).toEqual(error);
    }
    socket.sendBinary(Buffer.from([1, 2, 3]));
    expect(await socket.next()).toEqual({ type: 'error', msg: M.badFrame });
    expect(await storedCount(conversationId)).toBe(0);

    // 500 characters (an emoji is one) pass; the socket still works after all of that.
    socket.send({ type: 'send', client_id: 'ok', text: `😀${'药'.repeat(CHAT_TEXT_MAX - 1)}` });
    expect(messageOf(await socket.next()).text).toHaveLength(CHAT_TEXT_MAX + 1);
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
    expect(socket.closeCode).toBeNull();
  });

  it('asks agents to name an existing conversation', async () => {
    const socket = await connect(CHAT_AGENT_WS_URL, agent.client);
    await socket.untilReady();
    socket.send({ type: 'send', client_id: 'n1', text: '你好' });
    expect(await socket.next()).toEqual({ type: 'error', msg: M.conversationNotFound, client_id: 'n1' });
    socket.send({ type: 'send', client_id: 'n2', text: '你好', conversation_id: 999_999 });
    expect(await socket.next()).toEqual({ type: 'error', msg: M.conversationNotFound, client_id: 'n2' });
    socket.send({ type: 'send', client_id: 'n3', text: '你好', conversation_id: 1.5 });
    expect(await socket.next()).toEqual({ type: 'error', msg: M.badFrame, client_id: 'n3' });
    socket.send({ type: 'read', message_id: 5, conversation_id: 999_999 });
    expect(await socket.next()).toEqual({ type: 'error', msg: M.conversationNotFound });
  });
});

describe('the upgrade', () => {
  const refused = (path: string, client: TestClient | null, headers?: Record<string, string>) =>
    expect(connect(path, client, headers)).rejects.toThrow(/Unexpected server response: (\d+)/);

  it('refuses a guest, a store without chat, and on the agents’ socket a buyer and an operator without chat', async () => {
    await expect(connect(CHAT_WS_URL, null)).rejects.toThrow('401');
    const withoutChat = await chatMember(t, false);
    await expect(connect(CHAT_WS_URL, withoutChat.client)).rejects.toThrow('403');
    const buyer = await chatMember(t);
    await expect(connect(CHAT_AGENT_WS_URL, null)).rejects.toThrow('401');
    await expect(connect(CHAT_AGENT_WS_URL, buyer.client)).rejects.toThrow('401');
    const ops = await chatAgent(t, '运营小王', ['ops']);
    await expect(connect(CHAT_AGENT_WS_URL, ops.client)).rejects.toThrow('403');
    // An operator's session is not a member's either.
    await expect(connect(CHAT_WS_URL, agent.client)).rejects.toThrow('401');
    // The same refusals over HTTP carry the Chinese reasons.
    expect((await withoutChat.client.get(CHAT_CONVERSATION_URL)).body.msg).toBe(M.notEnabled);
  });

  it('refuses a page of another site (the sockets’ CSRF defence) but not a proxy’s port', async () => {
    const { client } = await chatMember(t);
    await expect(connect(CHAT_WS_URL, client, { origin: 'http://evil.example' })).rejects.toThrow('403');
    await expect(connect(CHAT_WS_URL, client, { origin: 'http://shop.test.evil.example' })).rejects.toThrow(
      '403',
    );
    await expect(connect(CHAT_WS_URL, client, { origin: 'null' })).rejects.toThrow('403');
    await expect(
      connect(CHAT_AGENT_WS_URL, agent.client, { origin: 'https://evil.example' }),
    ).rejects.toThrow('403');
    // Same host, default port spelled out by the Host header: the same site.
    const ok = await connect(CHAT_WS_URL, client, { host: 'shop.test:80', origin: 'http://shop.test' });
    expect((await ok.next((f) => f.type === 'ready')).type).toBe('ready');
  });

  it('refuses a bad `after`', async () => {
    const { client } = await chatMember(t);
    for (const after of ['x', '-1', '1.5']) await refused(`${CHAT_WS_URL}?after=${after}`, client);
    await expect(connect(`${CHAT_WS_URL}?after=x`, client)).rejects.toThrow('422');
  });

  it('closes the socket at the next frame once its session has ended', async () => {
    const { client } = await chatMember(t);
    const socket = await connect(CHAT_WS_URL, client);
    await socket.untilReady();
    expect((await client.del('/api/user/logout')).status).toBe(200);
    socket.send({ type: 'send', client_id: 'late', text: '还在吗' });
    expect(await socket.next()).toEqual({ type: 'error', msg: NOT_LOGGED_IN_MESSAGE });
    await expect(socket.next(() => true, 1000)).rejects.toThrow();
    expect(socket.closeCode).toBe(CHAT_CLOSE_SIGNED_OUT);
  });

  it('closes an operator’s socket once the operator no longer holds the chat permission, or logs out', async () => {
    for (const end of ['roles', 'logout'] as const) {
      const operator = await chatAgent(t, '客服小陈');
      const socket = await connect(CHAT_AGENT_WS_URL, operator.client);
      await socket.untilReady();
      if (end === 'roles')
        await t.handle.query("UPDATE operators SET roles = '{ops}' WHERE id = $1", [operator.operatorId]);
      else expect((await opPost(operator.client, '/api/admin/logout')).status).toBe(200);
      socket.send({ type: 'read', message_id: 1, conversation_id: 1 });
      expect(await socket.next()).toEqual({ type: 'error', msg: NOT_LOGGED_IN_MESSAGE });
      await expect(socket.next(() => true, 1000)).rejects.toThrow();
      expect(socket.closeCode).toBe(CHAT_CLOSE_SIGNED_OUT);
    }
  });
});

/** A socket without the network, for the timer. */
class FakeSocket extends EventEmitter implements ChatSocket {
  readyState = 1;
  sent: string[] = [];
  closedWith: number | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1000;
    this.readyState = 3;
    this.emit('close');
  }
}

describe('an idle socket', () => {
  it('is closed after the idle limit, and every frame starts the wait again', async () => {
    const { member } = await chatMember(t);
    const ctx = { config: t.config, handle: t.handle, db: t.handle.db, readDb: t.handle.db } as AppContext;
    const hub = new ChatHub(null);
    const actor: ChatActor = { memberId: member.memberId, sender: 'member' };
    const socket = new FakeSocket();
    serveChatSocket(socket, {
      ctx,
      hub,
      actor,
      after: 0,
      idleMs: 150,
      sessionAlive: async () => true,
      sendAllowed: async () => true,
      log: t.app.log,
    });
    expect(hub.socketCount).toBe(1);
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.emit('message', Buffer.from('{"type":"ping"}'), false);
    }
    expect(socket.closedWith).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(socket.closedWith).toBe(CHAT_CLOSE_IDLE);
    expect(hub.socketCount).toBe(0);
    expect(socket.sent.map((s) => JSON.parse(s).type)).toEqual(['ready', 'pong', 'pong', 'pong']);
  });
});
