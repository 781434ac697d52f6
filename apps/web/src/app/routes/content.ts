/** Help centre and news (SPEC §2 "Help and news"), built by the content issue. */
import { OWNERS } from './owners';
import { redirectRoute, route, SHOP } from './presets';

const owner = OWNERS.content;

export const contentRoutes = [
  route('/help', '帮助中心', SHOP, owner, { id: 'help_index' }),
  route('/help/xrzn/hyzc', '会员注册', SHOP, owner),
  route('/help/xrzn/gwzn', '购物指南', SHOP, owner),
  route('/help/xrzn/aqgy', '安全购药', SHOP, owner),
  route('/help/fwbz/wzzz', '网站资质', SHOP, owner),
  route('/help/fwbz/yhxy', '用户协议', SHOP, owner),
  route('/help/fwbz/zskf', '专属客服', SHOP, owner),
  route('/help/us/tsjy', '投诉建议', SHOP, owner),
  route('/help/us/link', '联系我们', SHOP, owner),
  route('/help/pay', '支付配送', SHOP, owner),
  route('/help/zfps/ddzf', '订单支付', SHOP, owner),
  route('/help/zfps/hwps', '货物配送', SHOP, owner),
  route('/help/zfps/ypth', '药品退货', SHOP, owner),

  redirectRoute('/news', '/news/hy'),
  route('/news/hy', '行业资讯', SHOP, owner),
  route('/news/company', '公司新闻', SHOP, owner),
  route('/news/info/:id/:type', '资讯详情', SHOP, owner),
] as const;
