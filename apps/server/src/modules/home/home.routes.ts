/**
 * The home page's calls (contract: @mall/shared/home):
 *
 *   GET /api/focus/xrtj, /api/focus/yx, /api/focus/zyzq  → FocusBlock
 *   GET /api/index_wntj/{page}                          → Page<GoodsRead>, page 1..WNTJ_PAGE_MAX
 *   GET /api/index/spike                                → SpikeRound
 *   GET /api/index/spike?rounds=all                     → SpikeRounds (today's and tomorrow's rounds)
 *   GET /api/activity/everyday_price                    → EverydayPrice
 *   GET /api/activity/everyday_price?all=1              → EverydayPrice, the whole day's selection
 *   GET /api/focus/demo                                 → HomeFloor[]
 *   GET /api/index/floor/{id}                           → GoodsRead[] (id: a floor's category)
 *   GET /api/focus/postList                             → PostList
 */
import { WNTJ_PAGE_MAX } from '@mall/shared/home';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { blankToUndefined, intField, parseInput } from '../../http/validation.ts';
import { FOCUS_BLOCK_KINDS, HomeService } from './home.service.ts';

const INT_MAX = 2_147_483_647;
const WNTJ_PAGE_MESSAGE = `页码须为1到${WNTJ_PAGE_MAX}之间的整数`;
const FLOOR_ID_MESSAGE = '楼层编号须为正整数';

const wntjParams = z.object({
  page: intField().pipe(z.number().min(1, WNTJ_PAGE_MESSAGE).max(WNTJ_PAGE_MAX, WNTJ_PAGE_MESSAGE)),
});

const floorParams = z.object({
  id: intField().pipe(z.number().min(1, FLOOR_ID_MESSAGE).max(INT_MAX, FLOOR_ID_MESSAGE)),
});

const spikeQuery = z.object({
  rounds: z.preprocess(blankToUndefined, z.enum(['all'], { error: '场次范围只能是 all' }).optional()),
});

const everydayQuery = z.object({
  all: z.preprocess(blankToUndefined, z.enum(['0', '1'], { error: '全部只能是 0 或 1' }).optional()),
});

export function homeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const home = new HomeService(ctx);

  for (const kind of FOCUS_BLOCK_KINDS) {
    app.get(`/api/focus/${kind}`, async (request) => ok(await home.focusBlock(request.session, kind)));
  }

  app.get('/api/index_wntj/:page', async (request) => {
    const { page } = parseInput(wntjParams, request.params);
    return ok(await home.recommended(request.session, page));
  });

  app.get('/api/index/spike', async (request) => {
    const { rounds } = parseInput(spikeQuery, request.query);
    return ok(rounds === 'all' ? await home.spikeRounds(request.session) : await home.spike(request.session));
  });

  app.get('/api/activity/everyday_price', async (request) => {
    const { all } = parseInput(everydayQuery, request.query);
    return ok(await home.everydayPrice(request.session, undefined, all === '1'));
  });

  app.get('/api/focus/demo', async () => ok(await home.floors()));

  app.get('/api/index/floor/:id', async (request) => {
    const { id } = parseInput(floorParams, request.params);
    return ok(await home.floorGoods(request.session, id));
  });

  app.get('/api/focus/postList', async () => ok(await home.postList()));
}
