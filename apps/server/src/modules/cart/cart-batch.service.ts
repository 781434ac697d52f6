/**
 * POST /api/cart/batch: many lines in one request, all or nothing (decision 022). Every line is
 * judged by the same placeLines as a single add (the store's gate, business scope, controlled
 * goods, the quantity rules with what the cart already holds, stock, sale windows); if any line is
 * refused the transaction is rolled back and the answer lists each refused line by its row, with
 * the reason and, for a quantity, the nearest number the cart would take.
 */
import type { BatchAddRefusal, BatchAddResult } from '@mall/shared/bulk-order';
import { AppError } from '../../http/app-error.ts';
import type { DbContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { purchaseFacts } from '../compliance/compliance.service.ts';
import { lockStores } from '../store/store.repository.ts';
import { STORE_NOT_FOUND } from '../store/store.service.ts';
import { countLines } from './cart.repository.ts';
import type { BatchBody } from './cart-batch.schemas.ts';
import { type PlaceRequest, placeLines, storeGate } from './cart-place.ts';

/** Thrown inside the transaction so nothing of the batch stays. */
class BatchRefused extends Error {
  constructor(readonly refused: BatchAddRefusal[]) {
    super('batch refused');
  }
}

export const batchRefusedMessage = (count: number) => `有${count}行无法加入购物车，请按提示修改后再提交`;

export async function batchAdd(
  ctx: DbContext,
  session: SessionInfo,
  body: BatchBody,
): Promise<BatchAddResult> {
  const gate = storeGate(await purchaseFacts(ctx, session.companyId));
  if (!gate.ok) throw new AppError(gate.contractUnsigned ? 'contract_unsigned' : 'forbidden', gate.reason);
  const requests: PlaceRequest[] = body.lines.map((line) => ({
    goodsId: line.goods_id,
    offerId: line.goods_price_id,
    combinationId: null,
    isYj: false,
    number: line.number,
  }));
  try {
    return await ctx.db.transaction(async (tx) => {
      const [store] = await lockStores(tx, [session.companyId]);
      if (!store) throw new AppError('not_found', STORE_NOT_FOUND);
      const outcomes = await placeLines(tx, store, gate.facts, requests);
      const refused: BatchAddRefusal[] = outcomes.flatMap((o, row) =>
        o.ok
          ? []
          : [
              {
                row,
                goods_id: o.request.goodsId,
                goods_price_id: o.request.offerId,
                msg: o.reason,
                number: o.acceptable,
              },
            ],
      );
      if (refused.length > 0) throw new BatchRefused(refused);
      return { count: await countLines(tx, session.companyId), added: requests.length };
    });
  } catch (error) {
    if (error instanceof BatchRefused)
      throw new AppError('bad_request', batchRefusedMessage(error.refused.length), undefined, {
        refused: error.refused,
      });
    throw error;
  }
}
