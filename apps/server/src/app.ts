/**
 * Assembles the API: plugins, cross-cutting hooks, modules, and the SPA. Returns the instance
 * without listening, so tests drive it with `inject` on a fresh database.
 */
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import type { AppConfig } from './config.ts';
import type { DbHandle } from './db/client.ts';
import type { AppContext } from './http/context.ts';
import { registerCsrf } from './http/csrf.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { parseForm } from './http/form-body.ts';
import { OperatorSessionManager, registerOperatorSessions } from './http/operator-session.ts';
import { isApiPath, routedPath } from './http/paths.ts';
import { createCounterStore, LoginLimiter } from './http/rate-limit.ts';
import { registerSecurity } from './http/security.ts';
import { registerSessions, SessionManager } from './http/session.ts';
import { startSessionCache } from './http/session-cache.ts';
import { registerSpa } from './http/spa.ts';
import { registerCacheBus } from './infra/cache-bus.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes.ts';
import { adminCatalogueRoutes } from './modules/admin-catalogue/admin-catalogue.routes.ts';
import { adminContentRoutes } from './modules/admin-content/admin-content.routes.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes.ts';
import { adminMarketingRoutes } from './modules/admin-marketing/admin-marketing.routes.ts';
import { adminMembersRoutes } from './modules/admin-members/admin-members.routes.ts';
import { adminOrdersRoutes } from './modules/admin-orders/admin-orders.routes.ts';
import { afterSaleRoutes } from './modules/after-sale/after-sale.routes.ts';
import { articleRoutes } from './modules/article/article.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { cartBatchRoutes } from './modules/cart/cart-batch.routes.ts';
import { cashbackRoutes } from './modules/cashback/cashback.routes.ts';
import { chatRoutes, registerChatSocket } from './modules/chat/chat.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { contractRoutes } from './modules/contract/contract.routes.ts';
import { couponRoutes } from './modules/coupon/coupon.routes.ts';
import { drawRoutes } from './modules/draw/draw.routes.ts';
import { excelExportRoutes } from './modules/excel-export/excel-export.routes.ts';
import { favoriteRoutes } from './modules/favorite/favorite.routes.ts';
import { selfServiceRoutes } from './modules/feedback/self-service.routes.ts';
import { focusRoutes } from './modules/focus/focus.routes.ts';
import { AUTO_RECEIVE_JOB, autoReceiveJob } from './modules/fulfilment/order-auto-receive.ts';
import { globalRoutes } from './modules/global/global.routes.ts';
import { goodsRoutes } from './modules/goods/goods.routes.ts';
import { jybgRoutes } from './modules/goods/jybg.routes.ts';
import { dropLocalCatalogueCaches } from './modules/goods/ttl-cache.ts';
import { groupBuyRoutes } from './modules/group-buy/group-buy.routes.ts';
import { GROUP_SETTLE_JOB } from './modules/group-buy/group-buy.service.ts';
import { settleGroupJob } from './modules/group-buy/group-buy-settle.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { invoiceRoutes } from './modules/invoice/invoice.routes.ts';
import { registerJobHandler } from './modules/jobs/job-handlers.ts';
import { licenceRoutes } from './modules/licence/licence.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { messageRoutes } from './modules/message/message.routes.ts';
import { operatorRoutes } from './modules/operator/operator.routes.ts';
import { orderRoutes } from './modules/order/order.routes.ts';
import { AUTO_CANCEL_JOB, autoCancelJob } from './modules/order/order-auto-cancel.ts';
import { orderReadRoutes } from './modules/order-read/order-read.routes.ts';
import { passwordRoutes } from './modules/password/password.routes.ts';
import { payPasswordRoutes } from './modules/pay-password/pay-password.routes.ts';
import { gatewayFor } from './modules/payment/gateway.ts';
import { paymentRoutes } from './modules/payment/payment.routes.ts';
import { rechargeRoutes } from './modules/payment/recharge.routes.ts';
import { closeUnpaidRechargeJob, RECHARGE_CLOSE_JOB } from './modules/payment/recharge.service.ts';
import { pointsRoutes } from './modules/points/points.routes.ts';
import { pointsOrderRoutes } from './modules/points-order/points-order.routes.ts';
import { purchaseListRoutes } from './modules/purchase-list/purchase-list.routes.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { smsRoutes } from './modules/sms/sms.routes.ts';
import { storeRoutes } from './modules/store/store.routes.ts';
import { subscriptionRoutes } from './modules/subscription/subscription.routes.ts';
import { SUBSCRIPTION_CHECK_JOB, subscriptionCheckJob } from './modules/subscription/subscription.service.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { wechatRoutes } from './modules/wechat/wechat.routes.ts';
import { zoneTemplateRoutes } from './modules/zone-template/zone-template.routes.ts';
import { zonesRoutes } from './modules/zones/zones.routes.ts';

const BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  db: DbHandle;
  /** A logger to use, or false for none (tests); by default one at config.logLevel. */
  logger?: FastifyBaseLogger | false;
  /** Sees every route as it is added, plugin scopes included (tests that walk the whole API). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp({ config, db, logger, onRoute }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    ...(logger === undefined
      ? { logger: { level: config.logLevel } }
      : logger === false
        ? { logger: false }
        : { loggerInstance: logger }),
  });

  if (onRoute) app.addHook('onRoute', onRoute);
  registerErrorHandler(app);
  await registerSecurity(app, config);
  await app.register(cookie);
  await app.register(formbody, { parser: parseForm, bodyLimit: BODY_LIMIT });
  await registerChatSocket(app);

  const counters = createCounterStore(config.redisUrl);
  const sessionCache = await startSessionCache(app, db, config);
  const ctx: AppContext = {
    config,
    handle: db,
    db: db.db,
    readDb: db.readDb,
    sessions: new SessionManager(db.db, config, sessionCache),
    loginLimiter: new LoginLimiter(counters, {
      maxFailuresPerAccount: config.loginMaxFailuresPerAccount,
      maxAttemptsPerIp: config.loginMaxAttemptsPerIp,
      windowMinutes: config.loginWindowMinutes,
    }),
  };
  app.addHook('onClose', () => counters.close());
  // Operators' catalogue changes drop the other API processes' caches too (REDIS_URL).
  registerCacheBus(app, config.redisUrl, dropLocalCatalogueCaches);

  // Order matters: the session is known before CSRF is checked, both before the body is read.
  registerSessions(app, ctx.sessions);
  registerOperatorSessions(app, new OperatorSessionManager(db.db, config));
  registerCsrf(app, config);
  // API answers depend on who asks; no shared cache may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(routedPath(request)) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  healthRoutes(app, ctx);
  mediaRoutes(app, ctx);
  userRoutes(app, ctx);
  focusRoutes(app, ctx);
  homeRoutes(app, ctx);
  globalRoutes(app, ctx);
  articleRoutes(app, ctx);
  goodsRoutes(app, ctx);
  jybgRoutes(app, ctx);
  favoriteRoutes(app, ctx);
  zonesRoutes(app, ctx);
  smsRoutes(app, ctx);
  registrationRoutes(app, ctx);
  passwordRoutes(app, ctx);
  wechatRoutes(app, ctx);
  accountRoutes(app, ctx);
  addressRoutes(app, ctx);
  messageRoutes(app, ctx);
  storeRoutes(app, ctx);
  licenceRoutes(app, ctx);
  contractRoutes(app, ctx);
  cartRoutes(app, ctx);
  cartBatchRoutes(app, ctx);
  purchaseListRoutes(app, ctx);
  excelExportRoutes(app, ctx);
  checkoutRoutes(app, ctx);
  orderRoutes(app, ctx);
  walletRoutes(app, ctx);
  couponRoutes(app, ctx);
  orderReadRoutes(app, ctx);
  paymentRoutes(app, ctx);
  payPasswordRoutes(app, ctx);
  subscriptionRoutes(app, ctx);
  rechargeRoutes(app, ctx);
  pointsOrderRoutes(app, ctx);
  pointsRoutes(app, ctx);
  afterSaleRoutes(app, ctx);
  invoiceRoutes(app, ctx);
  selfServiceRoutes(app, ctx);
  chatRoutes(app, ctx);
  drawRoutes(app, ctx);
  cashbackRoutes(app, ctx);
  groupBuyRoutes(app, ctx);
  activityRoutes(app, ctx);
  zoneTemplateRoutes(app, ctx);
  operatorRoutes(app, ctx);
  adminAuthRoutes(app, ctx);
  adminMembersRoutes(app, ctx);
  adminCatalogueRoutes(app, ctx);
  adminOrdersRoutes(app, ctx);
  adminMarketingRoutes(app, ctx);
  adminDashboardRoutes(app, ctx);
  adminContentRoutes(app, ctx);
  await registerSpa(app, config.webDist);
  // The job runner meets these kinds; registered here so the queue depends on no business module.
  registerJobHandler(AUTO_CANCEL_JOB, autoCancelJob);
  registerJobHandler(AUTO_RECEIVE_JOB, autoReceiveJob);
  registerJobHandler(GROUP_SETTLE_JOB, settleGroupJob(gatewayFor(config.paySigningSecret)));
  registerJobHandler(RECHARGE_CLOSE_JOB, closeUnpaidRechargeJob);
  registerJobHandler(SUBSCRIPTION_CHECK_JOB, subscriptionCheckJob);

  return app;
}
