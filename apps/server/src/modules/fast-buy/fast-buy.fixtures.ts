/**
 * Orders the quick-purchase tests place for themselves (plain SQL, the tests' own inserts): given
 * offers, quantities, prices, a status and a time, with the line snapshot copied from the catalogue.
 */
import { randomInt } from 'node:crypto';
import type { DbHandle } from '../../db/client.ts';

export interface BoughtLine {
  offerId: number;
  quantity: number;
  /** fen */
  unitPrice: number;
  combinationId?: number;
}

export interface PastOrder {
  companyId: number;
  memberId: number;
  status: 0 | 1 | 2 | 3 | 4;
  daysAgo: number;
  lines: BoughtLine[];
}

export async function insertPastOrder(handle: DbHandle, spec: PastOrder): Promise<number> {
  const goods = spec.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const createdAt = new Date(Date.now() - spec.daysAgo * 86_400_000).toISOString();
  const [order] = await handle.query<{ id: number }>(
    `INSERT INTO orders (order_no, company_id, member_id, status, idempotency_key, raw_amount, goods_amount,
       payable_amount, paid_amount, address, invoice, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $6, $7, '{}', '{}', $8::timestamptz + interval '30 minutes', $8)
     RETURNING id`,
    [
      `FB${Date.now()}${randomInt(0, 1_000_000)}`,
      spec.companyId,
      spec.memberId,
      spec.status,
      `fast-buy-${randomInt(0, 1_000_000_000)}`,
      goods,
      spec.status === 0 || spec.status === 4 ? 0 : goods,
      createdAt,
    ],
  );
  if (!order) throw new Error('order fixture returned nothing');
  for (const line of spec.lines) {
    await handle.query(
      `INSERT INTO order_lines (order_id, offer_id, goods_id, combination_id, name, generic_name, spec, dosage_form,
         manufacturer, approval_number, batch_number, unit, quantity, unit_price, raw_unit_price, amount)
       SELECT $1, o.id, g.id, $3::int, g.name, g.generic_name, g.spec, g.dosage_form, m.name, g.approval_number,
         o.batch_number, g.unit, $4::int, $5::int, $5::int, $4::int * $5::int
       FROM offers o JOIN goods g ON g.id = o.goods_id JOIN manufacturers m ON m.id = g.manufacturer_id
       WHERE o.id = $2`,
      [order.id, line.offerId, line.combinationId ?? null, line.quantity, line.unitPrice],
    );
  }
  return order.id;
}

/** Offers of on-sale goods under no control rule, buyable with stock: ones any store may buy. */
export async function plainOffers(
  handle: DbHandle,
  count: number,
): Promise<{ id: number; base_price: number }[]> {
  return handle.query<{ id: number; base_price: number }>(
    `SELECT o.id, o.base_price FROM offers o JOIN goods g ON g.id = o.goods_id
     WHERE g.is_on_sale AND o.is_buy AND o.stock > 100 AND o.type = 0
       AND NOT EXISTS (SELECT 1 FROM control_rules r WHERE r.goods_id = g.id)
     ORDER BY o.id LIMIT $1`,
    [count],
  );
}
