/** The quantity rules of an offer (DESIGN §6): minimum, step, per-member limit and stock. */
export interface QuantityRules {
  /** Minimum quantity (qg_number); at least 1. */
  min: number;
  /** Quantities are multiples of the step (middle package); at least 1. */
  step: number;
  /** Per-member limit, 0 for none. */
  limit: number;
  stock: number;
}

/** The largest quantity the rules allow, or 0 when none can be bought. */
export function maxQuantity(rules: QuantityRules): number {
  const step = Math.max(1, rules.step);
  const cap = rules.limit > 0 ? Math.min(rules.limit, rules.stock) : rules.stock;
  const top = Math.floor(cap / step) * step;
  return top >= firstQuantity(rules) ? top : 0;
}

/** The smallest allowed quantity: the minimum rounded up to the step. */
export function firstQuantity(rules: QuantityRules): number {
  const step = Math.max(1, rules.step);
  return Math.ceil(Math.max(1, rules.min) / step) * step;
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
