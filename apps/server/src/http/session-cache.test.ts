import { describe, expect, it } from 'vitest';
import type { SessionRow } from './session.repository.ts';
import { SESSION_CHANNEL, SessionCache } from './session-cache.ts';

const row = (memberId: number, companyId: number): SessionRow => ({
  memberId,
  companyId,
  csrfToken: 'csrf',
  lastSeenAt: new Date(0),
  expiresAt: new Date(0),
  memberStatus: 1,
  storeReviewStatus: 1,
  storeProvince: '浙江省',
  storeCustomerType: '单体药店',
});

function liveCache(ttlMs = 60_000, maxEntries?: number) {
  const cache = new SessionCache(ttlMs, maxEntries);
  cache.setLive(true);
  return cache;
}

describe('SessionCache', () => {
  it('keeps nothing while notices do not arrive, and forgets everything when they stop', () => {
    const cache = new SessionCache(60_000);
    cache.store('a', row(1, 1), cache.mark());
    expect(cache.get('a')).toBeUndefined();
    cache.setLive(true);
    cache.store('a', row(1, 1), cache.mark());
    expect(cache.get('a')).toEqual(row(1, 1));
    cache.setLive(false);
    expect(cache.get('a')).toBeUndefined();
    cache.setLive(true);
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not store a read that a notice overtook', () => {
    const cache = liveCache();
    const mark = cache.mark();
    cache.notice('s:a');
    cache.store('a', row(1, 1), mark);
    expect(cache.get('a')).toBeUndefined();
    cache.store('a', row(1, 1), cache.mark());
    expect(cache.get('a')).toBeDefined();
  });

  it('drops the session, the member or the store a notice names, and everything on one it cannot read', () => {
    const cache = liveCache();
    const fill = () => {
      for (const [hash, r] of [
        ['a', row(1, 10)],
        ['b', row(1, 11)],
        ['c', row(2, 10)],
        ['d', row(3, 12)],
      ] as const)
        cache.store(hash, r, cache.mark());
    };
    const kept = () => ['a', 'b', 'c', 'd'].filter((h) => cache.get(h));
    fill();
    cache.notice('s:b');
    expect(kept()).toEqual(['a', 'c', 'd']);
    fill();
    cache.notice('m:1');
    expect(kept()).toEqual(['c', 'd']);
    fill();
    cache.notice('c:10');
    expect(kept()).toEqual(['b', 'd']);
    fill();
    cache.notice('m:99');
    expect(kept()).toEqual(['a', 'b', 'c', 'd']);
    cache.notice('?');
    expect(kept()).toEqual([]);
  });

  it('uses an entry for its TTL at most, and keeps the newest entries within its size', () => {
    const cache = liveCache(1000, 2);
    cache.store('a', row(1, 1), cache.mark(), 5000);
    expect(cache.get('a', 5999)).toBeDefined();
    expect(cache.get('a', 6000)).toBeUndefined();
    cache.store('a', row(1, 1), cache.mark(), 7000);
    cache.store('b', row(2, 2), cache.mark(), 7000);
    cache.store('c', row(3, 3), cache.mark(), 7000);
    expect(cache.size).toBe(2);
    expect(['a', 'b', 'c'].filter((h) => cache.get(h, 7000))).toEqual(['b', 'c']);
  });

  it('settles once its own notice comes back, at once while it keeps nothing', async () => {
    const cache = liveCache();
    const sent: [string, string][] = [];
    let done = false;
    const settled = cache
      .settled(async (channel, payload) => {
        sent.push([channel, payload]);
      })
      .then(() => {
        done = true;
      });
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    expect(sent).toHaveLength(1);
    const [channel, payload] = sent[0] as [string, string];
    expect(channel).toBe(SESSION_CHANNEL);
    cache.notice('sync:someone-else');
    await Promise.resolve();
    expect(done).toBe(false);
    cache.notice(payload);
    await settled;
    expect(done).toBe(true);

    const idle = new SessionCache(60_000);
    await idle.settled(() => {
      throw new Error('nothing is sent while notices do not arrive');
    });
  });

  it('lets a pending settle go when the notices stop', async () => {
    const cache = liveCache();
    const settled = cache.settled(async () => {});
    cache.setLive(false);
    await expect(settled).resolves.toBeUndefined();
  });
});
