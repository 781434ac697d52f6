/** Test helpers of the chat: members who may chat, an agent (an operator), and a socket that records frames. */
import type { ChatServerFrame } from '@mall/shared/chat';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import type { TestApp, TestClient } from '../../../test/helpers.ts';
import { demoOperatorPassword, operatorLogin } from '../admin-auth/admin.fixtures.ts';

export const TEST_HOST = 'shop.test';
export const TEST_ORIGIN = `http://${TEST_HOST}`;

/** A member whose store has is_can_chat (or not), logged in. */
export async function chatMember(
  t: TestApp,
  canChat = true,
): Promise<{ member: MemberFixture; client: TestClient }> {
  const member = await createMember(t.handle);
  if (canChat)
    await t.handle.query('UPDATE companies SET is_can_chat = true WHERE id = $1', [member.companyId]);
  return { member, client: await t.loginAs(member.username, member.password) };
}

export interface ChatAgentFixture {
  operatorId: number;
  username: string;
  client: TestClient;
}

let agents = 0;

/**
 * An operator of the console with the 客服 role (the chat permission) and this name, logged in
 * on the operator session. It shares the demo operator kefu01's password.
 */
export async function chatAgent(
  t: TestApp,
  name = '客服小李',
  roles = ['service'],
): Promise<ChatAgentFixture> {
  agents += 1;
  const username = `agent${agents}_${Date.now().toString(36)}`;
  const [row] = await t.handle.query<{ id: number }>(
    `INSERT INTO operators (username, password_hash, name, roles)
     SELECT $1, password_hash, $2, $3 FROM operators WHERE username = 'kefu01' RETURNING id`,
    [username, name, roles],
  );
  if (!row) throw new Error('the demo operator kefu01 is missing');
  const client = t.client();
  const res = await operatorLogin(client, username, demoOperatorPassword('kefu01'));
  if (res.body.code !== 10000) throw new Error(`operator login failed: ${res.body.msg}`);
  return { operatorId: row.id, username, client };
}

export const cookieHeader = (client: TestClient) =>
  [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

interface RawSocket {
  send(data: string | Buffer): void;
  close(): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
}

type Predicate = (frame: ChatServerFrame) => boolean;

/** A client socket: every frame the server sends is kept, in order, for the test to take. */
export class TestSocket {
  readonly frames: ChatServerFrame[] = [];
  closeCode: number | null = null;
  private taken = 0;
  private wake: (() => void) | null = null;

  private constructor(private readonly ws: RawSocket) {}

  static async open(
    t: TestApp,
    path: string,
    client: TestClient | null,
    headers: Record<string, string> = {},
  ): Promise<TestSocket> {
    let socket: TestSocket | undefined;
    await t.app.injectWS(
      path,
      {
        headers: {
          host: TEST_HOST,
          origin: TEST_ORIGIN,
          ...(client ? { cookie: cookieHeader(client) } : {}),
          ...headers,
        },
      },
      {
        // Listening before the upgrade completes: the catch-up frames follow it at once.
        onInit: (ws: RawSocket) => {
          const s = new TestSocket(ws);
          socket = s;
          ws.on('message', (data) => s.push(JSON.parse(data.toString()) as ChatServerFrame));
          ws.on('close', (code) => {
            s.closeCode = code;
            s.wake?.();
          });
        },
      },
    );
    if (!socket) throw new Error('socket not initialised');
    return socket;
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  sendBinary(bytes: Buffer): void {
    this.ws.send(bytes);
  }

  close(): void {
    this.ws.terminate();
  }

  /** The next frame not taken yet (that matches), waiting for it up to `ms`. */
  async next(predicate: Predicate = () => true, ms = 3000): Promise<ChatServerFrame> {
    const deadline = Date.now() + ms;
    for (;;) {
      while (this.taken < this.frames.length) {
        const frame = this.frames[this.taken++] as ChatServerFrame;
        if (predicate(frame)) return frame;
      }
      const left = deadline - Date.now();
      if (left <= 0 || this.closeCode !== null)
        throw new Error(`no matching frame; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, left);
      });
    }
  }

  /** Frames up to and including `ready`. */
  async untilReady(): Promise<ChatServerFrame[]> {
    const start = this.taken;
    await this.next((f) => f.type === 'ready');
    return this.frames.slice(start, this.taken);
  }

  /** A round trip: everything the server meant to send before the pong has arrived. */
  async settle(): Promise<void> {
    this.send({ type: 'ping' });
    const start = this.taken;
    await this.next((f) => f.type === 'pong');
    // Put back what came before the pong, so the test can still take it.
    const skipped = this.frames.slice(start, this.taken - 1);
    this.frames.splice(start, this.taken - start, ...skipped);
    this.taken = start;
  }

  /** Frames received and not taken yet. */
  rest(): ChatServerFrame[] {
    return this.frames.slice(this.taken);
  }

  private push(frame: ChatServerFrame): void {
    this.frames.push(frame);
    this.wake?.();
  }
}

export const isMessage = (text: string) => (f: ChatServerFrame) =>
  f.type === 'message' && f.message.text === text;
