/** Catalogue zones and marketing zones (SPEC §2 "Zones"), and the eleven_index guard. */
import { OWNERS } from './owners';
import { BARE, leaveRoute, route, SHOP, zone } from './presets';

const catalogue = OWNERS.catalogue;

export const zoneRoutes = [
  route('/ppzq/:page?', '品牌专区', SHOP, catalogue, {
    page: () => import('@/features/zones/pages/brand-zone-page'),
  }),
  route('/ppzq/info/:id/:page?', '品牌详情', SHOP, catalogue, {
    page: () => import('@/features/zones/pages/brand-info-page'),
  }),

  route('/yx', '优选包邮', zone('yx'), catalogue, {
    id: 'yx_index',
    page: () => import('@/features/zones/pages/yx-zone-page'),
  }),
  route('/yx/table', '优选包邮', zone('yx'), catalogue, {
    id: 'yx_table',
    page: () => import('@/features/zones/pages/yx-table-page'),
  }),
  route('/yx/rule', '选品规则', BARE, catalogue, {
    id: 'yx_rule',
    page: () => import('@/features/zones/pages/yx-rule-page'),
  }),

  route('/kxzq', '控销专区', SHOP, catalogue, {
    page: () => import('@/features/zones/pages/control-zones-page'),
  }),
  route('/kxzq/new', '控销新品', SHOP, catalogue, {
    page: () => import('@/features/zones/pages/new-controlled-page'),
  }),
  route('/kxzq/goods/:url/:ads?', '控销商品', SHOP, catalogue, {
    page: () => import('@/features/zones/pages/control-zone-goods-page'),
  }),

  route('/zyyp', '中药饮片', zone('zy'), catalogue, {
    page: () => import('@/features/zones/pages/herbal-zone-page'),
  }),
  route('/qxzq', '器械专区', zone('qx'), catalogue, {
    page: () => import('@/features/zones/pages/devices-zone-page'),
  }),
  route('/jxqzc', '近效期专场', SHOP, catalogue, {
    page: () => import('@/features/zones/pages/near-expiry-zone-page'),
  }),

  route('/yjh/:id?', '活动专区', SHOP, OWNERS.activities, {
    page: () => import('@/features/activities/pages/activity-zone-page'),
  }),
  route('/Hdzx/:ids/:id?', '活动中心', SHOP, OWNERS.activities, {
    page: () => import('@/features/activities/pages/activity-centre-page'),
  }),
  route('/zhzq', '组合购', SHOP, OWNERS.combinations, {
    page: () => import('@/features/combinations/pages/combination-purchase-page'),
  }),
  route('/zhmz', '组合满赠', SHOP, OWNERS.combinations, {
    page: () => import('@/features/combinations/pages/combination-gifts-page'),
  }),
  route('/ptzq', '拼团专区', SHOP, OWNERS.groupBuy, {
    page: () => import('@/features/group-buy/pages/group-buy-list-page'),
  }),
  route('/mrtj', '每日特价', SHOP, OWNERS.deals, {
    page: () => import('@/features/deals/pages/daily-deals-page'),
  }),
  route('/xsms', '限时秒杀', SHOP, OWNERS.deals, {
    page: () => import('@/features/deals/pages/flash-sale-page'),
  }),
  route('/hb', '满额返', SHOP, OWNERS.cashback, {
    page: () => import('@/features/cashback/pages/cashback-page'),
  }),
  route('/welfare', '94折福利', SHOP, OWNERS.zoneTemplates, {
    page: () => import('@/features/zone-templates/pages/welfare-page'),
  }),
  route('/lqzx', '领券中心', SHOP, OWNERS.coupons, {
    page: () => import('@/features/coupons/pages/coupon-centre-page'),
  }),
  route('/zqmb', '专区', SHOP, OWNERS.zoneTemplates, {
    page: () => import('@/features/zone-templates/pages/zqmb-page'),
  }),
  route('/yyh', '专场活动', SHOP, OWNERS.zoneTemplates, {
    id: 'yyh_index',
    page: () => import('@/features/zone-templates/pages/yyh-page'),
  }),
  route('/yyh/list', '专场商品', SHOP, OWNERS.zoneTemplates, {
    page: () => import('@/features/zone-templates/pages/yyh-list-page'),
  }),
  route('/hdmb', '活动', SHOP, OWNERS.zoneTemplates, {
    page: () => import('@/features/zone-templates/pages/hdmb-page'),
  }),

  // Reaching eleven_index leaves for the main site (SPEC §4).
  leaveRoute('/eleven', 'eleven_index'),
] as const;
