import {
  CHAT_CLOSE_IDLE,
  CHAT_CLOSE_SIGNED_OUT,
  CHAT_PING_MS,
  type ChatServerFrame,
} from '@mall/shared/chat';
import { describe, expect, it } from 'vitest';
import {
  ChatConnection,
  type ConnectionEnv,
  type ConnectionState,
  SILENT_LIMIT_MS,
  type SocketLike,
} from './chat-connection';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  serverSends(frame: ChatServerFrame) {
    this.readyState = 1;
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  serverCloses(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
}

/** A clock, timers, sockets and online events under the test's control. */
function harness(lastId = () => 0) {
  let now = 0;
  let online = true;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let nextTimer = 1;
  const sockets: FakeSocket[] = [];
  const listeners = new Map<string, () => void>();
  const env: ConnectionEnv = {
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    socketOrigin: 'ws://shop.test',
    now: () => now,
    setTimer: (fn, ms) => {
      const id = nextTimer++;
      timers.set(id, { at: now + ms, fn });
      return id as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimer: (id) => {
      timers.delete(id as unknown as number);
    },
    random: () => 0,
    isOnline: () => online,
    events: {
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
    } as unknown as ConnectionEnv['events'],
  };
  const frames: ChatServerFrame[] = [];
  const states: ConnectionState[] = [];
  const connection = new ChatConnection(
    { path: '/api/chat/ws', lastId, onFrame: (f) => frames.push(f), onState: (s) => states.push(s) },
    env,
  );
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].fn();
    }
    now = until;
  };
  const latest = () => sockets.at(-1) as FakeSocket;
  const setOnline = (value: boolean) => {
    online = value;
    listeners.get(value ? 'online' : 'offline')?.();
  };
  return { connection, sockets, frames, states, advance, latest, setOnline, listeners };
}

describe('ChatConnection', () => {
  it('connects with after = the last id held and is open once the server says ready', () => {
    let held = 41;
    const h = harness(() => held);
    h.connection.start();
    expect(h.latest().url).toBe('ws://shop.test/api/chat/ws?after=41');
    expect(h.connection.send({ type: 'ping' })).toBe(false);
    h.latest().serverSends({ type: 'ready', conversation_id: 3, unread: 0 });
    expect(h.connection.current).toBe('open');
    expect(h.connection.send({ type: 'send', client_id: 'a', text: '你好' })).toBe(true);
    expect(h.latest().sent).toEqual([{ type: 'send', client_id: 'a', text: '你好' }]);

    // The socket drops: reconnecting, then a new socket asks for what came after the new last id.
    held = 57;
    h.latest().serverCloses();
    expect(h.connection.current).toBe('reconnecting');
    h.advance(250);
    expect(h.sockets).toHaveLength(2);
    expect(h.latest().url).toBe('ws://shop.test/api/chat/ws?after=57');
    h.latest().serverSends({ type: 'ready', conversation_id: 3, unread: 0 });
    expect(h.states).toEqual(['open', 'reconnecting', 'open']);
    expect(h.frames.filter((f) => f.type === 'ready')).toHaveLength(2);
    h.connection.stop();
  });

  it('waits longer after each failed attempt', () => {
    const h = harness();
    h.connection.start();
    h.latest().serverCloses();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const before = h.sockets.length;
      let waited = 0;
      while (h.sockets.length === before) {
        h.advance(10);
        waited += 10;
      }
      waits.push(waited);
      h.latest().serverCloses();
    }
    expect(waits).toEqual([250, 500, 1000, 2000]);
    h.connection.stop();
  });

  it('pings while live and treats a silent socket as lost', () => {
    const h = harness();
    h.connection.start();
    const first = h.latest();
    first.serverSends({ type: 'ready', conversation_id: 1, unread: 0 });
    h.advance(CHAT_PING_MS);
    expect(first.sent).toEqual([{ type: 'ping' }]);
    first.serverSends({ type: 'pong' });
    h.advance(CHAT_PING_MS);
    expect(first.sent).toHaveLength(2);
    // No answer to that ping nor the next: past the silence limit the socket is replaced.
    h.advance(SILENT_LIMIT_MS);
    expect(first.closed).toBe(true);
    expect(h.connection.current).toBe('reconnecting');
    h.connection.stop();
  });

  it('drops the socket when the browser goes offline and reconnects at once when back', () => {
    const h = harness();
    h.connection.start();
    const first = h.latest();
    first.serverSends({ type: 'ready', conversation_id: 1, unread: 0 });
    h.setOnline(false);
    expect(first.closed).toBe(true);
    expect(h.connection.current).toBe('reconnecting');
    h.advance(60_000);
    expect(h.sockets).toHaveLength(1); // no attempts while offline
    h.setOnline(true);
    expect(h.sockets).toHaveLength(2);
    h.latest().serverSends({ type: 'ready', conversation_id: 1, unread: 0 });
    expect(h.connection.current).toBe('open');
    h.connection.stop();
  });

  it('reconnects after an idle close, stops for good when signed out, and on stop', () => {
    const idle = harness();
    idle.connection.start();
    idle.latest().serverCloses(CHAT_CLOSE_IDLE);
    expect(idle.connection.current).toBe('reconnecting');
    idle.advance(1000);
    expect(idle.sockets).toHaveLength(2);
    idle.connection.stop();

    const h = harness();
    h.connection.start();
    h.latest().serverCloses(CHAT_CLOSE_SIGNED_OUT);
    expect(h.connection.current).toBe('closed');
    h.advance(60_000);
    expect(h.sockets).toHaveLength(1);

    const other = harness();
    other.connection.start();
    other.connection.stop();
    expect(other.latest().closed).toBe(true);
    expect(other.listeners.size).toBe(0);
    other.advance(60_000);
    expect(other.sockets).toHaveLength(1);
  });
});
