/**
 * The only SQL of the purchase gates: everything a gate decides on, read in one statement (the
 * cart and checkout ask it on every add and every order, so one round trip instead of seven).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ids, rowsOf } from '../../db/sql-rows.ts';
import { inForceSql } from '../licence/licence.repository.ts';
import type { GoodsScope } from './purchase-decision.ts';

export interface PurchaseFactsRow {
  /** companies.review_status */
  review_status: number;
  customer_type: string;
  /** every licence type, in the order the licence page lists them */
  licence_types: { id: number; name: string; requiredFor: string[] }[];
  /** types with a version in force on `today` (inForceSql) */
  types_in_force: number[];
  /** scopes granted by the licences in force on `today` */
  scope_ids: number[];
  /** signed the newest version of the purchase contract */
  contract_signed: boolean;
  goods: GoodsScope[];
}

/**
 * The store's standing, licences in force, granted scopes and contract signature on `today` (China
 * day), and the business scope of each of `goodsIds`: one row, none when the store does not exist.
 * A statement of its own (findPurchaseFacts) or one read among others (the checkout's snapshot).
 */
export function purchaseFactsQuery(companyId: number, today: string, goodsIds: readonly number[]): SQL {
  // Without goods, a statement of its own: an empty array would keep PostgreSQL planning it anew
  // on every call, because its estimate for an empty array beats the generic plan.
  const goods =
    goodsIds.length === 0
      ? sql`'[]'::json`
      : sql`(SELECT coalesce(json_agg(json_build_object('goodsId', g.id, 'scopeId', g.scope_id, 'scopeName', b.name)), '[]'::json)
           FROM goods g JOIN business_scopes b ON b.id = g.scope_id WHERE g.id = ANY(${ids(goodsIds)}))`;
  const inForce = sql`l.company_id = c.id AND ${inForceSql('l', today)}`;
  return sql`SELECT c.review_status::int AS review_status, c.customer_type,
        (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'requiredFor', t.required_for)
           ORDER BY t.sort, t.id), '[]'::json) FROM licence_types t) AS licence_types,
        ARRAY(SELECT DISTINCT l.type_id FROM company_licences l WHERE ${inForce}) AS types_in_force,
        ARRAY(SELECT DISTINCT s.scope_id FROM company_licences l
          JOIN company_licence_scopes s ON s.licence_id = l.id WHERE ${inForce}) AS scope_ids,
        EXISTS (SELECT 1 FROM contract_signatures cs WHERE cs.company_id = c.id
          AND cs.contract_id = (SELECT k.id FROM contracts k ORDER BY k.version DESC LIMIT 1)) AS contract_signed,
        ${goods} AS goods
      FROM companies c WHERE c.id = ${companyId}`;
}

/** purchaseFactsQuery's row, read on its own; undefined when the store does not exist. */
export async function findPurchaseFacts(
  ex: Executor,
  companyId: number,
  today: string,
  goodsIds: readonly number[],
): Promise<PurchaseFactsRow | undefined> {
  const rows = await rowsOf<PurchaseFactsRow>(ex, purchaseFactsQuery(companyId, today, goodsIds));
  return rows[0];
}
