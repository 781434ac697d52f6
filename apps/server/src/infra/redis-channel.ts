/**
 * One Redis pub/sub channel shared by the API processes: what one publishes, every subscriber gets
 * (its own publisher's messages included). Used by chat delivery and the cache bus.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

type Log = Pick<FastifyBaseLogger, 'warn'>;

export interface PubSub {
  publish(payload: string): Promise<void>;
  /** Resolves once every payload published from then on reaches onPayload. */
  subscribe(onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

export class RedisChannel implements PubSub {
  private readonly publisher: Redis;
  // A subscribed connection may not publish: two connections.
  private readonly subscriber: Redis;

  /** `outage`: logged once when a connection is lost (not once per reconnect attempt); none when omitted. */
  constructor(
    url: string,
    private readonly channel: string,
    outage?: { log?: Log; message: string },
  ) {
    this.publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url, { lazyConnect: true });
    if (outage) for (const redis of [this.publisher, this.subscriber]) reportOutages(redis, outage);
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

/** ioredis reconnects by itself; one warning per outage. */
function reportOutages(redis: Redis, outage: { log?: Log; message: string }): void {
  let down = false;
  redis.on('ready', () => {
    down = false;
  });
  redis.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    outage.log?.warn({ err: error }, outage.message);
  });
}

async function quit(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') redis.disconnect();
  else await redis.quit().catch(() => redis.disconnect());
}
