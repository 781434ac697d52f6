/**
 * Pure bookkeeping of one chat thread on the client: the messages it holds (merged by id, so a
 * message delivered twice — history and socket, or a resend after a reconnect — shows once) and the
 * outbox of texts sent but not yet acknowledged by the server.
 */
import { CHAT_CLIENT_ID_PATTERN, type ChatClientFrame, type ChatMessage } from '@mall/shared/chat';

/** Merges messages into a list sorted by id; an id already held keeps its newest copy. */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return held as ChatMessage[];
  const byId = new Map<number, ChatMessage>();
  for (const message of held) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The highest message id held, 0 when none: what a reconnect passes as `after`. */
export function lastMessageId(messages: readonly ChatMessage[]): number {
  let max = 0;
  for (const message of messages) if (message.id > max) max = message.id;
  return max;
}

export interface OutboxEntry {
  client_id: string;
  text: string;
  /** The agent's conversation; absent for a member, who has one. */
  conversation_id?: number;
  /** Client clock (ms) when typed, for ordering and display. */
  queued_at: number;
  /** Set when the server refused the text; such entries are not resent. */
  error?: string;
}

export function addToOutbox(outbox: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  return outbox.some((e) => e.client_id === entry.client_id) ? [...outbox] : [...outbox, entry];
}

/** Drops the entries the server has stored (their message came back with the same client_id). */
export function acknowledge(outbox: readonly OutboxEntry[], messages: readonly ChatMessage[]): OutboxEntry[] {
  const stored = new Set(messages.map((m) => m.client_id).filter((id) => id !== ''));
  if (stored.size === 0) return outbox as OutboxEntry[];
  const left = outbox.filter((e) => !stored.has(e.client_id));
  return left.length === outbox.length ? (outbox as OutboxEntry[]) : left;
}

/** Marks a refused send with the server's reason. */
export function refuse(outbox: readonly OutboxEntry[], clientId: string, msg: string): OutboxEntry[] {
  return outbox.map((e) => (e.client_id === clientId ? { ...e, error: msg } : e));
}

export function removeFromOutbox(outbox: readonly OutboxEntry[], clientId: string): OutboxEntry[] {
  return outbox.filter((e) => e.client_id !== clientId);
}

/** The send frames to (re)send once the socket is live: every entry not refused, oldest first. */
export function resendFrames(outbox: readonly OutboxEntry[]): ChatClientFrame[] {
  return outbox
    .filter((e) => e.error === undefined)
    .map((e) =>
      e.conversation_id === undefined
        ? { type: 'send', client_id: e.client_id, text: e.text }
        : { type: 'send', client_id: e.client_id, text: e.text, conversation_id: e.conversation_id },
    );
}

function randomHex(bytes: number): string {
  const data = new Uint8Array(bytes);
  crypto.getRandomValues(data);
  return Array.from(data, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A fresh client_id (CHAT_CLIENT_ID_PATTERN): a random UUID, or 32 random hex digits where the
 * page is not a secure context and randomUUID is missing (plain http on a LAN address).
 */
export function newClientId(): string {
  const id = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : randomHex(16);
  if (!CHAT_CLIENT_ID_PATTERN.test(id)) throw new Error('client id does not match the contract');
  return id;
}
