/**
 * One chat socket after the upgrade: it first receives every stored message after `after`, then
 * `ready`, then live frames. Frames it sends are handled one at a time, in order; a bad one is
 * answered with an error frame and changes nothing. A socket silent for longer than the idle
 * limit is closed, and so is one whose session has ended.
 */
import {
  CHAT_CLOSE_IDLE,
  CHAT_CLOSE_SIGNED_OUT,
  type ChatClientFrame,
  type ChatServerFrame,
  CHAT_MESSAGES as M,
} from '@mall/shared/chat';
import { MESSAGES } from '@mall/shared/constants';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, NOT_LOGGED_IN_MESSAGE } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { parseFrame } from './chat.schemas.ts';
import { type ChatActor, markRead, missedMessages, postMessage, socketStart } from './chat.service.ts';
import type { ChatHub } from './chat-hub.ts';

/** What this module needs of a `ws` socket. */
export interface ChatSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: unknown, isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

const OPEN = 1;
/** Messages sent during the catch-up are remembered this long, so a late live copy is dropped. */
const CATCH_UP_DEDUPE_MS = 30_000;

export interface ChatSocketOptions {
  ctx: AppContext;
  hub: ChatHub;
  actor: ChatActor;
  after: number;
  idleMs: number;
  /**
   * False once the session behind the socket has ended (logout, expiry, disabled account);
   * `active` when the frame is the member's doing (a send or a read), not a keep-alive.
   */
  sessionAlive: (active: boolean) => Promise<boolean>;
  /** Counts one message against the sender's rate; false when over it (see CHAT_SENDS_PER_MINUTE). */
  sendAllowed: (actor: ChatActor) => Promise<boolean>;
  log: FastifyBaseLogger;
}

function textOf(data: unknown): string {
  if (typeof data === 'string') return data;
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data as Buffer[]).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return '';
}

export function serveChatSocket(socket: ChatSocket, options: ChatSocketOptions): void {
  const { ctx, hub, actor, log } = options;
  let closed = false;
  let live = false;
  const pending: ChatServerFrame[] = [];
  const caughtUp = new Set<number>();

  const send = (frame: ChatServerFrame) => {
    if (!closed && socket.readyState === OPEN) socket.send(JSON.stringify(frame));
  };
  const sendLive = (frame: ChatServerFrame) => {
    if (frame.type === 'message' && caughtUp.has(frame.message.id)) return;
    send(frame);
  };
  // Registered before the catch-up reads, so nothing stored meanwhile is missed; held until then.
  const unsubscribe =
    actor.sender === 'agent'
      ? hub.addAgent((frame) => (live ? sendLive(frame) : pending.push(frame)))
      : hub.addMember(actor.memberId, (frame) => (live ? sendLive(frame) : pending.push(frame)));

  const idle = setTimeout(() => socket.close(CHAT_CLOSE_IDLE, 'idle'), options.idleMs);
  let forget: NodeJS.Timeout | undefined;
  socket.on('close', () => {
    closed = true;
    unsubscribe();
    clearTimeout(idle);
    clearTimeout(forget);
  });

  // One frame at a time, after the catch-up: a reply never overtakes an earlier one.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (job: () => Promise<void>) => {
    queue = queue.then(job).catch((error: unknown) => {
      log.error({ err: error }, 'chat socket job failed');
      send({ type: 'error', msg: MESSAGES.serverBusy });
    });
  };

  enqueue(async () => {
    try {
      const start = await socketStart(ctx, actor);
      for await (const page of missedMessages(ctx, start.conversationId, options.after)) {
        if (closed) return;
        for (const message of page) {
          caughtUp.add(message.id);
          send({ type: 'message', message });
        }
      }
      live = true;
      for (const frame of pending.splice(0)) sendLive(frame);
      forget = setTimeout(() => caughtUp.clear(), CATCH_UP_DEDUPE_MS);
      send({ type: 'ready', conversation_id: start.conversationId, unread: start.unread });
    } catch (error) {
      log.error({ err: error }, 'chat socket catch-up failed');
      // The client reconnects with its own `after` and tries again.
      socket.close(1011, 'catch-up failed');
    }
  });

  socket.on('message', (data, isBinary) => {
    idle.refresh();
    const raw = isBinary ? null : textOf(data);
    enqueue(() => handleFrame(raw));
  });

  async function handleFrame(raw: string | null): Promise<void> {
    if (closed) return;
    const parsed = raw === null ? { ok: false as const, msg: M.badFrame } : parseFrame(raw);
    if (!(await options.sessionAlive(parsed.ok && parsed.frame.type !== 'ping'))) {
      send({ type: 'error', msg: NOT_LOGGED_IN_MESSAGE });
      socket.close(CHAT_CLOSE_SIGNED_OUT, 'signed out');
      return;
    }
    if (!parsed.ok) {
      send({ type: 'error', msg: parsed.msg, ...(parsed.clientId ? { client_id: parsed.clientId } : {}) });
      return;
    }
    await handleValidFrame(parsed.frame);
  }

  async function handleValidFrame(frame: ChatClientFrame): Promise<void> {
    if (frame.type === 'ping') {
      send({ type: 'pong' });
      return;
    }
    const clientId = frame.type === 'send' ? { client_id: frame.client_id } : {};
    try {
      if (actor.sender === 'agent' && frame.conversation_id === undefined)
        throw new AppError('not_found', M.conversationNotFound);
      if (frame.type === 'send') {
        if (!(await options.sendAllowed(actor))) throw new AppError('rate_limited', M.tooFast);
        const { message, created } = await postMessage(ctx, hub, actor, {
          conversationId: frame.conversation_id,
          clientId: frame.client_id,
          kind: 'text',
          text: frame.text,
          image: null,
        });
        // Everyone else has a resent message already; its sender gets the stored copy back.
        if (!created) send({ type: 'message', message });
      } else {
        await markRead(ctx, hub, actor, frame.message_id, frame.conversation_id);
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      send({ type: 'error', msg: error.message, ...clientId });
    }
  }
}
