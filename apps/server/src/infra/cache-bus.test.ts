import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import { invalidateCatalogueCaches, TtlCache } from '../modules/goods/ttl-cache.ts';
import {
  attachCacheBus,
  CATALOGUE_CHANNEL,
  CacheBus,
  type CacheBusTransport,
  RedisCacheBusTransport,
} from './cache-bus.ts';

/** One channel in memory: what a process publishes reaches every subscriber, itself included. */
class MemoryChannel {
  readonly published: string[] = [];
  private readonly listeners = new Set<(payload: string) => void>();

  transport(): CacheBusTransport & { failing: boolean } {
    const channel = this;
    let own: ((payload: string) => void) | undefined;
    return {
      failing: false,
      async publish(payload) {
        if (this.failing) throw new Error('bus down');
        channel.published.push(payload);
        for (const listener of channel.listeners) listener(payload);
      },
      async subscribe(onPayload) {
        own = onPayload;
        channel.listeners.add(onPayload);
      },
      async close() {
        if (own) channel.listeners.delete(own);
      },
    };
  }

  /** Lets the publishes already started settle. */
  settle(): Promise<void> {
    return new Promise((resolve) => setImmediate(resolve));
  }
}

function countingLog() {
  const warnings: string[] = [];
  return {
    warnings,
    log: { warn: (_obj: unknown, msg?: string) => warnings.push(msg ?? ''), error: () => {} },
  };
}

/** A cache that counts its loads, as the catalogue's reads do. */
function countingCache(ttlMs = 60_000) {
  const cache = new TtlCache<number>(ttlMs, 10);
  let loads = 0;
  return { cache, read: () => cache.get('total', async () => ++loads) };
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const detachments: Array<() => void> = [];
afterEach(() => {
  for (const detach of detachments.splice(0)) detach();
});

describe('cache bus without Redis', () => {
  it('drops this process’s caches at once and publishes nothing when no bus is attached', async () => {
    const { read } = countingCache();
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    invalidateCatalogueCaches();
    expect(await read()).toBe(2);
  });

  it('with a bus attached, still drops at once and publishes one notice naming its sender', async () => {
    const channel = new MemoryChannel();
    const bus = new CacheBus(channel.transport(), () => {}, undefined, 'here');
    detachments.push(attachCacheBus(bus));
    const { read } = countingCache();
    expect(await read()).toBe(1);
    invalidateCatalogueCaches();
    expect(await read()).toBe(2);
    await channel.settle();
    expect(channel.published.map((payload) => JSON.parse(payload))).toEqual([
      { from: 'here', pid: process.pid },
    ]);
  });

  it('drops on another instance’s notice, never on its own or an unreadable one, and does not re-announce', async () => {
    const channel = new MemoryChannel();
    let dropsHere = 0;
    let dropsThere = 0;
    const here = new CacheBus(channel.transport(), () => dropsHere++, undefined, 'here');
    const there = new CacheBus(channel.transport(), () => dropsThere++, undefined, 'there');
    await here.start();
    await there.start();
    here.announce();
    await channel.settle();
    expect([dropsHere, dropsThere]).toEqual([0, 1]);
    // Receiving publishes nothing more: one notice per change, no echo.
    expect(channel.published).toHaveLength(1);
    await channel.transport().publish('not json');
    await channel.transport().publish(JSON.stringify({ pid: 1 }));
    expect([dropsHere, dropsThere]).toEqual([0, 1]);
    await there.close();
    here.announce();
    await channel.settle();
    expect(dropsThere).toBe(1);
  });

  it('a failing bus is logged, never thrown to the caller, and the local drop still happens', async () => {
    const channel = new MemoryChannel();
    const transport = channel.transport();
    transport.failing = true;
    const { warnings, log } = countingLog();
    detachments.push(attachCacheBus(new CacheBus(transport, () => {}, log)));
    const { read } = countingCache();
    expect(await read()).toBe(1);
    expect(() => invalidateCatalogueCaches()).not.toThrow();
    expect(await read()).toBe(2);
    await channel.settle();
    expect(warnings).toEqual([expect.stringContaining('publish failed')]);
  });

  it('a detached bus is told nothing', async () => {
    const channel = new MemoryChannel();
    const detach = attachCacheBus(new CacheBus(channel.transport(), () => {}));
    detach();
    invalidateCatalogueCaches();
    await channel.settle();
    expect(channel.published).toEqual([]);
  });
});

// Runs where a Redis server is at hand (TEST_REDIS_URL=redis://127.0.0.1:6379).
describe.skipIf(!process.env.TEST_REDIS_URL)('cache bus on Redis', () => {
  const url = process.env.TEST_REDIS_URL as string;

  it('an invalidation in one process makes the next read in another reload', async () => {
    // A channel of this test's own, so other tests on the same Redis do not count here.
    const channel = `${CATALOGUE_CHANNEL}:test:${randomUUID()}`;
    const inB = countingCache();
    let dropsA = 0;
    let dropsB = 0;
    // What reaches A's subscriber, its own notices included.
    const seenByA: string[] = [];
    const transportA = new RedisCacheBusTransport(url, channel);
    const subscribeA = transportA.subscribe.bind(transportA);
    transportA.subscribe = (onPayload) =>
      subscribeA((payload) => {
        seenByA.push(payload);
        onPayload(payload);
      });
    const a = new CacheBus(transportA, () => dropsA++);
    const b = new CacheBus(new RedisCacheBusTransport(url, channel), () => {
      dropsB++;
      inB.cache.clear();
    });
    try {
      await a.start();
      await b.start();
      expect(await inB.read()).toBe(1);
      expect(await inB.read()).toBe(1);
      a.announce();
      await until(() => dropsB === 1, 'the notice in B');
      expect(await inB.read()).toBe(2);
      b.announce();
      await until(() => seenByA.length === 2, 'both notices in A');
      // A passed over its own notice and dropped on B's; B heard only A's.
      expect(seenByA.map((payload) => JSON.parse(payload).from)).toEqual([a.instanceId, b.instanceId]);
      expect([dropsA, dropsB]).toEqual([1, 1]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('an app on Redis announces its invalidations and drops its caches on another process’s', async () => {
    const t = await createTestApp({ redisUrl: url });
    const received: Array<{ from: string; pid: number }> = [];
    const other = new CacheBus(new RedisCacheBusTransport(url), () => {}, undefined, `other:${randomUUID()}`);
    const outside = new RedisCacheBusTransport(url);
    try {
      await outside.subscribe((payload) => received.push(JSON.parse(payload)));
      await other.start();
      invalidateCatalogueCaches();
      const fromHere = (notice: { from: string; pid: number }) =>
        notice.pid === process.pid && notice.from !== other.instanceId;
      await until(() => received.some(fromHere), 'the app’s notice');

      // The app's process shares this test's caches; another process's notice drops them.
      let loads = 0;
      const cache = new TtlCache<number>(60_000, 10);
      const read = () => cache.get('total', async () => ++loads);
      expect(await read()).toBe(1);
      other.announce();
      // Delivered to each subscriber on its own connection: poll the app's side with bounded reads.
      await until(async () => (await read()) >= 2, 'the reload');
    } finally {
      await other.close();
      await outside.close();
      await t.close();
    }
  });
});
