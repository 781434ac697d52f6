/**
 * Tells the other API processes that this one dropped its in-process caches. Each process keeps
 * its own catalogue caches (TtlCache); an operator's change drops this process's at once, and with
 * REDIS_URL one message on a channel drops every other process's too. Without Redis there is one
 * process and nothing to tell. Delivery is best effort: a notice lost while Redis is away leaves a
 * process stale only until its caches' TTL runs out, and no Redis failure reaches a request.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type PubSub, RedisChannel } from './redis-channel.ts';

export const CATALOGUE_CHANNEL = 'mall:catalogue-invalidate';

/** How long the start waits for the subscription; an unreachable Redis does not stop it. */
const BUS_WAIT_MS = 3000;

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/** Carries drop notices between processes. */
export type CacheBusTransport = PubSub;

/** The catalogue channel on Redis; one warning per outage. */
export class RedisCacheBusTransport extends RedisChannel {
  constructor(url: string, channel = CATALOGUE_CHANNEL, log?: Log) {
    super(url, channel, {
      ...(log ? { log } : {}),
      message: 'cache bus: Redis unreachable; other processes catch up by their TTL',
    });
  }
}

interface DropNotice {
  /** The sending bus's instance id: its own notices come back to it and are passed over. */
  from: string;
  pid: number;
}

export class CacheBus {
  constructor(
    private readonly transport: CacheBusTransport,
    /** Drops this process's caches, without announcing again. */
    private readonly onRemoteDrop: () => void,
    private readonly log?: Log,
    /** Unique per process and host (process ids repeat across containers). */
    readonly instanceId: string = `${hostname()}:${process.pid}:${randomUUID()}`,
  ) {}

  /** Listens to the bus; until it answers, other processes' drops do not arrive here. */
  async start(): Promise<void> {
    await this.transport.subscribe((payload) => this.receive(payload));
  }

  /** Tells the other processes to drop their caches; never throws, never makes the caller wait. */
  announce(): void {
    const notice: DropNotice = { from: this.instanceId, pid: process.pid };
    let sent: Promise<void>;
    try {
      sent = this.transport.publish(JSON.stringify(notice));
    } catch (error) {
      sent = Promise.reject(error);
    }
    sent.catch((error: unknown) =>
      this.log?.warn({ err: error }, 'cache bus: publish failed; other processes catch up by their TTL'),
    );
  }

  async close(): Promise<void> {
    await this.transport.close();
  }

  private receive(payload: string): void {
    let notice: Partial<DropNotice>;
    try {
      notice = JSON.parse(payload) as Partial<DropNotice>;
    } catch (error) {
      this.log?.warn({ err: error }, 'cache bus: unreadable notice');
      return;
    }
    if (typeof notice?.from !== 'string' || notice.from === this.instanceId) return;
    try {
      this.onRemoteDrop();
    } catch (error) {
      this.log?.error({ err: error }, 'cache bus: dropping the caches failed');
    }
  }
}

/** The buses of this process's open apps (usually one; tests build several). */
const attached = new Set<CacheBus>();

/** Makes announceCacheDrop() publish on bus; returns how to stop. */
export function attachCacheBus(bus: CacheBus): () => void {
  attached.add(bus);
  return () => {
    attached.delete(bus);
  };
}

/** Tells the other processes this one dropped its caches; nothing without an attached bus. */
export function announceCacheDrop(): void {
  for (const bus of attached) bus.announce();
}

/**
 * With REDIS_URL, joins the catalogue channel for the app's life: listens from the start (ready
 * once subscribed, or after BUS_WAIT_MS if Redis does not answer), announces while open, and
 * leaves on close. Without it, does nothing.
 */
export function registerCacheBus(
  app: FastifyInstance,
  redisUrl: string | undefined,
  onRemoteDrop: () => void,
): void {
  if (!redisUrl) return;
  const bus = new CacheBus(
    new RedisCacheBusTransport(redisUrl, CATALOGUE_CHANNEL, app.log),
    onRemoteDrop,
    app.log,
  );
  const detach = attachCacheBus(bus);
  const subscribed = bus
    .start()
    .catch((error: unknown) => app.log.error({ err: error }, 'cache bus subscription failed'));
  app.addHook('onReady', async () => {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([subscribed, new Promise((resolve) => (timer = setTimeout(resolve, BUS_WAIT_MS)))]);
    clearTimeout(timer);
  });
  app.addHook('onClose', async () => {
    detach();
    await bus.close();
  });
}
