/**
 * The cart as the buyer sees it while changes travel: quantities and selections apply at once
 * through the pricing engine, are sent to the server, and give way to the server's state when it
 * answers. A refused quantity simply falls back to what the server holds; the client has already
 * shown the server's reason.
 */
import type { CartState } from '@mall/shared/cart';
import { priceCart } from '@mall/shared/pricing/engine';
import { cartHints } from '@mall/shared/pricing/hints';
import type { CartPricing } from '@mall/shared/pricing/types';
import { useMemo, useRef, useState } from 'react';
import { useEditCartLine } from '@/api/cart/edit-cart-line';
import { useSelectCartLines } from '@/api/cart/select-cart-lines';
import {
  type CartDraft,
  draftPricingInput,
  EMPTY_DRAFT,
  type Pending,
  withoutPending,
  withPending,
} from '../utils/cart-draft';

export interface CartView {
  pricing: CartPricing | null;
  /** the nudges for the cart as priced now: next activity tiers, 还差 ¥Z 包邮 */
  hints: string[];
  /** the quantity shown for a line */
  quantityOf: (id: number, fallback: number) => number;
  changeQuantity: (id: number, quantity: number) => void;
  changeSelection: (ids: readonly number[], selected: boolean) => void;
  /** changes the server has not answered yet */
  saving: boolean;
}

export function useCartDraft(state: CartState | undefined): CartView {
  const [draft, setDraft] = useState<CartDraft>(EMPTY_DRAFT);
  const latest = useRef(new Map<number, Pending<number>>());
  // One change at a time: a newer request to the same URL would cancel the one in flight, and a
  // selection of another line must not be lost that way.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const edit = useEditCartLine();
  const select = useSelectCartLines();

  const { pricing, hints } = useMemo(() => {
    if (!state) return { pricing: null, hints: [] };
    const input = draftPricingInput(state, draft);
    const priced = priceCart(input);
    return { pricing: priced, hints: cartHints(input, priced) };
  }, [state, draft]);

  const enqueue = (send: () => Promise<unknown>, done: () => void) => {
    // Errors are shown by the client; either way the lines then show the server's state again.
    queue.current = queue.current.then(() =>
      send()
        .catch(() => undefined)
        .finally(done),
    );
  };

  const changeQuantity = (id: number, quantity: number) => {
    const entry: Pending<number> = { value: quantity };
    latest.current.set(id, entry);
    setDraft((d) => ({ ...d, quantities: withPending(d.quantities, [id], entry) }));
    enqueue(
      // A quantity replaced before its turn need not be sent: the newer one follows.
      () =>
        latest.current.get(id) === entry ? edit.mutateAsync({ id, number: quantity }) : Promise.resolve(),
      () => {
        if (latest.current.get(id) === entry) latest.current.delete(id);
        setDraft((d) => ({ ...d, quantities: withoutPending(d.quantities, [id], entry) }));
      },
    );
  };

  const changeSelection = (ids: readonly number[], selected: boolean) => {
    if (ids.length === 0) return;
    const entry: Pending<boolean> = { value: selected };
    setDraft((d) => ({ ...d, selections: withPending(d.selections, ids, entry) }));
    enqueue(
      () => select.mutateAsync({ ids, selected }),
      () => setDraft((d) => ({ ...d, selections: withoutPending(d.selections, ids, entry) })),
    );
  };

  return {
    pricing,
    hints,
    quantityOf: (id, fallback) => draft.quantities.get(id)?.value ?? fallback,
    changeQuantity,
    changeSelection,
    saving: draft.quantities.size > 0 || draft.selections.size > 0,
  };
}
