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
import { Redis } from 'ioredis';

export const CATALOGUE_CHANNEL = 'mall:catalogue-invalidate';

/** How long the start waits for the subscription; an unreachable Redis does not stop it. */
const BUS_WAIT_MS = 3000;

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/** Carries drop notices between processes. */
export interface CacheBusTransport {
  publish(payload: string): Promise<void>;
  /** Resolves once every payload published from then on (this process's own included) reaches onPayload. */
  subscribe(onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

export class RedisCacheBusTransport implements CacheBusTransport {
  private readonly publisher: Redis;
  // A subscribed connection may not publish: two connections.
  private readonly subscriber: Redis;

  constructor(
    url: string,
    private readonly channel = CATALOGUE_CHANNEL,
    log?: Log,
  ) {
    this.publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url, { lazyConnect: true });
    for (const redis of [this.publisher, this.subscriber]) reportOutages(redis, log);
  }

  async publish(payload: string): Promise<void> {
    await this.publisher.publish(this.channel, payload);
  }

  async subscribe(onPayload: (payload: string) => void): Promise<void> {
    this.subscriber.on('message', (channel: string, payload: string) => {
      if (channel === this.channel) onPayload(payload);
    });
    await this.subscriber.subscribe(this.channel);
  }

  async close(): Promise<void> {
    await Promise.all([this.publisher, this.subscriber].map(quit));
  }
}

/** One warning when a connection is lost, not one per reconnect attempt; ioredis reconnects by itself. */
function reportOutages(redis: Redis, log: Log | undefined): void {
  let down = false;
  redis.on('ready', () => {
    down = false;
  });
  redis.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    log?.warn({ err: error }, 'cache bus: Redis unreachable; other processes catch up by their TTL');
  });
}

async function quit(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') redis.disconnect();
  else await redis.quit().catch(() => redis.disconnect());
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
