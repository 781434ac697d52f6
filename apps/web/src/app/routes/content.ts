/** Help centre and news (SPEC §2 "Help and news"), built by the content issue. */
import { OWNERS } from './owners';
import { BARE, redirectRoute, route, SHOP } from './presets';

const owner = OWNERS.content;
const article = { page: () => import('@/features/help/pages/help-article-page') } as const;
const newsList = { page: () => import('@/features/news/pages/news-list-page') } as const;

export const contentRoutes = [
  route('/help', '帮助中心', SHOP, owner, {
    id: 'help_index',
    page: () => import('@/features/help/pages/help-index-page'),
  }),
  route('/help/xrzn/hyzc', '会员注册', SHOP, owner, article),
  route('/help/xrzn/gwzn', '购物指南', SHOP, owner, article),
  route('/help/xrzn/aqgy', '安全购药', SHOP, owner, article),
  route('/help/fwbz/wzzz', '网站资质', SHOP, owner, article),
  route('/help/fwbz/yhxy', '用户协议', SHOP, owner, article),
  route('/help/fwbz/zskf', '专属客服', SHOP, owner, article),
  route('/help/us/tsjy', '投诉建议', SHOP, owner, article),
  route('/help/us/link', '联系我们', SHOP, owner, article),
  route('/help/pay', '支付配送', SHOP, owner, article),
  route('/help/zfps/ddzf', '订单支付', SHOP, owner, article),
  route('/help/zfps/hwps', '货物配送', SHOP, owner, article),
  route('/help/zfps/ypth', '药品退货', SHOP, owner, article),

  redirectRoute('/news', '/news/hy'),
  route('/news/hy', '行业资讯', SHOP, owner, newsList),
  route('/news/company', '公司新闻', SHOP, owner, newsList),
  route('/news/info/:id/:type', '资讯详情', SHOP, owner, {
    page: () => import('@/features/news/pages/news-detail-page'),
  }),

  // Customer service: the member's chat, a full frame embedded by the side bar; the agents' desk
  // is in the operator console now.
  route('/chat', '在线客服', BARE, owner, { page: () => import('@/features/chat/pages/chat-page') }),
  redirectRoute('/kefu', '/admin/kefu'),
] as const;
