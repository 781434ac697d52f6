/**
 * What the buyer reads about an offer's quantity rules before the server could refuse: a compact
 * summary (起订, 步长, 限购, 库存, 效期) and, for a typed quantity, the allowed one with the reason
 * it was changed. Pure, so lists, the detail page, the cart and quick purchase say the same.
 */
import type { GoodsRead } from '@mall/shared/goods';
import { checkQuantity, firstQuantity, maxQuantity, normalizeQuantity, type QuantityRules } from './quantity';

export interface QuantityEntry {
  /** the nearest allowed quantity (0 when nothing can be bought) */
  value: number;
  /** why the typed quantity was changed, in Chinese; null when it was allowed */
  reason: string | null;
  /** the broken rule alone, for while the buyer is still typing; null when allowed */
  rule: string | null;
}

/** The allowed quantity for what the buyer typed, with why it differs. */
export function quantityEntry(rules: QuantityRules, typed: number): QuantityEntry {
  const check = checkQuantity(rules, typed);
  if (check.ok) return { value: typed, reason: null, rule: null };
  const value = check.acceptable > 0 ? check.acceptable : normalizeQuantity(typed, rules);
  const changed = value > 0 && value !== typed ? `，已调整为${value}` : '';
  return { value, reason: `${check.reason}${changed}`, rule: check.reason };
}

/** Stock counts as low under five times the first quantity, and never under 20 units. */
export function isLowStock(rules: QuantityRules): boolean {
  return rules.stock > 0 && rules.stock < Math.max(20, firstQuantity(rules) * 5);
}

export interface RulePart {
  key: 'min' | 'step' | 'limit' | 'stock' | 'expiry';
  text: string;
  /** a part the buyer should notice: low stock or none */
  warn?: boolean;
}

/** The rules of an offer as short parts; the minimum and stock always, the rest when set. */
export function rulesSummary(
  goods: Pick<GoodsRead, 'bzdw' | 'expiry_date'>,
  rules: QuantityRules,
): RulePart[] {
  const unit = goods.bzdw || '件';
  const parts: RulePart[] = [{ key: 'min', text: `起订${firstQuantity(rules)}${unit}` }];
  if (rules.step > 1) parts.push({ key: 'step', text: `步长${rules.step}${unit}` });
  if (rules.limit > 0) parts.push({ key: 'limit', text: `限购${rules.limit}${unit}` });
  if (rules.stock <= 0 || maxQuantity(rules) === 0) parts.push({ key: 'stock', text: '缺货', warn: true });
  else if (isLowStock(rules)) parts.push({ key: 'stock', text: '库存紧张', warn: true });
  else parts.push({ key: 'stock', text: `库存${rules.stock}${unit}` });
  if (goods.expiry_date) parts.push({ key: 'expiry', text: `效期${goods.expiry_date}` });
  return parts;
}
