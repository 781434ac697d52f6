/**
 * The cart calls of SPEC §7 (members only) and GET /api/combinationMzhg (guests too). The acting
 * store is the session's; every id a call takes must be that store's. POST /api/cart/checkout is
 * the checkout module's.
 */
import {
  type AddToCartResult,
  CART_MESSAGES,
  type CartCopyResult,
  type CartCount,
  type CartFilter,
  type CartHints,
  type CartState,
  type CombinationRead,
} from '@mall/shared/cart';
import { Code, type Envelope, type Page } from '@mall/shared/codes';
import type { TradeUpState } from '@mall/shared/trade-up';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { bracketKeys } from '../../http/id-list.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { parseInput } from '../../http/validation.ts';
import {
  type AddBody,
  addBody,
  combinationQuery,
  copyBody,
  deleteBody,
  editBody,
  hintQuery,
  lineParams,
  listQuery,
  quickAddBody,
  selectBody,
} from './cart.schemas.ts';
import { cartCount, cartHintsOf, cartState } from './cart.service.ts';
import { addedEnvelope } from './cart-added-envelope.ts';
import type { PlaceRequest } from './cart-place.ts';
import {
  addToCart,
  copyLines,
  deleteCartLines,
  editLine,
  quickAdd,
  selectLines,
} from './cart-write.service.ts';
import { listCombinations } from './combination.service.ts';
import { tradeUpState } from './trade-up.service.ts';

const requestsOf = (body: AddBody): PlaceRequest[] =>
  body.params.map((line) => ({
    goodsId: line.goods_id,
    offerId: line.type === 3 || line.type === 4 ? 0 : line.goods_price_id,
    combinationId: line.type === 3 ? line.goods_id : null,
    tradeUpId: line.type === 4 ? line.goods_id : null,
    isYj: line.is_yj === 1,
    number: line.number,
  }));

export function cartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = { onRequest: requireMember };

  app.post('/api/cart', member, async (request): Promise<Envelope<AddToCartResult>> => {
    const body = parseInput(addBody, request.body ?? {});
    return addedEnvelope(await addToCart(ctx, memberOf(request), requestsOf(body)), CART_MESSAGES.added);
  });

  app.get('/api/cart/list', member, async (request): Promise<Envelope<CartState>> => {
    const query = parseInput(listQuery, request.query);
    return ok(await cartState(ctx, memberOf(request), query.filters as CartFilter));
  });

  app.get('/api/cart/total', member, async (request): Promise<Envelope<CartCount>> => {
    return ok({ total: await cartCount(ctx, memberOf(request)) });
  });

  app.post('/api/cart/:id/edit', member, async (request) => {
    const { id } = parseInput(lineParams, request.params);
    const body = parseInput(editBody, request.body ?? {});
    return ok(await editLine(ctx, memberOf(request), id, body.params.number));
  });

  app.post('/api/cart/batch_select', member, async (request) => {
    const body = parseInput(selectBody, request.body ?? {});
    await selectLines(ctx, memberOf(request), body.ids, body.is_selected === 1);
    return ok({ ids: body.ids, is_selected: body.is_selected });
  });

  app.post('/api/cart/batch_delete', member, async (request) => {
    const body = parseInput(deleteBody, request.body ?? {});
    await deleteCartLines(ctx, memberOf(request), body.ids);
    return { code: Code.Ok, msg: CART_MESSAGES.deleted, data: { ids: body.ids } };
  });

  app.post('/api/cart/quick_add/:id', member, async (request): Promise<Envelope<AddToCartResult>> => {
    const { id } = parseInput(lineParams, request.params);
    const body = parseInput(quickAddBody, request.body ?? {});
    return addedEnvelope(await quickAdd(ctx, memberOf(request), id, body.number), CART_MESSAGES.added);
  });

  app.post('/api/cart/copy', member, async (request): Promise<Envelope<CartCopyResult>> => {
    const body = parseInput(copyBody, request.body ?? {});
    const data = await copyLines(ctx, memberOf(request), body.ids, body.other_user_ids);
    return { code: Code.Ok, msg: CART_MESSAGES.copied, data };
  });

  app.post('/api/cart/next_hint', member, async (request): Promise<Envelope<CartHints>> => {
    const query = parseInput(hintQuery, bracketKeys(request.query));
    return ok({ hints: await cartHintsOf(ctx, memberOf(request), query.goods_price_id) });
  });

  // scene=all: packages on sale (组合购, of one goods with goods_id); gift: those with a gift (组合满赠);
  // cart: the member's trade-ups (换购) for the current selection.
  app.get(
    '/api/combinationMzhg',
    async (request): Promise<Envelope<Page<CombinationRead> | TradeUpState>> => {
      const query = parseInput(combinationQuery, request.query);
      if (query.scene === 'cart') return ok(await tradeUpState(ctx, memberOf(request)));
      return ok(
        await listCombinations(ctx, request.session, {
          ...(query.goods_id === undefined ? {} : { goodsId: query.goods_id }),
          withGift: query.scene === 'gift',
          page: query.page,
          pageSize: query.page_size,
        }),
      );
    },
  );
}
