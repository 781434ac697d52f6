/**
 * Customer-service chat (issue 7). Members of a store with is_can_chat:
 *
 *   GET  /api/chat/ws?after=N            WebSocket (frames of @mall/shared/chat)
 *   GET  /api/chat/conversation          → ChatConversationSelf (id 0 before the first message
 *                                        or socket: a GET writes nothing)
 *   GET  /api/chat/messages?before&limit → ChatHistory, oldest first
 *   POST /api/chat/image                 multipart: `image` (JPG/PNG/WEBP, 5 MB), optional
 *                                        `client_id`                               → ChatMessage
 *   GET  /api/chat/image/{id}            the bytes of an image message: to the conversation's
 *                                        member and to agents only
 *
 * Agents are operators of the console (decision 020) with the `chat` permission (客服, 管理员),
 * on the operator session (op_sid goes only to /api/admin):
 *
 *   GET  /api/admin/chat/ws?after=N      WebSocket over every conversation
 *   GET  /api/admin/chat/conversations   → ChatConversationSummary[]: the 200 with the newest
 *                                        activity that hold a message, unread counts included
 *   GET  /api/admin/chat/conversations/{id}/messages?before&limit → ChatHistory
 *   POST /api/admin/chat/conversations/{id}/image                  → ChatMessage
 *   GET  /api/admin/chat/image/{id}      the bytes of an image message of any conversation
 *
 * The agents' messages name the operator; the member sees the operator's name.
 *
 * A socket is refused at the upgrade, with the same envelope as any call, when the caller is not
 * logged in, may not chat, or the page that opens it is on another site (browsers send their
 * Origin with every WebSocket; cookies would go along, so this is the sockets' CSRF defence).
 * The member's socket is the one GET that writes (it opens the conversation): an upgrade is a
 * GET by protocol, and the Origin check stands where the CSRF header would.
 */
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { can } from '@mall/shared/admin';
import {
  CHAT_AGENT_CONVERSATIONS_URL,
  CHAT_AGENT_IMAGE_URL,
  CHAT_AGENT_WS_URL,
  CHAT_CONVERSATION_URL,
  CHAT_IDLE_MS,
  CHAT_IMAGE_FIELD,
  CHAT_IMAGE_MAX_BYTES,
  CHAT_IMAGE_URL,
  CHAT_MESSAGES,
  CHAT_MESSAGES_URL,
  CHAT_SENDS_PER_MINUTE,
  CHAT_WS_URL,
} from '@mall/shared/chat';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { OPERATOR_SESSION_COOKIE, SESSION_COOKIE } from '../../http/cookies.ts';
import { ok } from '../../http/envelope.ts';
import { findOperatorSession, touchOperatorSession } from '../../http/operator-session.repository.ts';
import { operatorOf, requirePermission } from '../../http/operator-session.ts';
import { createCounterStore } from '../../http/rate-limit.ts';
import { findSession, touchSession } from '../../http/session.repository.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { sha256 } from '../../http/tokens.ts';
import { readUploadForm, sendStoredFile } from '../../http/uploads.ts';
import { parseInput } from '../../http/validation.ts';
import { conversationParams, historyQuery, imageParams, socketQuery } from './chat.schemas.ts';
import {
  agentConversations,
  agentHistory,
  type ChatActor,
  memberActor,
  openAgentChatImage,
  openChatImage,
  operatorActor,
  ownConversation,
  ownHistory,
  postImage,
} from './chat.service.ts';
import { ChatHub } from './chat-hub.ts';
import { type ChatSocket, serveChatSocket } from './chat-socket.ts';

export const CROSS_SITE_MESSAGE = '禁止从其他网站连接在线客服';
/** A text frame is at most 500 characters and a few fields; anything far larger is not ours. */
const FRAME_MAX_BYTES = 16 * 1024;
/** How long the start waits for the chat bus subscription. */
const BUS_WAIT_MS = 3000;
/** The session behind a socket is touched at most this often while its member chats. */
const SESSION_TOUCH_MS = 60_000;
const MINUTE_MS = 60_000;

/** The WebSocket plugin; registered before any route so it sees every one. */
export async function registerChatSocket(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: FRAME_MAX_BYTES },
    // An unclean disconnect (a closed laptop, a dropped network) is routine, not a fault.
    errorHandler: (error, socket, request) => {
      request.log.info({ err: error }, 'chat socket closed with an error');
      socket.terminate();
    },
  });
}

/** Browsers name the page's origin; it must be this site (Host, or X-Forwarded-Host behind a proxy). */
async function requireSameOrigin(request: FastifyRequest): Promise<void> {
  const origin = request.headers.origin;
  // Only browsers carry a member's cookie across sites, and every browser sends Origin.
  if (origin === undefined) return;
  let expected: string;
  let actual: string;
  try {
    const url = new URL(origin);
    actual = url.host;
    expected = new URL(`${url.protocol}//${request.host}`).host;
  } catch {
    throw new AppError('forbidden', CROSS_SITE_MESSAGE);
  }
  if (actual !== expected) throw new AppError('forbidden', CROSS_SITE_MESSAGE);
}

interface SocketStart {
  actor: ChatActor;
  after: number;
}

export interface ChatRouteOptions {
  /** Sockets silent this long are closed (tests shorten it). */
  idleMs?: number;
}

export function chatRoutes(app: FastifyInstance, ctx: AppContext, options: ChatRouteOptions = {}): void {
  const hub = ChatHub.create(ctx.config.redisUrl, app.log);
  const subscribed = hub
    .start()
    .catch((error: unknown) => app.log.error({ err: error }, 'chat bus subscription failed'));
  // Ready once other processes' events arrive here; an unreachable Redis does not stop the start.
  app.addHook('onReady', async () => {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([subscribed, new Promise((resolve) => (timer = setTimeout(resolve, BUS_WAIT_MS)))]);
    clearTimeout(timer);
  });
  app.addHook('onClose', () => hub.close());
  const idleMs = options.idleMs ?? CHAT_IDLE_MS;
  // Shared by every API process when REDIS_URL is set, like the SMS caps.
  const counters = createCounterStore(ctx.config.redisUrl);
  app.addHook('onClose', () => counters.close());
  const sendAllowed = async (actor: ChatActor) =>
    actor.sender === 'agent' ||
    (await counters.increment(`chat:send:${actor.memberId}`, MINUTE_MS)) <= CHAT_SENDS_PER_MINUTE;
  const requireSendAllowed = async (actor: ChatActor) => {
    if (!(await sendAllowed(actor))) throw new AppError('rate_limited', CHAT_MESSAGES.tooFast);
  };

  const member = { onRequest: requireMember };
  const agent = { onRequest: requirePermission('chat') };
  const asMember = (request: FastifyRequest) => memberActor(ctx, memberOf(request));
  const asAgent = (request: FastifyRequest) => operatorActor(operatorOf(request).id);

  // --- sockets: everything is checked before the upgrade, then handed over ---

  const starts = new WeakMap<FastifyRequest, SocketStart>();
  const socketRoute = (
    url: string,
    guard: (request: FastifyRequest) => Promise<void>,
    actorOf: (request: FastifyRequest) => ChatActor | Promise<ChatActor>,
    sessionAlive: (request: FastifyRequest) => (active: boolean) => Promise<boolean>,
  ) => {
    app.get(
      url,
      {
        websocket: true,
        onRequest: [guard, requireSameOrigin],
        preHandler: async (request) => {
          const actor = await actorOf(request);
          const { after } = parseInput(socketQuery, request.query);
          starts.set(request, { actor, after });
        },
      },
      (socket: ChatSocket, request) => {
        const start = starts.get(request);
        if (!start) {
          socket.close(1011, 'not prepared');
          return;
        }
        serveChatSocket(socket, {
          ctx,
          hub,
          ...start,
          idleMs,
          sessionAlive: sessionAlive(request),
          sendAllowed,
          log: request.log,
        });
      },
    );
  };
  socketRoute(CHAT_WS_URL, requireMember, asMember, (request) =>
    sessionCheck(ctx, request.cookies[SESSION_COOKIE] ?? ''),
  );
  socketRoute(CHAT_AGENT_WS_URL, agent.onRequest, asAgent, (request) =>
    operatorSessionCheck(ctx, request.cookies[OPERATOR_SESSION_COOKIE] ?? ''),
  );

  // --- member ---

  app.get(CHAT_CONVERSATION_URL, member, async (request) =>
    ok(await ownConversation(ctx, await asMember(request))),
  );

  app.get(CHAT_MESSAGES_URL, member, async (request) => {
    const actor = await asMember(request);
    const query = parseInput(historyQuery, request.query);
    return ok(await ownHistory(ctx, actor, query));
  });

  app.get(`${CHAT_IMAGE_URL}/:id`, member, async (request, reply) => {
    const { id } = parseInput(imageParams, request.params);
    return sendStoredFile(reply, await openChatImage(ctx, memberOf(request), id));
  });

  // --- agents (operators) ---

  app.get(CHAT_AGENT_CONVERSATIONS_URL, agent, async () => ok(await agentConversations(ctx)));

  app.get(`${CHAT_AGENT_CONVERSATIONS_URL}/:id/messages`, agent, async (request) => {
    const { id } = parseInput(conversationParams, request.params);
    const query = parseInput(historyQuery, request.query);
    return ok(await agentHistory(ctx, id, query));
  });

  app.get(`${CHAT_AGENT_IMAGE_URL}/:id`, agent, async (request, reply) => {
    const { id } = parseInput(imageParams, request.params);
    return sendStoredFile(reply, await openAgentChatImage(ctx, id));
  });

  // --- uploads: multipart only in this scope, as for licences and feedback ---

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: CHAT_IMAGE_MAX_BYTES, files: 1 } });

    scope.post(CHAT_IMAGE_URL, member, async (request) => {
      const actor = await asMember(request);
      await requireSendAllowed(actor);
      const form = await readUploadForm(request, CHAT_IMAGE_FIELD);
      return ok(await postImage(ctx, hub, actor, form));
    });

    scope.post(`${CHAT_AGENT_CONVERSATIONS_URL}/:id/image`, agent, async (request) => {
      const actor = asAgent(request);
      const { id } = parseInput(conversationParams, request.params);
      const form = await readUploadForm(request, CHAT_IMAGE_FIELD);
      return ok(await postImage(ctx, hub, actor, form, id));
    });
  });
}

/**
 * Whether the session a socket was opened with still stands, checked at each frame: a logout
 * elsewhere closes the chat too. Sending and reading are activity, so they move the session's
 * idle clock on as an HTTP call would; pings (an open tab) do not.
 */
function sessionCheck(ctx: AppContext, token: string): (active: boolean) => Promise<boolean> {
  const idHash = sha256(token);
  const idleLimit = ctx.config.sessionIdleMinutes * 60_000;
  return async (active) => {
    const row = await findSession(ctx.db, idHash);
    const now = Date.now();
    const alive =
      row !== undefined &&
      row.memberStatus === 1 &&
      row.expiresAt.getTime() > now &&
      now - row.lastSeenAt.getTime() <= idleLimit;
    if (alive && active && now - row.lastSeenAt.getTime() >= SESSION_TOUCH_MS)
      await touchSession(ctx.db, idHash, new Date(now));
    return alive;
  };
}

/**
 * The same for an operator's socket: the operator session still stands, the operator is not
 * disabled and still holds the chat permission (roles may have changed meanwhile).
 */
function operatorSessionCheck(ctx: AppContext, token: string): (active: boolean) => Promise<boolean> {
  const idHash = sha256(token);
  const idleLimit = ctx.config.sessionIdleMinutes * 60_000;
  return async (active) => {
    const row = await findOperatorSession(ctx.db, idHash);
    const now = Date.now();
    const alive =
      row !== undefined &&
      !row.disabled &&
      can(row.roles, 'chat') &&
      row.expiresAt.getTime() > now &&
      now - row.lastSeenAt.getTime() <= idleLimit;
    if (alive && active && now - row.lastSeenAt.getTime() >= SESSION_TOUCH_MS)
      await touchOperatorSession(ctx.db, idHash, new Date(now));
    return alive;
  };
}
