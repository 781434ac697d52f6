/**
 * Live delivery: in one process, across processes through a bus, and (where a Redis server is at
 * hand) between two API instances sharing one database.
 */
import { CHAT_AGENT_WS_URL, CHAT_WS_URL, type ChatServerFrame } from '@mall/shared/chat';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { chatAgent, chatMember, isMessage, TestSocket } from './chat.fixtures.ts';
import { type ChatBus, ChatHub } from './chat-hub.ts';

/** One channel shared by several hubs, as Redis would be. */
class MemoryBus implements ChatBus {
  private static readonly channels = new Map<string, Set<(payload: string) => void>>();
  private handler: ((payload: string) => void) | null = null;
  failing = false;

  constructor(private readonly channel: string) {}

  async publish(payload: string): Promise<void> {
    if (this.failing) throw new Error('bus down');
    for (const deliver of MemoryBus.channels.get(this.channel) ?? []) deliver(payload);
  }

  async subscribe(onPayload: (payload: string) => void): Promise<void> {
    this.handler = onPayload;
    const set = MemoryBus.channels.get(this.channel) ?? new Set();
    set.add(onPayload);
    MemoryBus.channels.set(this.channel, set);
  }

  async close(): Promise<void> {
    if (this.handler) MemoryBus.channels.get(this.channel)?.delete(this.handler);
  }
}

const pong: ChatServerFrame = { type: 'pong' };

describe('ChatHub', () => {
  it('delivers in process to the member’s sockets and every agent, until they leave', async () => {
    const hub = new ChatHub(null);
    const got: string[] = [];
    const leaveA = hub.addMember(1, () => got.push('member 1 tab a'));
    hub.addMember(1, () => got.push('member 1 tab b'));
    hub.addMember(2, () => got.push('member 2'));
    const leaveAgent = hub.addAgent(() => got.push('agent'));
    await hub.publish({ memberId: 1, frame: pong });
    expect(got.sort()).toEqual(['agent', 'member 1 tab a', 'member 1 tab b']);
    leaveA();
    leaveAgent();
    got.length = 0;
    await hub.publish({ memberId: 1, frame: pong });
    expect(got).toEqual(['member 1 tab b']);
    expect(hub.socketCount).toBe(2);
  });

  it('delivers through the bus to sockets held by another process', async () => {
    const here = new ChatHub(new MemoryBus('two-processes'));
    const there = new ChatHub(new MemoryBus('two-processes'));
    await here.start();
    await there.start();
    const frames: ChatServerFrame[] = [];
    there.addAgent((frame) => frames.push(frame));
    here.addMember(7, (frame) => frames.push(frame));
    await here.publish({ memberId: 7, frame: pong });
    expect(frames).toEqual([pong, pong]);
    await here.close();
    await there.close();
  });

  it('still delivers to its own sockets when the bus fails', async () => {
    const bus = new MemoryBus('failing');
    const hub = new ChatHub(bus);
    await hub.start();
    bus.failing = true;
    const frames: ChatServerFrame[] = [];
    hub.addMember(3, (frame) => frames.push(frame));
    await hub.publish({ memberId: 3, frame: pong });
    expect(frames).toEqual([pong]);
  });
});

// Runs where a Redis server is at hand (TEST_REDIS_URL=redis://127.0.0.1:6379).
describe.skipIf(!process.env.TEST_REDIS_URL)('two API processes on Redis', () => {
  it('deliver a message from a member on one to an agent on the other, and back', async () => {
    const t = await createTestApp({ redisUrl: process.env.TEST_REDIS_URL });
    let other: FastifyInstance | undefined;
    const sockets: TestSocket[] = [];
    try {
      other = await buildApp({ config: t.config, db: t.handle, logger: false });
      await other.ready();
      const { client } = await chatMember(t);
      const agent = await chatAgent(t);
      const memberSocket = await TestSocket.open(t, CHAT_WS_URL, client);
      const agentSocket = await TestSocket.open({ ...t, app: other }, CHAT_AGENT_WS_URL, agent.client);
      sockets.push(memberSocket, agentSocket);
      const ready = await memberSocket.next((f) => f.type === 'ready');
      await agentSocket.untilReady();
      // The subscriptions are live once a published frame comes back to its own process.
      memberSocket.send({ type: 'send', client_id: 'r-1', text: '跨进程的问题' });
      await memberSocket.next(isMessage('跨进程的问题'));
      await agentSocket.next(isMessage('跨进程的问题'));
      agentSocket.send({
        type: 'send',
        client_id: 'r-2',
        text: '跨进程的回答',
        conversation_id: (ready as { conversation_id: number }).conversation_id,
      });
      await memberSocket.next(isMessage('跨进程的回答'));
    } finally {
      for (const socket of sockets) socket.close();
      await other?.close();
      await t.close();
    }
  });
});
