/**
 * Who may see a controlled goods (控销): a goods with a control rule is visible and buyable only
 * to stores whose province and customer type the rule allows (an empty list allows any); guests
 * never see it. Goods without a rule are visible to everyone. The goods module applies the same
 * rule to its lists and detail; these are the SQL fragments of the favourites and zone queries.
 * They name tables by alias (or plain table name): Drizzle leaves column names unqualified
 * inside selected fields, which would make correlated subqueries ambiguous.
 */
import { type SQL, sql } from 'drizzle-orm';

/** The store a member acts for, as far as control rules care. Null for guests. */
export interface Viewer {
  companyId: number;
  province: string;
  customerType: string;
}

/** The control_rules row under `alias` allows this store. */
export function ruleAllows(viewer: Viewer, alias: string): SQL {
  const r = sql.raw(alias);
  return sql`(cardinality(${r}.allowed_provinces) = 0 OR ${viewer.province}::text = ANY(${r}.allowed_provinces))
    AND (cardinality(${r}.allowed_customer_types) = 0 OR ${viewer.customerType}::text = ANY(${r}.allowed_customer_types))`;
}

/** The goods under `goodsAlias` is not controlled, or its rule allows the viewer. */
export function visibleTo(viewer: Viewer | null, goodsAlias: string): SQL {
  const g = sql.raw(goodsAlias);
  if (!viewer) return sql`NOT EXISTS (SELECT 1 FROM control_rules vr WHERE vr.goods_id = ${g}.id)`;
  return sql`NOT EXISTS (SELECT 1 FROM control_rules vr WHERE vr.goods_id = ${g}.id AND NOT (${ruleAllows(viewer, 'vr')}))`;
}
