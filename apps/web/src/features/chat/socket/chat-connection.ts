/**
 * One chat WebSocket that stays up: it connects with `after` = the highest message id the page
 * holds, so the server first replays what was missed; it pings every CHAT_PING_MS, treats a silent
 * socket as lost, and after any loss reconnects with growing delays. Going offline drops the socket
 * at once (browsers keep a dead one "open" for minutes) and coming back online reconnects at once.
 */
import {
  CHAT_CLOSE_SIGNED_OUT,
  CHAT_PING_MS,
  type ChatClientFrame,
  type ChatServerFrame,
} from '@mall/shared/chat';
import { reconnectDelay } from './backoff';

/**
 * connecting: the first connect; open: live (the server said ready); reconnecting: after a loss
 * (an idle close included); closed: the session ended.
 */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** What the connection needs of a WebSocket (the browser's, or a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

type Timer = ReturnType<typeof setTimeout>;

export interface ConnectionEnv {
  createSocket: (url: string) => SocketLike;
  /** ws:// or wss:// plus host, from the page's own address. */
  socketOrigin: string;
  now: () => number;
  setTimer: (fn: () => void, ms: number) => Timer;
  clearTimer: (timer: Timer) => void;
  random: () => number;
  isOnline: () => boolean;
  /** Where 'online' and 'offline' are announced (window), or null. */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

export interface ChatConnectionOptions {
  /** The socket path: CHAT_WS_URL or CHAT_AGENT_WS_URL. */
  path: string;
  /** The highest message id held, read at every connect. */
  lastId: () => number;
  onFrame: (frame: ChatServerFrame) => void;
  onState: (state: ConnectionState) => void;
}

const OPEN = 1;
/** A socket that has not answered anything for this long is taken as lost. */
export const SILENT_LIMIT_MS = CHAT_PING_MS * 2;
/** The server closed because the session ended: reconnecting would not help until a new login. */
const isRefusal = (code: number) => code === CHAT_CLOSE_SIGNED_OUT;

function browserEnv(): ConnectionEnv {
  return {
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    socketOrigin: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}`,
    now: () => Date.now(),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (timer) => clearTimeout(timer),
    random: Math.random,
    isOnline: () => navigator.onLine !== false,
    events: window,
  };
}

function parseFrame(data: unknown): ChatServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as unknown;
    return typeof frame === 'object' &&
      frame !== null &&
      typeof (frame as { type?: unknown }).type === 'string'
      ? (frame as ChatServerFrame)
      : null;
  } catch {
    return null;
  }
}

export class ChatConnection {
  private readonly env: ConnectionEnv;
  private socket: SocketLike | null = null;
  private state: ConnectionState = 'connecting';
  private attempt = 0;
  private lastFrameAt = 0;
  private reconnectTimer: Timer | null = null;
  private pingTimer: Timer | null = null;
  private stopped = true;

  constructor(
    private readonly options: ChatConnectionOptions,
    env?: ConnectionEnv,
  ) {
    this.env = env ?? browserEnv();
  }

  get current(): ConnectionState {
    return this.state;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.env.events?.addEventListener('offline', this.onOffline);
    this.env.events?.addEventListener('online', this.onOnline);
    this.setState('connecting');
    this.connect();
    this.schedulePing();
  }

  stop(): void {
    this.stopped = true;
    this.env.events?.removeEventListener('offline', this.onOffline);
    this.env.events?.removeEventListener('online', this.onOnline);
    this.clearReconnect();
    if (this.pingTimer !== null) this.env.clearTimer(this.pingTimer);
    this.pingTimer = null;
    this.drop();
  }

  /** Sends a frame if the socket is live; false means it was not sent (keep it in the outbox). */
  send(frame: ChatClientFrame): boolean {
    if (this.state !== 'open' || this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private setState(state: ConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    this.options.onState(state);
  }

  private connect(): void {
    this.clearReconnect();
    if (this.stopped) return;
    if (!this.env.isOnline()) return; // 'online' brings us back
    const after = Math.max(0, Math.floor(this.options.lastId()));
    const socket = this.env.createSocket(`${this.env.socketOrigin}${this.options.path}?after=${after}`);
    this.socket = socket;
    this.lastFrameAt = this.env.now();
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.lastFrameAt = this.env.now();
      const frame = parseFrame(event.data);
      if (!frame) return;
      if (frame.type === 'ready') {
        this.attempt = 0;
        this.setState('open');
      }
      this.options.onFrame(frame);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (isRefusal(event.code)) {
        this.setState('closed');
        return;
      }
      this.lost();
    };
    socket.onerror = () => {
      // A close event always follows; reconnecting is decided there.
    };
  }

  /** Closes the current socket without hearing from it again. */
  private drop(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    socket.onopen = null;
    try {
      socket.close(1000, 'client closed');
    } catch {
      // already closing
    }
  }

  private lost(): void {
    this.drop();
    if (this.stopped || this.state === 'closed') return;
    this.setState('reconnecting');
    this.clearReconnect();
    if (!this.env.isOnline()) return;
    const delay = reconnectDelay(this.attempt, this.env.random);
    this.attempt += 1;
    this.reconnectTimer = this.env.setTimer(() => this.connect(), delay);
  }

  private clearReconnect(): void {
    if (this.reconnectTimer !== null) this.env.clearTimer(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private schedulePing(): void {
    this.pingTimer = this.env.setTimer(() => {
      this.pingTimer = null;
      if (this.stopped) return;
      if (this.socket && this.state === 'open') {
        if (this.env.now() - this.lastFrameAt > SILENT_LIMIT_MS) this.lost();
        else this.send({ type: 'ping' });
      }
      this.schedulePing();
    }, CHAT_PING_MS);
  }

  private readonly onOffline = (): void => {
    if (this.stopped || this.state === 'closed') return;
    this.lost();
  };

  private readonly onOnline = (): void => {
    if (this.stopped || this.state === 'closed') return;
    this.attempt = 0;
    if (!this.socket) this.connect();
  };
}
