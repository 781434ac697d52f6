import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { LoginLimiter, MemoryCounterStore, RedisCounterStore } from './rate-limit.ts';

const TOO_MANY = { code: 429, msg: '登录尝试过于频繁，请15分钟后再试', data: null };
const WAIT_ONE_MINUTE = { code: 429, msg: '登录尝试过于频繁，请1分钟后再试', data: null };

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

  it('counts failures per account whatever name was typed: the phone gets no more guesses', async () => {
    const target = await createMember(t.handle);
    const ip = { remoteAddress: '10.0.0.1' };
    const client = t.client();
    for (let i = 0; i < 3; i++)
      expect((await client.login(target.username, 'wrong-password', ip)).body.code).toBe(400);
    const byPhone = await client.login(target.phone, 'wrong-password', ip);
    expect(byPhone.status).toBe(429);
    expect(byPhone.body).toEqual(WAIT_ONE_MINUTE);
    // Even the right password waits, from this address, by either name.
    expect((await client.login(target.phone, target.password, ip)).body).toEqual(WAIT_ONE_MINUTE);
    expect((await client.login(target.username.toUpperCase(), target.password, ip)).body).toEqual(
      WAIT_ONE_MINUTE,
    );
    expect(
      await t.handle.query('SELECT 1 FROM sessions WHERE member_id = $1', [target.memberId]),
    ).toHaveLength(0);
  });

  it('does not lock the owner at another address out because of failures elsewhere', async () => {
    const owner = await createMember(t.handle);
    for (let i = 0; i < 3; i++) {
      const res = await t.client().login(owner.phone, 'wrong-password', { remoteAddress: '10.0.4.1' });
      expect(res.body.code).toBe(400);
    }
    expect((await t.client().login(owner.phone, owner.password, { remoteAddress: '10.0.4.1' })).status).toBe(
      429,
    );
    const home = await t.client().login(owner.username, owner.password, { remoteAddress: '10.0.4.2' });
    expect(home.body.code).toBe(10000);
  });

  it('treats a name that matches no one like an account: same answers, same wait', async () => {
    const ip = { remoteAddress: '10.0.5.1' };
    const client = t.client();
    for (let i = 0; i < 3; i++)
      expect((await client.login('nobody-by-this-name', 'wrong-password', ip)).body.code).toBe(400);
    expect((await client.login('Nobody-By-This-Name', 'wrong-password', ip)).body).toEqual(WAIT_ONE_MINUTE);
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

describe('a burst of parallel guesses at one account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginMaxFailuresPerAccount: 3, loginMaxAttemptsPerIp: 100 });
  });
  afterAll(() => t.close());

  it('has no more guesses judged than one at a time would: three, then the wait', async () => {
    const target = await createMember(t.handle);
    const ip = { remoteAddress: '10.0.6.1' };
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.client().login(target.username, `wrong-password-${i}`, ip)),
    );
    let judged = burst.filter((r) => r.body.code === 400).length;
    expect(burst.filter((r) => r.status === 429)).toHaveLength(20 - judged);
    // One at a time from here until the address has to wait.
    for (let i = 0; i < 5 && judged < 4; i++) {
      const res = await t.client().login(target.username, 'wrong-password', ip);
      if (res.body.code !== 400) {
        expect(res.body).toEqual(WAIT_ONE_MINUTE);
        break;
      }
      judged += 1;
    }
    expect(judged).toBe(3);
    expect((await t.client().login(target.username, target.password, ip)).body).toEqual(WAIT_ONE_MINUTE);
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

  const limits = { maxFailuresPerAccount: 3, maxAttemptsPerIp: 1000, windowMinutes: 15 };
  const member = { memberId: 7 };

  it('makes the wait grow with each failure past the limit, up to the window', async () => {
    let now = 1_000_000;
    const limiter = new LoginLimiter(new MemoryCounterStore(() => now), limits);
    const minutes = 60_000;
    for (let i = 0; i < 2; i++) await limiter.recordFailure(member, '1.1.1.1');
    await expect(limiter.checkAccount(member, '1.1.1.1')).resolves.toBeUndefined();
    const waits: string[] = [];
    for (let i = 0; i < 6; i++) {
      await limiter.recordFailure(member, '1.1.1.1');
      const refusal = await limiter.checkAccount(member, '1.1.1.1').catch((error: Error) => error.message);
      waits.push(String(refusal));
      // Let the wait pass, then the next guess fails again.
      now += 16 * minutes;
      await expect(limiter.checkAccount(member, '1.1.1.1')).resolves.toBeUndefined();
    }
    expect(waits).toEqual([1, 2, 4, 8, 15, 15].map((m) => `登录尝试过于频繁，请${m}分钟后再试`));
    expect(limiter.waitAfter(0)).toBe(minutes);
    expect(limiter.waitAfter(40)).toBe(15 * minutes);
  });

  it('counts down the wait it names', async () => {
    let now = 0;
    const limiter = new LoginLimiter(new MemoryCounterStore(() => now), limits);
    for (let i = 0; i < 5; i++) await limiter.recordFailure(member, '1.1.1.1');
    await expect(limiter.checkAccount(member, '1.1.1.1')).rejects.toMatchObject({
      httpStatus: 429,
      message: '登录尝试过于频繁，请4分钟后再试',
    });
    now += 150_000;
    await expect(limiter.checkAccount(member, '1.1.1.1')).rejects.toThrow('请2分钟后再试');
    now += 90_001;
    await expect(limiter.checkAccount(member, '1.1.1.1')).resolves.toBeUndefined();
  });

  it('forgets failures and the wait after a success from that address', async () => {
    const limiter = new LoginLimiter(new MemoryCounterStore(), limits);
    for (let i = 0; i < 3; i++) await limiter.recordFailure(member, '1.1.1.1');
    await limiter.recordSuccess(member, '1.1.1.1');
    await expect(limiter.checkAccount(member, '1.1.1.1')).resolves.toBeUndefined();
    await limiter.recordFailure(member, '1.1.1.1');
    await expect(limiter.checkAccount(member, '1.1.1.1')).resolves.toBeUndefined();
  });

  it("holds back new addresses, not the owner's, when failures pile up from everywhere", async () => {
    const limiter = new LoginLimiter(new MemoryCounterStore(), limits);
    await limiter.recordSuccess(member, '192.0.2.10');
    // Thirty addresses, each staying under its own limit: 3 × 10 failures in all.
    for (let i = 0; i < 30; i++) await limiter.recordFailure(member, `198.51.100.${i}`);
    await expect(limiter.checkAccount(member, '203.0.113.5')).rejects.toThrow('请15分钟后再试');
    await expect(limiter.checkAccount(member, '192.0.2.10')).resolves.toBeUndefined();
    await expect(limiter.checkAccount({ memberId: 8 }, '203.0.113.5')).resolves.toBeUndefined();
  });

  it('judges one guess of an account from an address at a time', async () => {
    let now = 0;
    const store = new MemoryCounterStore(() => now);
    const limiter = new LoginLimiter(store, limits);
    let release: (valid: boolean) => void = () => {};
    const first = limiter.guess(member, '1.1.1.1', () => new Promise((resolve) => (release = resolve)));
    await expect(limiter.guess(member, '1.1.1.1', async () => true)).rejects.toMatchObject({
      httpStatus: 429,
      message: '登录尝试过于频繁，请稍后再试',
    });
    // Another address, or another account, is not held up.
    await expect(limiter.guess(member, '1.1.1.2', async () => true)).resolves.toBe(true);
    await expect(limiter.guess({ memberId: 8 }, '1.1.1.1', async () => false)).resolves.toBe(false);
    release(false);
    await expect(first).resolves.toBe(false);
    await expect(limiter.guess(member, '1.1.1.1', async () => true)).resolves.toBe(true);
    // A claim that lapsed mid-guess is not released by that guess once another has taken it.
    const lapsing = limiter.guess(member, '1.1.1.3', () => new Promise((resolve) => (release = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    now += 31_000;
    let second: (valid: boolean) => void = () => {};
    const taker = limiter.guess(member, '1.1.1.3', () => new Promise((resolve) => (second = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    release(false);
    await lapsing;
    await expect(limiter.guess(member, '1.1.1.3', async () => true)).rejects.toThrow('请稍后再试');
    second(true);
    await expect(taker).resolves.toBe(true);
    // A guess that throws frees the address too.
    await expect(
      limiter.guess(member, '1.1.1.1', async () => {
        throw new Error('hash store down');
      }),
    ).rejects.toThrow('hash store down');
    await expect(limiter.guess(member, '1.1.1.1', async () => true)).resolves.toBe(true);
  });

  it('names the window when an address passes its cap', async () => {
    const limiter = new LoginLimiter(new MemoryCounterStore(), {
      maxFailuresPerAccount: 5,
      maxAttemptsPerIp: 1,
      windowMinutes: 7,
    });
    await limiter.admitAddress('1.1.1.1');
    await expect(limiter.admitAddress('1.1.1.1')).rejects.toMatchObject({
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
      await store.hold(key, 5_000);
      expect(await store.heldFor(key)).toBeGreaterThan(4_000);
      expect(await store.heldFor(`${key}:none`)).toBe(0);
      await store.reset(key);
      // One of parallel claims wins; only its own token releases it.
      const claims = await Promise.all(Array.from({ length: 10 }, () => store.claim(key, 5_000)));
      const won = claims.filter((c) => c !== undefined);
      expect(won).toHaveLength(1);
      await store.release(key, 'someone-else');
      expect(await store.claim(key, 5_000)).toBeUndefined();
      await store.release(key, won[0] as string);
      const again = await store.claim(key, 5_000);
      expect(again).toBeTypeOf('string');
      await store.release(key, again as string);
    } finally {
      await store.close();
    }
  });
});
