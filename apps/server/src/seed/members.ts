/**
 * Demo members and their stores (DESIGN §7): `demo` (approved pharmacy with a second store,
 * a named account manager, cart, messages and points), `demo2` (another approved company)
 * and `demo3` (pending review, for the price-visibility rule). Password: demo123456.
 */

import type { DbHandle } from '../db/client.ts';
import { hashPassword } from '../modules/user/password.ts';
import { bulkInsert } from './bulk.ts';
import { insertCartLines } from './demo-cart.ts';
import type { OfferInfo } from './offers.ts';

export const DEMO_PASSWORD = 'demo123456';

const DAY_MS = 86_400_000;

const ACCOUNT_MANAGERS: [name: string, phone: string, isDefault: boolean][] = [
  ['客服中心', '400-826-1888', true],
  ['王静', '13957100001', false],
  ['李强', '13957100002', false],
  ['陈晓燕', '13957100003', false],
  ['赵磊', '13957100004', false],
];

const MEMBERS: [username: string, phone: string, name: string, companyId: number][] = [
  ['demo', '13800000001', '张明', 1],
  ['demo2', '13800000002', '刘芳', 3],
  ['demo3', '13800000003', '陈伟', 4],
];

export const DEMO_USERNAMES: readonly string[] = MEMBERS.map(([username]) => username);

interface CompanySeed {
  memberId: number;
  name: string;
  customerType: string;
  place: [province: string, city: string, district: string, address: string];
  contact: [name: string, phone: string];
  rank: string;
  reviewStatus: number;
  managerId: number;
  salesperson: string | null;
  contractDaysAgo: number | null;
}

const COMPANIES: CompanySeed[] = [
  {
    memberId: 1,
    name: '康源大药房（演示店）',
    customerType: '单体药店',
    place: ['浙江省', '杭州市', '西湖区', '文三路478号华星时代广场1楼'],
    contact: ['张明', '13800000001'],
    rank: '金牌会员',
    reviewStatus: 1,
    managerId: 2,
    salesperson: 'YW001',
    contractDaysAgo: 200,
  },
  {
    memberId: 1,
    name: '康源大药房（城西分店）',
    customerType: '单体药店',
    place: ['浙江省', '杭州市', '余杭区', '五常大道181号'],
    contact: ['张明', '13800000001'],
    rank: '金牌会员',
    reviewStatus: 1,
    managerId: 2,
    salesperson: 'YW001',
    contractDaysAgo: 150,
  },
  {
    memberId: 2,
    name: '仁和诊所（演示）',
    customerType: '诊所',
    place: ['湖北省', '武汉市', '武昌区', '中南路99号'],
    contact: ['刘芳', '13800000002'],
    rank: '普通会员',
    reviewStatus: 1,
    managerId: 1,
    salesperson: null,
    contractDaysAgo: 90,
  },
  {
    memberId: 3,
    name: '百草堂药店（待审核）',
    customerType: '单体药店',
    place: ['广东省', '广州市', '天河区', '天河路385号'],
    contact: ['陈伟', '13800000003'],
    rank: '普通会员',
    reviewStatus: 0,
    managerId: 1,
    salesperson: null,
    contractDaysAgo: null,
  },
];

/** Offers a cart line can hold: sellable drugs with stock well above the minimum quantity. */
function cartCandidates(offers: readonly OfferInfo[]): OfferInfo[] {
  return offers.filter(
    (o) =>
      o.type === 0 &&
      o.isBuy &&
      o.stock >= Math.max(50, o.minQuantity * 5) &&
      (o.scope === 'otc' || o.scope === 'tcm' || o.scope === 'rx'),
  );
}

/**
 * Six distinct plain goods: two for demo2's cart, and four (one with ladder tiers, one free-shipping
 * pick) that the sales-control zones keep clear of so demo always has plain goods to buy.
 */
export function pickCartOffers(offers: readonly OfferInfo[]): { demo: OfferInfo[]; demo2: OfferInfo[] } {
  const candidates = cartCandidates(offers);
  const chosen: OfferInfo[] = [];
  const take = (predicate: (o: OfferInfo) => boolean) => {
    const hit = candidates.find((o) => predicate(o) && !chosen.some((c) => c.goodsId === o.goodsId));
    if (hit) chosen.push(hit);
  };
  take((o) => o.hasLadder);
  take((o) => o.isYoux);
  while (chosen.length < 6) {
    const before = chosen.length;
    take(() => true);
    if (chosen.length === before) throw new Error('the catalogue is too small for the demo carts');
  }
  return { demo: chosen.slice(0, 4), demo2: chosen.slice(4) };
}

export async function seedMembers(handle: DbHandle, offers: readonly OfferInfo[], now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await bulkInsert(
    handle,
    'account_managers',
    [
      { name: 'id', kind: 'int' },
      { name: 'name', kind: 'text' },
      { name: 'phone', kind: 'text' },
      { name: 'is_default', kind: 'bool' },
    ],
    ACCOUNT_MANAGERS.map(([name, phone, isDefault], i) => [i + 1, name, phone, isDefault]),
  );

  // One hash for all demo logins: argon2id (the login's own parameters) is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await bulkInsert(
    handle,
    'members',
    [
      { name: 'id', kind: 'int' },
      { name: 'username', kind: 'text' },
      { name: 'phone', kind: 'text' },
      { name: 'password_hash', kind: 'text' },
      { name: 'name', kind: 'text' },
      { name: 'created_at', kind: 'timestamptz' },
    ],
    MEMBERS.map(([username, phone, name], i) => [
      i + 1,
      username,
      phone,
      passwordHash,
      name,
      ago(400 - i * 30),
    ]),
  );
  await bulkInsert(
    handle,
    'companies',
    [
      { name: 'id', kind: 'int' },
      { name: 'member_id', kind: 'int' },
      { name: 'name', kind: 'text' },
      { name: 'customer_type', kind: 'text' },
      { name: 'province', kind: 'text' },
      { name: 'city', kind: 'text' },
      { name: 'district', kind: 'text' },
      { name: 'address', kind: 'text' },
      { name: 'contact_name', kind: 'text' },
      { name: 'contact_phone', kind: 'text' },
      { name: 'rank', kind: 'text' },
      { name: 'review_status', kind: 'int' },
      { name: 'account_manager_id', kind: 'int' },
      { name: 'salesperson_code', kind: 'text' },
      { name: 'contract_signed_at', kind: 'timestamptz' },
      { name: 'created_at', kind: 'timestamptz' },
    ],
    COMPANIES.map((c, i) => [
      i + 1,
      c.memberId,
      c.name,
      c.customerType,
      ...c.place,
      ...c.contact,
      c.rank,
      c.reviewStatus,
      c.managerId,
      c.salesperson,
      c.contractDaysAgo === null ? null : ago(c.contractDaysAgo),
      ago(400 - i * 30),
    ]),
  );
  for (const [i, [, , , companyId]] of MEMBERS.entries()) {
    await handle.query('UPDATE members SET current_company_id = $1 WHERE id = $2', [companyId, i + 1]);
  }

  // demo's cart shows the pricing off (demo-cart.ts, once the pricing data exists); demo2 keeps plain lines.
  await insertCartLines(
    handle,
    pickCartOffers(offers).demo2.map((offer, i) => ({
      companyId: 3,
      offer,
      quantity: offer.minQuantity,
      at: ago(1 + i * 0.1),
    })),
  );
}
