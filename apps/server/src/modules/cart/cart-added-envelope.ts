/**
 * The envelope of a call that adds lines to the cart (POST /api/cart, quick add, buy again): every
 * line in answers `ok` with the call's own message; some refused answers the warning code with the
 * first refusal's reason, and the lines that did go in.
 */
import { type AddToCartResult, CART_MESSAGES } from '@mall/shared/cart';
import { Code, type Envelope } from '@mall/shared/codes';
import type { AddOutcome } from './cart-write.service.ts';

export function addedEnvelope(outcome: AddOutcome, okMessage: string): Envelope<AddToCartResult> {
  if (outcome.partlyRefused === null) return { code: Code.Ok, msg: okMessage, data: outcome.data };
  return {
    code: Code.OkWithWarning,
    msg: `${CART_MESSAGES.partlyAdded}：${outcome.partlyRefused}`,
    data: outcome.data,
  };
}
