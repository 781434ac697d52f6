/** Top-level pages of SPEC §2, the ones this foundation issue builds, and the guards. */
import { OWNERS } from './owners';
import { HOME, LOGIN_STYLE, PLAIN, redirectRoute, route, SHOP } from './presets';

export const topRoutes = [
  route('/', undefined, HOME, OWNERS.foundation, { id: 'index', page: 'home' }),
  route('/login', '会员登录', LOGIN_STYLE, OWNERS.foundation, { page: 'login' }),
  route('/404', '页面不存在', PLAIN, OWNERS.foundation, { page: 'not-found' }),
  route('/noActivity', '活动不存在', PLAIN, OWNERS.foundation, { page: 'no-activity' }),
  route('/loading', '加载中', PLAIN, OWNERS.foundation, { page: 'loading' }),
  route('/loading/activity', '活动加载中', PLAIN, OWNERS.foundation, { page: 'activity-loading' }),
  redirectRoute('/activity/:url?/:url1?/:url2?', '/loading/activity'),
  route('/jfsc', '积分商城', SHOP, OWNERS.pointsMall),
] as const;
