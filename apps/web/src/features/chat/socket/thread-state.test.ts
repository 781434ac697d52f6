import { describe, expect, it } from 'vitest';
import { message } from './test-messages';
import { initialThread, lastPeerMessageId, readIdFor, threadReducer, unreadCount } from './thread-state';

const agent = (id: number, fields = {}) =>
  message(id, { sender: 'agent', sender_name: '客服小王', ...fields });

describe('the member thread', () => {
  const loaded = threadReducer(initialThread('member'), {
    type: 'loaded',
    history: { list: [message(1), agent(2), message(3), agent(4), agent(5)], has_more: true },
    peerReadId: 3,
    unread: 2,
  });

  it('starts its own read marker just before the unread agent messages', () => {
    expect(loaded.ownReadId).toBe(2);
    expect(unreadCount(loaded)).toBe(2);
    expect(lastPeerMessageId(loaded)).toBe(5);
    expect(loaded.peerReadId).toBe(3);
    expect(loaded.hasMore).toBe(true);
  });

  it('puts the read marker at 0 when more are unread than held', () => {
    expect(readIdFor(loaded, [agent(4), agent(5)], 7)).toBe(0);
    expect(readIdFor(loaded, [agent(4), agent(5)], 0)).toBe(5);
  });

  it('prepends older pages and appends live messages without duplicates', () => {
    const older = threadReducer(loaded, {
      type: 'older',
      history: { list: [message(0), message(1)], has_more: false },
    });
    const live = threadReducer(older, { type: 'received', messages: [agent(5), agent(6)] });
    expect(live.messages.map((m) => m.id)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(live.hasMore).toBe(false);
    expect(unreadCount(live)).toBe(3);
    const read = threadReducer(live, { type: 'own-read', messageId: 6 });
    expect(unreadCount(read)).toBe(0);
    // A stale marker never moves back.
    expect(threadReducer(read, { type: 'own-read', messageId: 4 })).toBe(read);
    expect(threadReducer(read, { type: 'peer-read', messageId: 1 })).toBe(read);
  });

  it('settles the outbox when the text comes back, keeps refusals until discarded', () => {
    const entry = { client_id: 'c1', text: '你好', queued_at: 1 };
    let state = threadReducer(loaded, { type: 'queued', entry });
    state = threadReducer(state, { type: 'queued', entry: { client_id: 'c2', text: '在吗', queued_at: 2 } });
    state = threadReducer(state, {
      type: 'received',
      messages: [message(9, { client_id: 'c1', text: '你好' })],
    });
    expect(state.outbox.map((e) => e.client_id)).toEqual(['c2']);
    state = threadReducer(state, { type: 'refused', clientId: 'c2', msg: '消息格式不正确' });
    expect(state.outbox[0]?.error).toBe('消息格式不正确');
    state = threadReducer(state, { type: 'discarded', clientId: 'c2' });
    expect(state.outbox).toEqual([]);
  });
});

describe('the agent thread', () => {
  it('counts member messages as the peer and keeps the outbox across conversations', () => {
    let state = threadReducer(initialThread('agent'), {
      type: 'loaded',
      history: { list: [message(1), agent(2), message(3)], has_more: false },
      peerReadId: 2,
      unread: 1,
    });
    expect(state.ownReadId).toBe(1);
    expect(lastPeerMessageId(state)).toBe(3);
    state = threadReducer(state, {
      type: 'queued',
      entry: { client_id: 'x', text: '稍等', conversation_id: 1, queued_at: 1 },
    });
    state = threadReducer(state, { type: 'reset' });
    expect(state.messages).toEqual([]);
    expect(state.loaded).toBe(false);
    expect(state.outbox).toHaveLength(1);
    state = threadReducer(state, { type: 'acknowledged', messages: [agent(8, { client_id: 'x' })] });
    expect(state.outbox).toEqual([]);
  });
});
