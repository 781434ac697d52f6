/**
 * Demo favourites: a spread of goods each store may see, plus one controlled goods of a zone
 * that allows it, newest first a few hours apart. Runs after the members and the control rules.
 */
import type { DbHandle } from '../db/client.ts';

/** [company id, ordinary goods]: demo's main store and demo2's clinic. */
const FAVORITE_PLAN: [companyId: number, count: number][] = [
  [1, 8],
  [3, 3],
];

export async function seedFavorites(handle: DbHandle, now: Date): Promise<void> {
  for (const [companyId, count] of FAVORITE_PLAN) {
    await handle.query(
      `WITH c AS (SELECT province, customer_type FROM companies WHERE id = $1),
       visible AS (
         SELECT g.id, EXISTS (SELECT 1 FROM control_rules r WHERE r.goods_id = g.id) AS controlled
         FROM goods g, c
         WHERE g.is_on_sale AND NOT EXISTS (
           SELECT 1 FROM control_rules r WHERE r.goods_id = g.id AND NOT (
             (cardinality(r.allowed_provinces) = 0 OR c.province = ANY(r.allowed_provinces))
             AND (cardinality(r.allowed_customer_types) = 0 OR c.customer_type = ANY(r.allowed_customer_types))))
       ),
       picked AS (
         (SELECT id FROM visible WHERE controlled ORDER BY id LIMIT 1)
         UNION ALL
         (SELECT id FROM visible WHERE NOT controlled ORDER BY (id * 7919) % 997, id LIMIT $2)
       )
       INSERT INTO favorites (company_id, goods_id, created_at)
       SELECT $1, id, $3::timestamptz - (row_number() OVER (ORDER BY id)) * interval '19 hours' FROM picked`,
      [companyId, count, now.toISOString()],
    );
  }
}
