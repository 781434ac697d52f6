/** Group buys the tests make for themselves with plain SQL, and the orders joined through the API. */
import type { OrderCreated } from '@mall/shared/order';
import { expect } from 'vitest';
import type { TestClient } from '../../../test/helpers.ts';
import type { DbHandle } from '../../db/client.ts';

export interface GroupOptions {
  offerId: number;
  /** fen */
  price?: number;
  target?: number;
  limit?: number;
  /** seconds from now */
  startsIn?: number;
  endsIn?: number;
  title?: string;
}

export async function createGroupBuy(handle: DbHandle, o: GroupOptions): Promise<number> {
  const [row] = await handle.query<{ id: number }>(
    `INSERT INTO group_buys (title, offer_id, group_price, target_quantity, store_limit, rules, starts_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, '满额成团，未成团原路退款', now() + make_interval(secs => $6),
       now() + make_interval(secs => $7)) RETURNING id`,
    [
      o.title ?? '测试拼团',
      o.offerId,
      o.price ?? 1500,
      o.target ?? 10,
      o.limit ?? 6,
      o.startsIn ?? -3600,
      o.endsIn ?? 86_400,
    ],
  );
  if (!row) throw new Error('group buy insert returned nothing');
  return row.id;
}

let keys = 0;

export interface JoinOptions {
  quantity: number;
  address: number;
  useBalance?: 0 | 1;
  coupon?: number;
  voucher?: number;
}

export function join(client: TestClient, groupId: number, o: JoinOptions) {
  return client.postForm<OrderCreated>(`/api/group_buy/${groupId}/order`, {
    quantity: o.quantity,
    address_id: o.address,
    use_balance: o.useBalance ?? 0,
    ...(o.coupon ? { coupon_id: o.coupon } : {}),
    ...(o.voucher ? { voucher_id: o.voucher } : {}),
    idempotency_key: `group-test-${Date.now()}-${keys++}`,
  });
}

/** Joins and expects the order made. */
export async function joined(client: TestClient, groupId: number, o: JoinOptions): Promise<OrderCreated> {
  const res = await join(client, groupId, o);
  expect(res.body).toMatchObject({ code: 10000 });
  return res.body.data;
}

export async function stockOf(handle: DbHandle, offerId: number): Promise<number> {
  const [row] = await handle.query<{ stock: number }>('SELECT stock FROM offers WHERE id = $1', [offerId]);
  return row?.stock ?? -1;
}

export async function statusOf(handle: DbHandle, orderId: number): Promise<number> {
  const [row] = await handle.query<{ status: number }>(
    'SELECT status::int AS status FROM orders WHERE id = $1',
    [orderId],
  );
  return row?.status ?? -1;
}
