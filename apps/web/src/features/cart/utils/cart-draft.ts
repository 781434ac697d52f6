/**
 * The buyer's unsaved changes on top of the server's cart state. A quantity or selection change
 * shows at once: the page prices the lines with the draft applied, using the engine the server
 * uses, and drops each change once the server has answered for it.
 */
import type { CartLine, CartState } from '@mall/shared/cart';
import type { CartPricingInput } from '@mall/shared/pricing/types';

/** One pending change; compared by identity so an older answer never clears a newer change. */
export interface Pending<T> {
  readonly value: T;
}

export interface CartDraft {
  quantities: ReadonlyMap<number, Pending<number>>;
  selections: ReadonlyMap<number, Pending<boolean>>;
}

export const EMPTY_DRAFT: CartDraft = { quantities: new Map(), selections: new Map() };

/** The engine's input for the cart as the buyer sees it now. */
export function draftPricingInput(
  state: Pick<CartState, 'data' | 'pricing'>,
  draft: CartDraft,
): CartPricingInput {
  return {
    lines: state.data.map((line) => {
      const quantity = draft.quantities.get(line.id)?.value;
      const selected = draft.selections.get(line.id)?.value;
      if (quantity === undefined && selected === undefined) return line.pricing_input;
      return {
        ...line.pricing_input,
        quantity: quantity ?? line.pricing_input.quantity,
        selected: selected ?? line.pricing_input.selected,
      };
    }),
    activities: state.pricing.activities,
    shipping: state.pricing.shipping,
  };
}

/** A line that can be bought now; only these can be selected (SPEC §4). */
export function isValidLine(line: CartLine): boolean {
  return line.invalid_reason === '' && line.pricing_input.isBuy && line.pricing_input.stock > 0;
}

export function withPending<T>(
  map: ReadonlyMap<number, Pending<T>>,
  ids: readonly number[],
  entry: Pending<T>,
): Map<number, Pending<T>> {
  const next = new Map(map);
  for (const id of ids) next.set(id, entry);
  return next;
}

/** Drops the entries of `ids` that are still `entry`; a newer change to the same line stays. */
export function withoutPending<T>(
  map: ReadonlyMap<number, Pending<T>>,
  ids: readonly number[],
  entry: Pending<T>,
): ReadonlyMap<number, Pending<T>> {
  if (!ids.some((id) => map.get(id) === entry)) return map;
  const next = new Map(map);
  for (const id of ids) if (next.get(id) === entry) next.delete(id);
  return next;
}
