/**
 * The snapshot's reads inside a transaction go as one statement (readTogether): each read must come
 * back exactly as its own statement gives it, row order included, for a store and for a guest, and a
 * whole snapshot read in a transaction must equal one read on the pool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { readTogether } from '../../db/sql-rows.ts';
import { storeOf } from '../store/store.service.ts';
import {
  createActivity,
  createCombination,
  createOffer,
  DEMO_COMPANY,
  setNegotiatedPrice,
  setShippingRule,
} from './cart.fixtures.ts';
import {
  activitiesQuery,
  activityRowOf,
  findShippingRule,
  ladderQuery,
  listActivities,
  listLadder,
  listLines,
  listOffers,
  offersQuery,
  type Reader,
  readerOf,
  shippingRuleQuery,
} from './cart.repository.ts';
import { loadSnapshot } from './cart-snapshot.ts';
import { combinationsQuery, listCombinationsById } from './combination.repository.ts';

let t: TestApp;
let offerIds: number[];
let goodsIds: number[];
let combinationIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  await setShippingRule(t.handle, 800, 30_000);
  const tiered = await createOffer(t.handle, {
    name: '合读阶梯药',
    basePrice: 1200,
    limit: 10,
    startsIn: -60,
    endsIn: 3600,
    ladder: [
      { quantity: 20, price: 1000 },
      { quantity: 5, price: 1100 },
    ],
  });
  const nearExpiry = await createOffer(t.handle, { name: '合读近效期药', nearExpiryPrice: 500 });
  const plain = await createOffer(t.handle, { name: '合读普通药', basePrice: 300, freeShipping: true });
  await setNegotiatedPrice(t.handle, DEMO_COMPANY, tiered.offerId, 1050);
  await createActivity(t.handle, { kind: 'manjian', goodsIds: [tiered.goodsId], tiers: [[5000, 500]] });
  await createActivity(t.handle, { kind: 'gift', goodsIds: [nearExpiry.goodsId], gift: { buy: 5, give: 1 } });
  await createActivity(t.handle, { kind: 'discount', isGlobal: true, tiers: [[10_000, 95]], endsIn: 7200 });
  const combination = await createCombination(t.handle, {
    title: '合读组合',
    price: 1400,
    limit: 2,
    items: [
      { offerId: plain.offerId, quantity: 2 },
      { offerId: nearExpiry.offerId, quantity: 1 },
    ],
  });
  offerIds = [tiered.offerId, nearExpiry.offerId, plain.offerId];
  goodsIds = [tiered.goodsId, nearExpiry.goodsId, plain.goodsId];
  combinationIds = [combination];
  const demo = await t.loginAs('demo');
  for (const params of [
    [{ goods_id: tiered.goodsId, goods_price_id: tiered.offerId, number: 6 }],
    [{ goods_id: nearExpiry.goodsId, goods_price_id: nearExpiry.offerId, number: 5 }],
    [{ goods_id: combination, goods_price_id: 0, number: 1, type: 3 }],
  ])
    expect((await demo.postForm('/api/cart', { params })).body.code).toBe(10000);
});
afterAll(() => t.close());

const readersOf = async (): Promise<[string, Reader][]> => [
  ['store', readerOf(await storeOf(t.handle.db, DEMO_COMPANY))],
  ['guest', { companyId: null, viewer: null }],
];

describe('readTogether', () => {
  it('gives each read the rows its own statement gives, in the same order', async () => {
    for (const [who, reader] of await readersOf()) {
      const db = t.handle.db;
      const together = await readTogether<{
        offers: unknown;
        ladder: unknown;
        activities: Parameters<typeof activityRowOf>[0];
        combinations: unknown;
        shipping: { value: unknown };
      }>(db, {
        offers: offersQuery(reader, offerIds),
        ladder: ladderQuery(offerIds),
        activities: activitiesQuery(goodsIds, reader.viewer),
        combinations: combinationsQuery(combinationIds, reader.companyId),
        shipping: shippingRuleQuery(),
      });
      expect(together.offers, who).toEqual(await listOffers(db, reader, offerIds));
      expect(together.ladder, who).toEqual(await listLadder(db, offerIds));
      expect(together.ladder.length, who).toBe(2);
      expect(together.activities.map(activityRowOf), who).toEqual(
        await listActivities(db, goodsIds, reader.viewer),
      );
      expect(together.combinations, who).toEqual(
        await listCombinationsById(db, combinationIds, reader.companyId),
      );
      expect(together.shipping[0]?.value, who).toEqual(await findShippingRule(db));
    }
  });

  it('reads a read left out as no rows, and sends nothing when every read is left out', async () => {
    const db = t.handle.db;
    const some = await readTogether<{ ladder: unknown; shipping: unknown }>(db, {
      ladder: null,
      shipping: shippingRuleQuery(),
    });
    expect(some.ladder).toEqual([]);
    expect(some.shipping).toHaveLength(1);
    expect(await readTogether<{ ladder: unknown }>(db, { ladder: null })).toEqual({ ladder: [] });
  });
});

describe('loadSnapshot', () => {
  it('reads the same snapshot in one statement inside a transaction as side by side on the pool', async () => {
    const reader = readerOf(await storeOf(t.handle.db, DEMO_COMPANY));
    const lines = await listLines(t.handle.db, DEMO_COMPANY);
    // The demo's seeded lines and the three added here, a package among them.
    expect(lines.some((l) => l.combination_id === combinationIds[0])).toBe(true);
    const now = new Date();
    const onPool = await loadSnapshot({ ex: t.handle.db, readEx: t.handle.db }, reader, lines, null, { now });
    const inTransaction = await t.handle.db.transaction((tx) =>
      loadSnapshot({ ex: tx, readEx: tx }, reader, lines, null, { now }),
    );
    // The activity index is built of closures: compare what it is built from.
    const { index: _poolIndex, ...pool } = onPool;
    const { index: _txIndex, ...tx } = inTransaction;
    expect(tx).toEqual(pool);
    expect(onPool.entries).toHaveLength(lines.length);
    expect(onPool.activities.length).toBeGreaterThan(0);
  });
});
