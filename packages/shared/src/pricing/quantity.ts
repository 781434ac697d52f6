/**
 * The quantity rules of an offer (DESIGN §6): the server enforces them on every cart write and the
 * SPA's stepper proposes only quantities they allow, so both read this one implementation.
 */
export interface QuantityRules {
  /** Minimum quantity (qg_number); at least 1. */
  min: number;
  /** Quantities are multiples of the step (middle package); at least 1. */
  step: number;
  /** Per-member limit, 0 for none. */
  limit: number;
  stock: number;
  /** Units the store already bought under the limit (orders not cancelled); they count against it. */
  bought?: number;
}

/** Units the limit still allows, or null when there is no limit. */
function limitLeft(rules: QuantityRules): number | null {
  return rules.limit > 0 ? Math.max(0, rules.limit - (rules.bought ?? 0)) : null;
}

export type QuantityCheck = { ok: true } | { ok: false; reason: string; acceptable: number };

/** The smallest allowed quantity: the minimum rounded up to the step. */
export function firstQuantity(rules: QuantityRules): number {
  const step = Math.max(1, rules.step);
  return Math.ceil(Math.max(1, rules.min) / step) * step;
}

/** The largest quantity the rules allow, or 0 when none can be bought. */
export function maxQuantity(rules: QuantityRules): number {
  const step = Math.max(1, rules.step);
  const left = limitLeft(rules);
  const cap = left === null ? rules.stock : Math.min(left, rules.stock);
  const top = Math.floor(cap / step) * step;
  return top >= firstQuantity(rules) ? top : 0;
}

/**
 * The nearest allowed quantity to what the buyer typed: at least the minimum, a multiple of the
 * step (rounded up), at most the limit and the stock. 0 when nothing can be bought.
 */
export function normalizeQuantity(raw: number, rules: QuantityRules): number {
  const max = maxQuantity(rules);
  if (max === 0) return 0;
  const step = Math.max(1, rules.step);
  const wanted = Number.isFinite(raw) ? Math.trunc(raw) : 0;
  const stepped = Math.ceil(Math.max(wanted, firstQuantity(rules)) / step) * step;
  return Math.min(stepped, max);
}

/**
 * Whether a requested quantity is allowed, and if not the first broken rule in the order the buyer
 * should fix them, with the nearest allowed quantity to offer instead.
 */
export function checkQuantity(rules: QuantityRules, quantity: number): QuantityCheck {
  const refuse = (reason: string): QuantityCheck => ({
    ok: false,
    reason,
    acceptable: normalizeQuantity(quantity, rules),
  });
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return refuse('请输入正确的购买数量');
  const left = limitLeft(rules);
  const bought = rules.bought ?? 0;
  if (left === 0) return { ok: false, reason: `该商品每个门店限购${rules.limit}件，您已购满`, acceptable: 0 };
  const max = maxQuantity(rules);
  if (max === 0) return { ok: false, reason: '该商品库存不足', acceptable: 0 };
  const first = firstQuantity(rules);
  // The first quantity, not the raw minimum: a minimum off the step is never itself buyable.
  if (quantity < first) return refuse(`该商品${first}件起购`);
  const step = Math.max(1, rules.step);
  if (quantity % step !== 0) return refuse(`该商品需按${step}的倍数购买`);
  if (left !== null && quantity > left)
    return refuse(
      bought > 0
        ? `该商品每个门店限购${rules.limit}件，您已购买${bought}件`
        : `该商品每个门店限购${rules.limit}件`,
    );
  if (quantity > max) return refuse(`库存不足，最多可购买${max}件`);
  return { ok: true };
}
