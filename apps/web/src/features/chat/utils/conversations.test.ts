import type { ChatConversationSummary } from '@mall/shared/chat';
import { describe, expect, it } from 'vitest';
import { message } from '../socket/test-messages';
import { lastListedId, previewOf, withMessage, withOwnRead, withRead } from './conversations';

function summary(
  id: number,
  lastId: number,
  fields: Partial<ChatConversationSummary> = {},
): ChatConversationSummary {
  return {
    id,
    member_id: id * 10,
    member_name: `会员${id}`,
    company_name: `药房${id}`,
    last_message: message(lastId, { conversation_id: id }),
    unread: 0,
    member_read_id: 0,
    updated_at: 1_790_000_000 + lastId,
    ...fields,
  };
}

describe('the live conversation list', () => {
  const list = [summary(1, 20), summary(2, 10, { unread: 1 })];

  it('moves a conversation with a new member message to the top and counts it unread', () => {
    const next = withMessage(list, message(30, { conversation_id: 2 }));
    expect(next?.map((c) => c.id)).toEqual([2, 1]);
    expect(next?.[0]?.unread).toBe(2);
    expect(next?.[0]?.last_message?.id).toBe(30);
  });

  it('does not count an agent reply or a message it already has', () => {
    const reply = withMessage(list, message(31, { conversation_id: 2, sender: 'agent' }));
    expect(reply?.[0]?.unread).toBe(1);
    expect(withMessage(list, message(20, { conversation_id: 1 }))).toBe(list);
  });

  it('asks for a fresh list when the conversation is new', () => {
    expect(withMessage(list, message(40, { conversation_id: 9 }))).toBeNull();
  });

  it('applies read frames from the member and from agents', () => {
    const memberRead = withRead(list, { type: 'read', conversation_id: 1, reader: 'member', message_id: 19 });
    expect(memberRead[0]?.member_read_id).toBe(19);
    const agentRead = withRead(list, { type: 'read', conversation_id: 2, reader: 'agent', message_id: 10 });
    expect(agentRead[1]?.unread).toBe(0);
    const staleRead = withRead(list, { type: 'read', conversation_id: 2, reader: 'agent', message_id: 5 });
    expect(staleRead[1]?.unread).toBe(1);
    expect(withOwnRead(list, 2)[1]?.unread).toBe(0);
  });

  it('knows the highest id listed and previews messages', () => {
    expect(lastListedId(list)).toBe(20);
    expect(lastListedId([summary(3, 0, { last_message: null })])).toBe(0);
    expect(previewOf(null)).toBe('暂无消息');
    expect(previewOf(message(1, { kind: 'image', text: '', image: '/api/chat/image/1' }))).toBe('[图片]');
    expect(previewOf(message(2, { sender: 'agent', text: '您好' }))).toBe('客服：您好');
  });
});
