/**
 * Live delivery of stored chat events to the sockets of this process. A message or read marker
 * concerns one member's conversation: it goes to every socket of that member and to every agent
 * socket. With REDIS_URL every process publishes its events to one channel and delivers what the
 * channel brings, so sockets held by other API processes get them too; without it delivery stays
 * in process. Delivery is best effort: clients catch up from the database when they reconnect.
 */
import type { ChatServerFrame } from '@mall/shared/chat';
import type { FastifyBaseLogger } from 'fastify';
import { RedisChannel } from '../../infra/redis-channel.ts';

export interface ChatEvent {
  /** The member whose conversation the frame is about. */
  memberId: number;
  frame: ChatServerFrame;
}

export type ChatListener = (frame: ChatServerFrame) => void;

/** Carries events between processes. */
export interface ChatBus {
  publish(payload: string): Promise<void>;
  /** Starts delivering every published payload (this process's own included) to onPayload. */
  subscribe(onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'mall:chat';

export class RedisChatBus extends RedisChannel implements ChatBus {
  constructor(url: string, channel = CHANNEL) {
    super(url, channel);
  }
}

export class ChatHub {
  private readonly members = new Map<number, Set<ChatListener>>();
  private readonly agents = new Set<ChatListener>();

  constructor(
    private readonly bus: ChatBus | null,
    private readonly log?: FastifyBaseLogger,
  ) {}

  static create(redisUrl: string | undefined, log?: FastifyBaseLogger): ChatHub {
    return new ChatHub(redisUrl ? new RedisChatBus(redisUrl) : null, log);
  }

  /** Listens to the bus; until it answers, other processes' events do not arrive here. */
  async start(): Promise<void> {
    await this.bus?.subscribe((payload) => {
      try {
        this.deliver(JSON.parse(payload) as ChatEvent);
      } catch (error) {
        this.log?.warn({ err: error }, 'unreadable chat event');
      }
    });
  }

  /** Registers a member's socket; returns how to remove it. */
  addMember(memberId: number, listener: ChatListener): () => void {
    let set = this.members.get(memberId);
    if (!set) {
      set = new Set();
      this.members.set(memberId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.members.get(memberId) === set) this.members.delete(memberId);
    };
  }

  addAgent(listener: ChatListener): () => void {
    this.agents.add(listener);
    return () => this.agents.delete(listener);
  }

  /** Delivers everywhere; without a working bus at least to this process's sockets. */
  async publish(event: ChatEvent): Promise<void> {
    if (!this.bus) {
      this.deliver(event);
      return;
    }
    try {
      await this.bus.publish(JSON.stringify(event));
    } catch (error) {
      this.log?.warn({ err: error }, 'chat bus publish failed; delivering in process only');
      this.deliver(event);
    }
  }

  /** Sockets registered here (for tests and shutdown). */
  get socketCount(): number {
    let n = this.agents.size;
    for (const set of this.members.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    this.members.clear();
    this.agents.clear();
    await this.bus?.close();
  }

  private deliver(event: ChatEvent): void {
    const targets = [...(this.members.get(event.memberId) ?? []), ...this.agents];
    for (const listener of targets) {
      try {
        listener(event.frame);
      } catch (error) {
        this.log?.warn({ err: error }, 'chat listener failed');
      }
    }
  }
}
