import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { LoginLimiter, MemoryCounterStore, RedisCounterStore } from './rate-limit.ts';

const TOO_MANY = { code: 429, msg: '登录尝试过于频繁，请15分钟后再试', data: null };

describe('login rate limits', () => {
  let t: TestApp;
  let member: MemberFixture;

  beforeAll(async () => {
    t = await createTestApp({
      loginMaxFailuresPerAccount: 3,
      loginMaxAttemptsPerIp: 6,
      loginWindowMinutes: 15,
    });
    member = await createMember(t.handle);
  });
  afterAll(() => t.close());

  it('locks an account after its failures, even with the right password, from any address', async () => {
    const target = await createMember(t.handle);
    const client = t.client();
    for (let i = 0; i < 3; i++) {
      const res = await client.login(target.username, 'wrong-password', { remoteAddress: `10.0.0.${i + 1}` });
      expect(res.body.code).toBe(400);
    }
    const locked = await client.login(target.username.toUpperCase(), target.password, {
      remoteAddress: '10.0.1.1',
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(TOO_MANY);
    expect(
      await t.handle.query('SELECT 1 FROM sessions WHERE member_id = $1', [target.memberId]),
    ).toHaveLength(0);
  });

  it('clears the failure counter on success', async () => {
    const client = t.client();
    const ip = { remoteAddress: '10.0.2.1' };
    for (let i = 0; i < 2; i++)
      expect((await client.login(member.username, 'nope-nope', ip)).body.code).toBe(400);
    expect((await client.login(member.username, member.password, ip)).body.code).toBe(10000);
    const other = t.client();
    const ip2 = { remoteAddress: '10.0.2.2' };
    for (let i = 0; i < 2; i++)
      expect((await other.login(member.username, 'nope-nope', ip2)).body.code).toBe(400);
    // Two failures since the success: below the limit of three.
    expect((await other.login(member.username, member.password, ip2)).body.code).toBe(10000);
  });

  it('limits attempts per address across accounts', async () => {
    const client = t.client();
    const ip = { remoteAddress: '10.0.3.1' };
    for (let i = 0; i < 6; i++) {
      expect((await client.login(`someone-${i}`, 'whatever-pass', ip)).body.code).toBe(400);
    }
    const refused = await client.login(member.username, member.password, ip);
    expect(refused.body).toEqual(TOO_MANY);
    // Another address is not affected.
    expect(
      (await t.client().login(member.username, member.password, { remoteAddress: '10.0.3.2' })).body.code,
    ).toBe(10000);
  });
});

describe('LoginLimiter on the in-process store', () => {
  it('counts within the window and forgets after it', async () => {
    const store = new MemoryCounterStore();
    expect(await store.increment('k', 40)).toBe(1);
    expect(await store.increment('k', 40)).toBe(2);
    expect(await store.get('k')).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await store.get('k')).toBe(0);
    expect(await store.increment('k', 40)).toBe(1);
  });

  it('names the window in the refusal', async () => {
    const limiter = new LoginLimiter(new MemoryCounterStore(), {
      maxFailuresPerAccount: 1,
      maxAttemptsPerIp: 10,
      windowMinutes: 7,
    });
    await limiter.recordFailure('Demo');
    await expect(limiter.checkAttempt('1.1.1.1', 'demo')).rejects.toMatchObject({
      httpStatus: 429,
      message: '登录尝试过于频繁，请7分钟后再试',
    });
  });
});

// Runs where a Redis server is at hand (TEST_REDIS_URL=redis://127.0.0.1:6379).
describe.skipIf(!process.env.TEST_REDIS_URL)('LoginLimiter on Redis', () => {
  it('shares counters through INCR with an expiry', async () => {
    const store = new RedisCounterStore(process.env.TEST_REDIS_URL!);
    const key = `mall:test:${Date.now()}:${Math.random()}`;
    try {
      expect(await store.increment(key, 200)).toBe(1);
      expect(await store.increment(key, 200)).toBe(2);
      expect(await store.get(key)).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await store.get(key)).toBe(0);
      await store.increment(key, 10_000);
      await store.reset(key);
      expect(await store.get(key)).toBe(0);
    } finally {
      await store.close();
    }
  });
});
