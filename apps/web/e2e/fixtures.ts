/** Rows the browser journeys need beyond the demo data. */
import { hash } from '@node-rs/argon2';
import type { DbHandle } from '../../server/src/db/client.ts';

export const BADGE_MEMBER = { username: 'bulkbuyer', password: 'bulk123456', cartLines: 120 };

/**
 * Buyers that may trade (approved, demo's licences and scopes, signed contract) with empty carts,
 * one per journey that changes a cart, so journeys never see each other's lines.
 */
export const TRADING_BUYERS = {
  cartPage: { username: 'cartbuyer', password: 'cart123456', company: '购物车测试大药房' },
  cartPanel: { username: 'panelbuyer', password: 'cart123456', company: '侧栏测试大药房' },
  orders: { username: 'orderbuyer', password: 'cart123456', company: '订单测试大药房' },
  checkout: { username: 'checkoutbuyer', password: 'cart123456', company: '结算测试大药房' },
  combinations: { username: 'combobuyer', password: 'cart123456', company: '组合购测试大药房' },
  groupBuy: { username: 'groupbuyer', password: 'cart123456', company: '拼团测试大药房' },
  zones: { username: 'zonebuyer', password: 'cart123456', company: '专区测试大药房' },
  a11y: { username: 'a11ybuyer', password: 'cart123456', company: '无障碍测试大药房' },
  keyboard: { username: 'keybuyer', password: 'cart123456', company: '键盘测试大药房' },
  phone: { username: 'phonebuyer', password: 'cart123456', company: '手机测试大药房' },
  subscriptions: { username: 'subscribebuyer', password: 'cart123456', company: '到货通知测试大药房' },
  payPassword: { username: 'paypwdbuyer', password: 'cart123456', company: '支付密码测试大药房' },
  bulk: { username: 'bulkorderbuyer', password: 'cart123456', company: '批量采购测试大药房' },
  adminShip: { username: 'shipbuyer', password: 'cart123456', company: '发货测试大药房' },
  adminDashboard: { username: 'dashbuyer', password: 'cart123456', company: '概览测试大药房' },
  adminMarketing: { username: 'mktbuyer', password: 'cart123456', company: '营销测试大药房' },
  deals: { username: 'dealbuyer', password: 'cart123456', company: '特价测试大药房' },
  layoutShift: { username: 'shiftbuyer', password: 'cart123456', company: '版面测试大药房' },
  cashback: { username: 'hbbuyer', password: 'cart123456', company: '满额返测试大药房' },
  adminCatalogue: { username: 'offerbuyer', password: 'cart123456', company: '报价测试大药房' },
  vouchers: { username: 'voucherbuyer', password: 'cart123456', company: '现金券测试大药房' },
  adminFlash: { username: 'flashbuyer', password: 'cart123456', company: '秒杀测试大药房' },
} as const;

/**
 * The voucher buyer's coupon and voucher: a coupon that takes off every goods it applies to, and a
 * voucher whose minimum any ordinary cart meets before the coupon and none after it.
 */
export const VOUCHER_BUYER_WALLET = {
  coupon: { title: '无门槛全额券', value: 10_000_000 },
  voucher: { title: '满¥10可用现金券', amount: 500, minAmount: 1_000 },
} as const;

/** Licensed and approved, but has not signed the purchase contract: the 459 journey's buyer. */
export const UNSIGNED_BUYER = {
  username: 'unsignedbuyer',
  password: 'cart123456',
  company: '未签合同大药房',
} as const;

// argon2id with the server's parameters, so the login path is the real one.
const hashPassword = (password: string) =>
  hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });

async function insertTradingBuyer(
  handle: DbHandle,
  buyer: { username: string; password: string; company: string },
  phone: string,
  signed = true,
): Promise<void> {
  const [member] = await handle.query<{ id: number }>(
    `INSERT INTO members (username, phone, password_hash, name) VALUES ($1, $2, $3, '测试采购员') RETURNING id`,
    [buyer.username, phone, await hashPassword(buyer.password)],
  );
  const [company] = await handle.query<{ id: number }>(
    `INSERT INTO companies (member_id, name, review_status, province, city, district, address, customer_type)
     SELECT $1, $2, 1, province, city, district, address, customer_type FROM companies
     WHERE member_id = (SELECT id FROM members WHERE username = 'demo') ORDER BY id LIMIT 1
     RETURNING id`,
    [member!.id, buyer.company],
  );
  const companyId = company!.id;
  await handle.query('UPDATE members SET current_company_id = $1 WHERE id = $2', [companyId, member!.id]);
  const demoCompany = `(SELECT current_company_id FROM members WHERE username = 'demo')`;
  const licences = await handle.query<{ id: number; copy: number }>(
    `SELECT l.id, 0 AS copy FROM company_licences l WHERE l.company_id = ${demoCompany} AND l.review_status = 1`,
  );
  for (const licence of licences) {
    const [copy] = await handle.query<{ id: number }>(
      `INSERT INTO company_licences (company_id, type_id, number, holder, valid_from, expires_on, review_status,
         reviewed_by, reviewed_at)
       SELECT $1, type_id, number, $2, valid_from, GREATEST(expires_on, CURRENT_DATE + 365), 1, 'e2e', now()
       FROM company_licences WHERE id = $3 RETURNING id`,
      [companyId, buyer.company, licence.id],
    );
    await handle.query(
      `INSERT INTO company_licence_scopes (licence_id, scope_id)
       SELECT $1, scope_id FROM company_licence_scopes WHERE licence_id = $2`,
      [copy!.id, licence.id],
    );
  }
  if (!signed) return;
  await handle.query(
    `INSERT INTO contract_signatures (company_id, contract_id, signer_name, content_hash)
     SELECT $1, contract_id, '测试采购员', content_hash FROM contract_signatures WHERE company_id = ${demoCompany}`,
    [companyId],
  );
}

/**
 * A store whose registration and licences wait for review (the operator console's review journey):
 * demo's licences copied as pending, contract signed, so approving them is all it lacks to see prices.
 */
export const PENDING_BUYER = {
  username: 'pendingbuyer',
  password: 'cart123456',
  company: '待审核测试大药房',
} as const;

async function insertPendingBuyer(handle: DbHandle): Promise<void> {
  await insertTradingBuyer(handle, PENDING_BUYER, '13800009201');
  const company = `(SELECT current_company_id FROM members WHERE username = '${PENDING_BUYER.username}')`;
  await handle.query(`UPDATE companies SET review_status = 0 WHERE id = ${company}`);
  await handle.query(
    `UPDATE company_licences SET review_status = 0, reviewed_by = NULL, reviewed_at = NULL WHERE company_id = ${company}`,
  );
}

/** A delivery address (a copy of demo's default) and a recharged balance (fen), so the buyer can order and pay. */
async function insertBuyerWallet(handle: DbHandle, username: string, balanceFen: number): Promise<void> {
  const company = `(SELECT current_company_id FROM members WHERE username = '${username}')`;
  await handle.query(
    `INSERT INTO addresses (company_id, consignee, phone, province_code, province, city_code, city, district_code,
       district, detail, is_default)
     SELECT ${company}, consignee, phone, province_code, province, city_code, city, district_code, district, detail, true
     FROM addresses WHERE company_id = (SELECT current_company_id FROM members WHERE username = 'demo')
     ORDER BY is_default DESC, id LIMIT 1`,
  );
  await handle.query(
    `INSERT INTO balance_ledger (company_id, amount, balance_after, kind, note) VALUES (${company}, $1, $1, 'recharge', 'e2e')`,
    [balanceFen],
  );
}

async function insertVoucherBuyerWallet(handle: DbHandle, username: string): Promise<void> {
  const company = `(SELECT current_company_id FROM members WHERE username = '${username}')`;
  const { coupon, voucher } = VOUCHER_BUYER_WALLET;
  await handle.query(
    `WITH c AS (INSERT INTO coupons (title, kind, threshold, value) VALUES ($1, 'reduce', 0, $2) RETURNING id)
     INSERT INTO member_coupons (company_id, coupon_id, valid_from, valid_to)
     SELECT ${company}, c.id, now() - interval '1 day', now() + interval '365 days' FROM c`,
    [coupon.title, coupon.value],
  );
  await handle.query(
    `INSERT INTO cash_vouchers (company_id, title, amount, min_amount, valid_to)
     VALUES (${company}, $1, $2, $3, now() + interval '365 days')`,
    [voucher.title, voucher.amount, voucher.minAmount],
  );
}

/**
 * Copies rows of `table` chosen by `where` (a select over the table) through a scratch table: each
 * copy takes a fresh id and the column values in `set`, every other column as the original's.
 */
async function copyRows(handle: DbHandle, table: string, where: string, set: string): Promise<void> {
  await handle.query(`CREATE TEMP TABLE fixture_copy AS SELECT * FROM ${table} WHERE ${where}`);
  await handle.query(
    `UPDATE fixture_copy SET id = nextval(pg_get_serial_sequence('${table}', 'id')), ${set}`,
  );
  await handle.query(`INSERT INTO ${table} SELECT * FROM fixture_copy`);
  await handle.query('DROP TABLE fixture_copy');
}

/**
 * The 满额返 buyer's order awaiting receipt: a copy of demo's (placed inside the running campaign,
 * its goods past a tier) with its lines, payment, parcels and events, under a number of its own, so
 * confirming receipt credits the copy's store and leaves demo's order as seeded.
 */
async function insertCashbackOrder(handle: DbHandle, username: string): Promise<void> {
  const buyer = `(SELECT id FROM members WHERE username = '${username}')`;
  const company = `(SELECT current_company_id FROM members WHERE username = '${username}')`;
  const [source] = await handle.query<{ id: number }>(
    `SELECT o.id FROM orders o
     JOIN cashback_campaigns c ON c.is_active AND c.starts_at <= o.created_at AND c.ends_at > o.created_at
     WHERE o.company_id = (SELECT current_company_id FROM members WHERE username = 'demo') AND o.status = 2
     ORDER BY o.balance_amount + o.paid_amount - o.shipping_amount - o.refunded_amount DESC, o.id LIMIT 1`,
  );
  if (!source) throw new Error('demo has no order awaiting receipt inside the cashback campaign');
  const renumber = (column: string) =>
    `${column} = left(${column}, -4) || lpad(((right(${column}, 4)::int + 5000) % 10000)::text, 4, '0')`;
  await copyRows(
    handle,
    'orders',
    `id = ${source.id}`,
    `company_id = ${company}, member_id = ${buyer}, ${renumber('order_no')}, idempotency_key = 'e2e-cashback'`,
  );
  const copy = `(SELECT id FROM orders WHERE company_id = ${company} AND idempotency_key = 'e2e-cashback')`;
  await copyRows(handle, 'order_lines', `order_id = ${source.id}`, `order_id = ${copy}`);
  await copyRows(
    handle,
    'payments',
    `order_id = ${source.id}`,
    `order_id = ${copy}, ${renumber('payment_no')}`,
  );
  await copyRows(handle, 'order_parcels', `order_id = ${source.id}`, `order_id = ${copy}`);
  await copyRows(handle, 'order_events', `order_id = ${source.id}`, `order_id = ${copy}`);
}

export async function insertFixtures(handle: DbHandle): Promise<void> {
  await insertTradingBuyer(handle, TRADING_BUYERS.cartPage, '13800009001');
  await insertTradingBuyer(handle, TRADING_BUYERS.cartPanel, '13800009002');
  await insertTradingBuyer(handle, TRADING_BUYERS.orders, '13800009004');
  await insertBuyerWallet(handle, TRADING_BUYERS.orders.username, 2_000_000);
  await insertTradingBuyer(handle, TRADING_BUYERS.checkout, '13800009061');
  await insertBuyerWallet(handle, TRADING_BUYERS.checkout.username, 500_000);
  await insertTradingBuyer(handle, TRADING_BUYERS.combinations, '13800009081');
  await insertBuyerWallet(handle, TRADING_BUYERS.combinations.username, 500_000);
  await insertTradingBuyer(handle, TRADING_BUYERS.groupBuy, '13800009071');
  await insertBuyerWallet(handle, TRADING_BUYERS.groupBuy.username, 500_000);
  await insertTradingBuyer(handle, TRADING_BUYERS.zones, '13800009091');
  await insertBuyerWallet(handle, TRADING_BUYERS.zones.username, 2_000_000);
  for (const [buyer, phone] of [
    [TRADING_BUYERS.a11y, '13800009101'],
    [TRADING_BUYERS.keyboard, '13800009102'],
    [TRADING_BUYERS.phone, '13800009103'],
    [TRADING_BUYERS.subscriptions, '13800009105'],
    [TRADING_BUYERS.payPassword, '13800009106'],
    [TRADING_BUYERS.bulk, '13800009104'],
    [TRADING_BUYERS.adminShip, '13800009111'],
    [TRADING_BUYERS.adminDashboard, '13800009112'],
    [TRADING_BUYERS.adminMarketing, '13800009113'],
    [TRADING_BUYERS.deals, '13800009114'],
    [TRADING_BUYERS.layoutShift, '13800009115'],
    [TRADING_BUYERS.adminCatalogue, '13800009117'],
    [TRADING_BUYERS.adminFlash, '13800009119'],
  ] as const) {
    await insertTradingBuyer(handle, buyer, phone);
    await insertBuyerWallet(handle, buyer.username, 2_000_000);
  }
  await insertTradingBuyer(handle, TRADING_BUYERS.vouchers, '13800009118');
  await insertBuyerWallet(handle, TRADING_BUYERS.vouchers.username, 500_000);
  await insertVoucherBuyerWallet(handle, TRADING_BUYERS.vouchers.username);
  await insertTradingBuyer(handle, TRADING_BUYERS.cashback, '13800009116');
  await insertCashbackOrder(handle, TRADING_BUYERS.cashback.username);
  await insertTradingBuyer(handle, UNSIGNED_BUYER, '13800009003', false);
  await insertPendingBuyer(handle);
  const passwordHash = await hashPassword(BADGE_MEMBER.password);
  const [member] = await handle.query<{ id: number }>(
    `INSERT INTO members (username, phone, password_hash, name) VALUES ($1, '13800009999', $2, '批量采购员')
     RETURNING id`,
    [BADGE_MEMBER.username, passwordHash],
  );
  const [company] = await handle.query<{ id: number }>(
    `INSERT INTO companies (member_id, name, review_status, province, city, district, address)
     VALUES ($1, '大宗采购连锁药房', 1, '湖北省', '武汉市', '江汉区', '解放大道 100 号') RETURNING id`,
    [member!.id],
  );
  await handle.query('UPDATE members SET current_company_id = $1 WHERE id = $2', [company!.id, member!.id]);
  await handle.query(
    `INSERT INTO cart_lines (company_id, offer_id, quantity, line_key)
     SELECT $1, id, min_quantity, 'o' || id FROM offers WHERE is_buy AND stock > 0 ORDER BY id LIMIT $2`,
    [company!.id, BADGE_MEMBER.cartLines],
  );
}
