/**
 * open_order (migration 0044) on its own: the store's row and what the order reads of the store,
 * read after the store's lock (so a submit queued behind another sees the order that one placed),
 * another store's address never, and generic plans kept to the end of the transaction on
 * PostgreSQL only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { DbHandle } from '../../db/client.ts';
import { createOffer, DEMO_BRANCH, DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { findStore } from '../store/store.repository.ts';
import { balanceOf, newKey, placedOrder, recharge, storeAddress } from './order.fixtures.ts';
import { openOrder, placeOrderRows } from './order.repository.ts';

let t: TestApp;
let memberId: number;
let offer: { offerId: number; goodsId: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  const [member] = await t.handle.query<{ id: number }>("SELECT id FROM members WHERE username = 'demo'");
  memberId = member?.id ?? 0;
  offer = { ...(await createOffer(t.handle, { name: '开单片', stock: 100 })), name: '开单片' };
});
afterAll(() => t.close());

const open = (companyId: number, key: string, addressId: number) =>
  t.handle.db.transaction((tx) => openOrder(tx, companyId, key, addressId));

const planMode = async (ex: DbHandle['db']) =>
  (
    (await ex.execute(sql`SELECT current_setting('plan_cache_mode') AS mode`)) as unknown as {
      rows: { mode: string }[];
    }
  ).rows[0]?.mode;

describe('open_order', () => {
  it('answers the store, its address, invoice profile and balance, and no order for a new key', async () => {
    await recharge(t.handle, DEMO_COMPANY, 2_345);
    await t.handle.query(
      `INSERT INTO invoice_profiles (company_id, invoice_type, title, tax_number) VALUES ($1, 2, '开单药房', '91440000')
       ON CONFLICT (company_id) DO UPDATE SET invoice_type = 2, title = '开单药房', tax_number = '91440000'`,
      [DEMO_COMPANY],
    );
    const addressId = await storeAddress(t.handle, DEMO_COMPANY);
    const [address] = await t.handle.query<Record<string, string>>(
      'SELECT consignee, phone, province, city, district, detail FROM addresses WHERE id = $1',
      [addressId],
    );
    const opened = await open(DEMO_COMPANY, newKey(), addressId);
    expect(opened?.store).toEqual(await findStore(t.handle.db, DEMO_COMPANY));
    expect(opened?.address).toEqual(address);
    const [profile] = await t.handle.query(
      `SELECT invoice_type::int AS invoice_type, title, tax_number, bank_name, bank_account, reg_address, reg_phone,
        email FROM invoice_profiles WHERE company_id = $1`,
      [DEMO_COMPANY],
    );
    expect(opened?.invoice).toEqual(profile);
    expect(opened?.invoice).toMatchObject({ invoice_type: 2, title: '开单药房', tax_number: '91440000' });
    expect(opened?.balance).toBe(await balanceOf(t.handle, DEMO_COMPANY));
    expect(opened?.existing).toBeNull();
  });

  it("never answers another store's address, and nothing for a store that does not exist", async () => {
    const [other] = await t.handle.query<{ id: number }>(
      `INSERT INTO addresses (company_id, consignee, phone, province_code, province, city_code, city, district_code,
        district, detail) VALUES ($1, '李四', '13900000000', '440000', '广东省', '440100', '广州市', '440106', '天河区', '二号')
       RETURNING id`,
      [DEMO_BRANCH],
    );
    const branchAddress = other?.id ?? 0;
    expect((await open(DEMO_COMPANY, newKey(), branchAddress))?.address).toBeNull();
    expect(await open(999_999, newKey(), branchAddress)).toBeUndefined();
  });

  it('reads after the lock: a submit queued behind another sees the order that one placed', async () => {
    const key = newKey();
    const addressId = await storeAddress(t.handle, DEMO_COMPANY);
    let second: Promise<Awaited<ReturnType<typeof open>>> | undefined;
    const placed = await t.handle.db.transaction(async (tx) => {
      expect((await openOrder(tx, DEMO_COMPANY, key, addressId))?.existing).toBeNull();
      const outcome = await placeOrderRows(tx, placedOrder({ memberId, offer, quantity: 1, key }));
      if (!('head' in outcome)) throw new Error('refused');
      // The same key submitted again while this transaction holds the store: it waits for the commit.
      second = open(DEMO_COMPANY, key, addressId);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return outcome.head;
    });
    expect((await second)?.existing).toEqual(placed);
  });

  it('keeps generic plans to the end of the transaction on PostgreSQL only', async () => {
    const inside = await t.handle.db.transaction(async (tx) => {
      await openOrder(tx, DEMO_COMPANY, newKey(), 0);
      return planMode(tx as unknown as DbHandle['db']);
    });
    expect(inside).toBe(t.handle.driver === 'postgres' ? 'force_generic_plan' : 'auto');
    expect(await planMode(t.handle.db)).toBe('auto');
  });
});
