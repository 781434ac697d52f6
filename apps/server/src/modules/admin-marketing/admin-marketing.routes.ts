/**
 * The console's marketing API (permission `marketing`): 满减/满折 activities, coupon templates and
 * their issue to stores, group buys, zone templates, 限时秒杀 rounds, the 每日特价 pool, 抽奖, 组合购/组合满赠, 换购 and 满额返现, with the
 * option lists their forms pick from. Every route is behind requirePermission; every input
 * through its schema.
 */
import {
  activityInputSchema,
  cashbackInputSchema,
  combinationInputSchema,
  couponInputSchema,
  couponIssueSchema,
  dailyDealInputSchema,
  enabledInputSchema,
  flashRoundInputSchema,
  goodsSearchSchema,
  groupBuyInputSchema,
  lotteryInputSchema,
  marketingListQuerySchema,
  pointsGoodsInputSchema,
  rechargeTierInputSchema,
  tradeUpInputSchema,
  zoneTemplateInputSchema,
} from '@mall/shared/admin-marketing-schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { actorOf, requirePermission } from '../../http/operator-session.ts';
import { idField, parseInput } from '../../http/validation.ts';
import { activityDetail, activityPage, enableActivity, saveActivity } from './admin-activities.service.ts';
import {
  cashbackCampaignPage,
  enableCashbackCampaign,
  saveCashbackCampaign,
} from './admin-cashback.service.ts';
import {
  combinationPage,
  enableCombination,
  enableTradeUp,
  saveCombination,
  saveTradeUp,
  tradeUpPage,
} from './admin-combinations.service.ts';
import { couponPage, issueCoupon, saveCoupon } from './admin-coupons.service.ts';
import { dailyDealPage, setDailyDeal } from './admin-daily-deals.service.ts';
import { flashRoundPage, saveFlashRound } from './admin-flash.service.ts';
import { groupBuyPage, saveGroupBuy } from './admin-group-buys.service.ts';
import { lotteryPage, saveLottery } from './admin-lottery.service.ts';
import { marketingOptions, searchCompanies, searchGoods, searchOffers } from './admin-marketing.service.ts';
import { pointsGoodsPage, savePointsGoods } from './admin-points-goods.service.ts';
import { rechargeTierPage, saveRechargeTier } from './admin-recharge-tiers.service.ts';
import { enableZoneTemplate, saveZoneTemplate, zoneTemplatePage } from './admin-zones.service.ts';

const idParams = z.object({ id: idField() });
const BASE = '/api/admin/marketing';

export function adminMarketingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { onRequest: requirePermission('marketing') };
  const query = (value: unknown) => parseInput(marketingListQuerySchema, value ?? {});
  const keyword = (value: unknown) => parseInput(goodsSearchSchema, value ?? {}).keyword;

  app.get(`${BASE}/options`, guard, async () => ok(await marketingOptions(ctx)));
  app.get(`${BASE}/goods`, guard, async (request) => ok(await searchGoods(ctx, keyword(request.query))));
  app.get(`${BASE}/offers`, guard, async (request) => ok(await searchOffers(ctx, keyword(request.query))));
  app.get(`${BASE}/companies`, guard, async (request) =>
    ok(await searchCompanies(ctx, keyword(request.query))),
  );

  // 满减 / 满折
  app.get(`${BASE}/activities`, guard, async (request) => ok(await activityPage(ctx, query(request.query))));
  app.get(`${BASE}/activities/:id`, guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok(await activityDetail(ctx, id));
  });
  app.post(`${BASE}/activities`, guard, async (request) => {
    const input = parseInput(activityInputSchema, request.body ?? {});
    return ok(await saveActivity(ctx, actorOf(request), null, input));
  });
  app.post(`${BASE}/activities/:id`, guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(activityInputSchema, request.body ?? {});
    return ok(await saveActivity(ctx, actorOf(request), id, input));
  });
  app.post(`${BASE}/activities/:id/enabled`, guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { is_enabled } = parseInput(enabledInputSchema, request.body ?? {});
    return ok(await enableActivity(ctx, actorOf(request), id, is_enabled));
  });

  // Coupons
  app.get(`${BASE}/coupons`, guard, async (request) => ok(await couponPage(ctx, query(request.query))));
  app.post(`${BASE}/coupons`, guard, async (request) => {
    const input = parseInput(couponInputSchema, request.body ?? {});
    return ok(await saveCoupon(ctx, actorOf(request), null, input));
  });
  app.post(`${BASE}/coupons/:id`, guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(couponInputSchema, request.body ?? {});
    return ok(await saveCoupon(ctx, actorOf(request), id, input));
  });
  app.post(`${BASE}/coupons/:id/issue`, guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(couponIssueSchema, request.body ?? {});
    return ok(await issueCoupon(ctx, actorOf(request), id, input));
  });

  // Group buys
  app.get(`${BASE}/group-buys`, guard, async (request) => ok(await groupBuyPage(ctx, query(request.query))));
  app.post(`${BASE}/group-buys`, guard, async (request) => {
    const input = parseInput(groupBuyInputSchema, request.body ?? {});
    return ok(await saveGroupBuy(ctx, actorOf(request), null, input));
  });
  app.post(`${BASE}/group-buys/:id`, guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(groupBuyInputSchema, request.body ?? {});
    return ok(await saveGroupBuy(ctx, actorOf(request), id, input));
  });

  // Zone templates
  app.get(`${BASE}/zones`, guard, async (request) => ok(await zoneTemplatePage(ctx, query(request.query))));
  app.post(`${BASE}/zones`, guard, async (request) => {
    const input = parseInput(zoneTemplateInputSchema, request.body ?? {});
    return ok(await saveZoneTemplate(ctx, actorOf(request), null, input));
  });
  app.post(`${BASE}/zones/:id`, guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(zoneTemplateInputSchema, request.body ?? {});
    return ok(await saveZoneTemplate(ctx, actorOf(request), id, input));
  });
  app.post(`${BASE}/zones/:id/enabled`, guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { is_enabled } = parseInput(enabledInputSchema, request.body ?? {});
    return ok(await enableZoneTemplate(ctx, actorOf(request), id, is_enabled));
  });

  // Recharge tiers
  app.get(`${BASE}/recharge-tiers`, guard, async (request) =>
    ok(await rechargeTierPage(ctx, query(request.query))),
  );
  app.post(`${BASE}/recharge-tiers`, guard, async (request) => {
    const input = parseInput(rechargeTierInputSchema, request.body ?? {});
    return ok(await saveRechargeTier(ctx, actorOf(request), null, input));
  });
  app.post(`${BASE}/recharge-tiers/:id`, guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(rechargeTierInputSchema, request.body ?? {});
    return ok(await saveRechargeTier(ctx, actorOf(request), id, input));
  });

  // Points mall
  app.get(`${BASE}/points-goods`, guard, async (request) =>
    ok(await pointsGoodsPage(ctx, query(request.query))),
  );
  app.post(`${BASE}/points-goods`, guard, async (request) => {
    const input = parseInput(pointsGoodsInputSchema, request.body ?? {});
    return ok(await savePointsGoods(ctx, actorOf(request), null, input));
  });
  app.post(`${BASE}/points-goods/:id`, guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(pointsGoodsInputSchema, request.body ?? {});
    return ok(await savePointsGoods(ctx, actorOf(request), id, input));
  });

  // Flash rounds (限时秒杀)
  app.get(`${BASE}/flash-rounds`, guard, async (request) =>
    ok(await flashRoundPage(ctx, query(request.query))),
  );
  app.post(`${BASE}/flash-rounds`, guard, async (request) => {
    const input = parseInput(flashRoundInputSchema, request.body ?? {});
    return ok(await saveFlashRound(ctx, actorOf(request), null, input));
  });
  app.post(`${BASE}/flash-rounds/:id`, guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(flashRoundInputSchema, request.body ?? {});
    return ok(await saveFlashRound(ctx, actorOf(request), id, input));
  });

  // Daily deals (每日特价)
  app.get(`${BASE}/daily-deals`, guard, async (request) =>
    ok(await dailyDealPage(ctx, query(request.query))),
  );
  app.post(`${BASE}/daily-deals`, guard, async (request) => {
    const input = parseInput(dailyDealInputSchema, request.body ?? {});
    return ok(await setDailyDeal(ctx, actorOf(request), input));
  });

  // Lotteries (抽奖)
  app.get(`${BASE}/lotteries`, guard, async (request) => ok(await lotteryPage(ctx, query(request.query))));
  app.post(`${BASE}/lotteries`, guard, async (request) => {
    const input = parseInput(lotteryInputSchema, request.body ?? {});
    return ok(await saveLottery(ctx, actorOf(request), null, input));
  });
  app.post(`${BASE}/lotteries/:id`, guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(lotteryInputSchema, request.body ?? {});
    return ok(await saveLottery(ctx, actorOf(request), id, input));
  });

  // Combination packages (组合购 / 组合满赠)
  app.get(`${BASE}/combinations`, guard, async (request) =>
    ok(await combinationPage(ctx, query(request.query))),
  );
  app.post(`${BASE}/combinations`, guard, async (request) => {
    const input = parseInput(combinationInputSchema, request.body ?? {});
    return ok(await saveCombination(ctx, actorOf(request), null, input));
  });
  app.post(`${BASE}/combinations/:id`, guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(combinationInputSchema, request.body ?? {});
    return ok(await saveCombination(ctx, actorOf(request), id, input));
  });
  app.post(`${BASE}/combinations/:id/enabled`, guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { is_enabled } = parseInput(enabledInputSchema, request.body ?? {});
    return ok(await enableCombination(ctx, actorOf(request), id, is_enabled));
  });

  // Trade-ups (换购)
  app.get(`${BASE}/trade-ups`, guard, async (request) => ok(await tradeUpPage(ctx, query(request.query))));
  app.post(`${BASE}/trade-ups`, guard, async (request) => {
    const input = parseInput(tradeUpInputSchema, request.body ?? {});
    return ok(await saveTradeUp(ctx, actorOf(request), null, input));
  });
  app.post(`${BASE}/trade-ups/:id`, guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(tradeUpInputSchema, request.body ?? {});
    return ok(await saveTradeUp(ctx, actorOf(request), id, input));
  });
  app.post(`${BASE}/trade-ups/:id/enabled`, guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { is_enabled } = parseInput(enabledInputSchema, request.body ?? {});
    return ok(await enableTradeUp(ctx, actorOf(request), id, is_enabled));
  });

  // Cashback campaigns (满额返现)
  app.get(`${BASE}/cashback`, guard, async (request) =>
    ok(await cashbackCampaignPage(ctx, query(request.query))),
  );
  app.post(`${BASE}/cashback`, guard, async (request) => {
    const input = parseInput(cashbackInputSchema, request.body ?? {});
    return ok(await saveCashbackCampaign(ctx, actorOf(request), null, input));
  });
  app.post(`${BASE}/cashback/:id`, guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(cashbackInputSchema, request.body ?? {});
    return ok(await saveCashbackCampaign(ctx, actorOf(request), id, input));
  });
  app.post(`${BASE}/cashback/:id/enabled`, guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { is_enabled } = parseInput(enabledInputSchema, request.body ?? {});
    return ok(await enableCashbackCampaign(ctx, actorOf(request), id, is_enabled));
  });
}
