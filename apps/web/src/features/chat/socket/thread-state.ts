/**
 * The state of one open conversation as a pure reducer: the messages held, whether older ones
 * exist, the outbox, and the two read markers (the peer's, for 已读 on one's own messages, and one's
 * own, for the unread count).
 */
import type { ChatHistory, ChatMessage, ChatSender } from '@mall/shared/chat';
import {
  acknowledge,
  addToOutbox,
  mergeMessages,
  type OutboxEntry,
  refuse,
  removeFromOutbox,
} from './thread';

export interface ThreadState {
  /** Who this side is: 'member' on the chat page, 'agent' on the agent page. */
  self: ChatSender;
  messages: ChatMessage[];
  hasMore: boolean;
  /** The first page has arrived. */
  loaded: boolean;
  outbox: OutboxEntry[];
  /** The other side has read up to this id. */
  peerReadId: number;
  /** This side has read up to this id. */
  ownReadId: number;
}

export type ThreadAction =
  /** The newest page, with the read markers known at that time. */
  | { type: 'loaded'; history: ChatHistory; peerReadId: number; unread: number }
  | { type: 'older'; history: ChatHistory }
  | { type: 'received'; messages: ChatMessage[] }
  /** Messages of another conversation: they only settle the outbox. */
  | { type: 'acknowledged'; messages: ChatMessage[] }
  /** Another conversation is opened: its messages are fetched anew, the outbox stays. */
  | { type: 'reset' }
  | { type: 'peer-read'; messageId: number }
  | { type: 'own-read'; messageId: number }
  | { type: 'queued'; entry: OutboxEntry }
  | { type: 'refused'; clientId: string; msg: string }
  | { type: 'discarded'; clientId: string };

export function initialThread(self: ChatSender): ThreadState {
  return { self, messages: [], hasMore: false, loaded: false, outbox: [], peerReadId: 0, ownReadId: 0 };
}

const fromPeer = (state: ThreadState, message: ChatMessage) => message.sender !== state.self;

/**
 * Where this side's read marker stands when `unread` of the peer's messages are unread: just
 * before the unread ones among those held (0 if more are unread than held).
 */
export function readIdFor(state: ThreadState, messages: readonly ChatMessage[], unread: number): number {
  const peer = messages.filter((m) => fromPeer(state, m));
  if (unread <= 0) return peer.at(-1)?.id ?? 0;
  const lastRead = peer[peer.length - unread - 1];
  return lastRead?.id ?? 0;
}

/** The peer's messages this side has not read. */
export function unreadCount(state: ThreadState): number {
  return state.messages.filter((m) => fromPeer(state, m) && m.id > state.ownReadId).length;
}

/** The newest message from the peer, or 0: what marking read sends. */
export function lastPeerMessageId(state: ThreadState): number {
  for (let i = state.messages.length - 1; i >= 0; i -= 1) {
    const message = state.messages[i];
    if (message && fromPeer(state, message)) return message.id;
  }
  return 0;
}

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'loaded': {
      const messages = mergeMessages(state.messages, action.history.list);
      return {
        ...state,
        messages,
        hasMore: action.history.has_more,
        loaded: true,
        outbox: acknowledge(state.outbox, messages),
        peerReadId: Math.max(state.peerReadId, action.peerReadId),
        ownReadId: Math.max(state.ownReadId, readIdFor(state, messages, action.unread)),
      };
    }
    case 'older':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.history.list),
        hasMore: action.history.has_more,
      };
    case 'received':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.messages),
        outbox: acknowledge(state.outbox, action.messages),
      };
    case 'acknowledged':
      return { ...state, outbox: acknowledge(state.outbox, action.messages) };
    case 'reset':
      return { ...initialThread(state.self), outbox: state.outbox };
    case 'peer-read':
      return action.messageId > state.peerReadId ? { ...state, peerReadId: action.messageId } : state;
    case 'own-read':
      return action.messageId > state.ownReadId ? { ...state, ownReadId: action.messageId } : state;
    case 'queued':
      return { ...state, outbox: addToOutbox(state.outbox, action.entry) };
    case 'refused':
      return { ...state, outbox: refuse(state.outbox, action.clientId, action.msg) };
    case 'discarded':
      return { ...state, outbox: removeFromOutbox(state.outbox, action.clientId) };
  }
}
