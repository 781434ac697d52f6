/** Top-level pages of SPEC §2, the ones this foundation issue builds, and the guards. */
import { OWNERS } from './owners';
import { HOME, LOGIN_STYLE, PLAIN, redirectRoute, route, SHOP } from './presets';

export const topRoutes = [
  route('/', undefined, HOME, OWNERS.foundation, {
    id: 'index',
    page: () => import('@/features/home/pages/home-page'),
  }),
  route('/login', '会员登录', LOGIN_STYLE, OWNERS.foundation, {
    page: () => import('@/features/auth/pages/login-page'),
    antd: true,
  }),
  route('/404', '页面不存在', PLAIN, OWNERS.foundation, {
    page: () => import('@/features/status/pages/not-found-page'),
  }),
  route('/noActivity', '活动不存在', PLAIN, OWNERS.foundation, {
    page: () => import('@/features/status/pages/no-activity-page'),
  }),
  route('/loading', '加载中', PLAIN, OWNERS.foundation, {
    page: () => import('@/features/status/pages/loading-page'),
  }),
  route('/loading/activity', '活动加载中', PLAIN, OWNERS.foundation, {
    page: () => import('@/features/status/pages/activity-loading-page'),
  }),
  redirectRoute('/activity/:url?/:url1?/:url2?', '/loading/activity'),
  route('/jfsc', '积分商城', SHOP, OWNERS.points, {
    page: () => import('@/features/points/pages/points-mall-page'),
    antd: true,
  }),
] as const;
