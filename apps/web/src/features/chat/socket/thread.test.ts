import { CHAT_CLIENT_ID_PATTERN } from '@mall/shared/chat';
import { describe, expect, it } from 'vitest';
import { message } from './test-messages';
import {
  acknowledge,
  addToOutbox,
  lastMessageId,
  mergeMessages,
  newClientId,
  type OutboxEntry,
  refuse,
  removeFromOutbox,
  resendFrames,
} from './thread';

const entry = (clientId: string, fields: Partial<OutboxEntry> = {}): OutboxEntry => ({
  client_id: clientId,
  text: `文字 ${clientId}`,
  queued_at: 1,
  ...fields,
});

describe('mergeMessages', () => {
  it('sorts by id and keeps one copy of a message delivered twice', () => {
    const held = [message(3), message(5)];
    const merged = mergeMessages(held, [message(4), message(5, { text: '新' }), message(1)]);
    expect(merged.map((m) => m.id)).toEqual([1, 3, 4, 5]);
    expect(merged.at(-1)?.text).toBe('新');
  });

  it('merges what a reconnect replays without duplicates', () => {
    const held = [message(1), message(2), message(3)];
    const replayed = [message(3), message(4), message(5)];
    expect(mergeMessages(held, replayed).map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('returns the same list when nothing arrives', () => {
    const held = [message(1)];
    expect(mergeMessages(held, [])).toBe(held);
  });
});

describe('lastMessageId', () => {
  it('is the highest id held, 0 when none', () => {
    expect(lastMessageId([])).toBe(0);
    expect(lastMessageId([message(9), message(4)])).toBe(9);
  });
});

describe('the outbox', () => {
  it('queues each client id once', () => {
    const outbox = addToOutbox(addToOutbox([], entry('a')), entry('a'));
    expect(outbox).toHaveLength(1);
  });

  it('drops an entry when its message comes back with the same client id', () => {
    const outbox = [entry('a'), entry('b')];
    const left = acknowledge(outbox, [message(7, { client_id: 'b' }), message(8)]);
    expect(left.map((e) => e.client_id)).toEqual(['a']);
    expect(acknowledge(outbox, [message(9)])).toBe(outbox);
  });

  it('resends pending texts in order, with the agent conversation, and never refused ones', () => {
    const outbox = refuse(
      [entry('a'), entry('b', { conversation_id: 4 }), entry('c')],
      'c',
      '消息不能超过500个字',
    );
    expect(outbox[2]?.error).toBe('消息不能超过500个字');
    expect(resendFrames(outbox)).toEqual([
      { type: 'send', client_id: 'a', text: '文字 a' },
      { type: 'send', client_id: 'b', text: '文字 b', conversation_id: 4 },
    ]);
    expect(removeFromOutbox(outbox, 'c').map((e) => e.client_id)).toEqual(['a', 'b']);
  });
});

describe('newClientId', () => {
  it('matches the contract and differs every time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newClientId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(CHAT_CLIENT_ID_PATTERN);
  });
});
