import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { findRoute, NOT_FOUND_PATH, pageRoutes, routeTable } from './route-table';
import { OWNERS } from './routes/owners';

/** Every path SPEC §2 names, pages and redirects alike. */
const SPEC_PATHS = [
  '/404',
  '/noActivity',
  '/',
  '/login',
  '/loading',
  '/loading/activity',
  '/activity/:url?/:url1?/:url2?',
  '/jfsc',
  '/list/other/:id/:name?',
  '/list',
  '/list/table',
  '/list/no_image',
  '/list/info/:id',
  '/list/info-pt/:id',
  '/search',
  '/search/table',
  '/cart',
  '/cart/step2',
  '/cart/step3/:id',
  '/cart/step4',
  '/cart/hm',
  '/user',
  '/wdqb/yegl',
  '/wdqb/jfgl',
  '/wdqb/yhq',
  '/wdqb/xjq',
  '/wdxx',
  '/star',
  '/zhzx/basic',
  '/zhzx/zzzj',
  '/zhzx/ddgl',
  '/zhzx/bdwx',
  '/zhzx/addr',
  '/zhzx/wdxx',
  '/order',
  '/order/info/:id',
  '/order/returnInfo/:id',
  '/order/afterSalesInfo/:id',
  '/order/wl/:id',
  '/jfdd',
  '/zzfw/kjcg',
  '/zzfw/pzqg',
  '/zzfw/pzqg/add',
  '/zzfw/pzqg/info',
  '/zzfw/dzfp',
  '/zzfw/star',
  '/zzfw/yjfk',
  '/register',
  '/register_index',
  '/register/step1',
  '/register/step2',
  '/register/step3',
  '/register/wechat',
  '/register_dd',
  '/register/dd/step1',
  '/register/dd/step2',
  '/register/dd/step3',
  '/forget',
  '/forget/step1',
  '/forget/step2',
  '/forget/step3',
  '/ppzq/:page?',
  '/ppzq/info/:id/:page?',
  '/yx',
  '/yx/table',
  '/yx/rule',
  '/kxzq',
  '/kxzq/new',
  '/kxzq/goods/:url/:ads?',
  '/zyyp',
  '/qxzq',
  '/jxqzc',
  '/yjh/:id?',
  '/Hdzx/:ids/:id?',
  '/zhzq',
  '/zhmz',
  '/dzht',
  '/ptzq',
  '/mrtj',
  '/hb',
  '/welfare',
  '/lqzx',
  '/zqmb',
  '/yyh',
  '/yyh/list',
  '/hdmb',
  '/help',
  '/help/xrzn/hyzc',
  '/help/xrzn/gwzn',
  '/help/xrzn/aqgy',
  '/help/fwbz/wzzz',
  '/help/fwbz/yhxy',
  '/help/fwbz/zskf',
  '/help/us/tsjy',
  '/help/us/link',
  '/help/pay',
  '/help/zfps/ddzf',
  '/help/zfps/hwps',
  '/help/zfps/ypth',
  '/news/hy',
  '/news/company',
  '/news/info/:id/:type',
];

const routes = [...routeTable.map((r) => ({ id: r.id, path: r.path })), { id: 'not_found', path: '*' }];
const matchId = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.id;

describe('the route table', () => {
  it.each(SPEC_PATHS)('has %s', (path) => {
    expect(findRoute(path)).toBeDefined();
  });

  it('has unique paths and ids', () => {
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.id)).size).toBe(routeTable.length);
  });

  it('names the routes the spec names', () => {
    expect(findRoute('/list')?.id).toBe('list_index');
    expect(findRoute('/user')?.id).toBe('user_hyzx');
    expect(findRoute('/eleven')).toMatchObject({ id: 'eleven_index', kind: 'leave' });
  });

  it('gives every page a Chinese title (except home), chrome flags and an owner', () => {
    for (const page of pageRoutes) {
      if (page.path === '/') expect(page.title).toBeUndefined();
      else expect(page.title, page.path).toMatch(/\p{Script=Han}/u);
      expect(page.meta.title).toBe(page.title);
      expect(page.meta.owner).toBe(page.owner);
      expect(Object.values(OWNERS)).toContain(page.owner);
      expect(['full', 'login', 'none']).toContain(page.meta.header);
      expect(typeof page.meta.footer).toBe('boolean');
      expect(typeof page.meta.sidebar).toBe('boolean');
      expect(typeof page.meta.navBar).toBe('boolean');
      expect(typeof page.meta.topRightAd).toBe('boolean');
    }
  });

  it('gives the foundation its own pages', () => {
    const own = pageRoutes.filter((p) => p.owner === OWNERS.foundation).map((p) => p.path);
    expect(own.sort()).toEqual(['/', '/404', '/loading', '/loading/activity', '/login', '/noActivity']);
  });

  it('assigns owners by issue', () => {
    const owner = (path: string) =>
      findRoute(path)?.kind === 'page' ? pageRoutes.find((p) => p.path === path)?.owner : null;
    expect(owner('/search')).toBe(OWNERS.catalogue);
    expect(owner('/kxzq/goods/:url/:ads?')).toBe(OWNERS.catalogue);
    expect(owner('/register/step2')).toBe(OWNERS.members);
    expect(owner('/zhzx/addr')).toBe(OWNERS.members);
    expect(owner('/cart')).toBe(OWNERS.cart);
    expect(owner('/cart/step3/:id')).toBe(OWNERS.orders);
    expect(owner('/zzfw/dzfp')).toBe(OWNERS.orders);
    expect(owner('/help/zfps/ypth')).toBe(OWNERS.content);
    expect(owner('/wdqb/yhq')).toBe(OWNERS.coupons);
    expect(owner('/wdqb/yegl')).toBe(OWNERS.balance);
    expect(owner('/wdqb/xjq')).toBe(OWNERS.balance);
    expect(owner('/lqzx')).toBe(OWNERS.coupons);
    expect(owner('/jfsc')).toBe(OWNERS.points);
    expect(owner('/wdqb/jfgl')).toBe(OWNERS.points);
    expect(owner('/ptzq')).toBe(OWNERS.groupBuy);
    expect(owner('/list/info-pt/:id')).toBe(OWNERS.groupBuy);
    expect(owner('/hb')).toBe(OWNERS.cashback);
  });

  it('sets the chrome flags SPEC §2 notes', () => {
    const meta = (path: string) => pageRoutes.find((p) => p.path === path)?.meta;
    expect(meta('/')).toMatchObject({ header: 'full', categoryMenuOpen: true, topRightAd: true });
    expect(meta('/yx/rule')).toMatchObject({ header: 'none', footer: false, sidebar: false });
    // The login-style pages change the header only: SPEC §2 notes nothing else for them.
    for (const path of ['/login', '/register/dd/step1', '/register/dd/step2', '/register/dd/step3']) {
      expect(meta(path), path).toMatchObject({ header: 'login', footer: true, sidebar: true });
    }
    expect(meta('/yx')?.categoryMenu).toBe('yx');
    expect(meta('/zyyp')?.categoryMenu).toBe('zy');
    expect(meta('/qxzq')?.categoryMenu).toBe('qx');
    expect(pageRoutes.filter((p) => p.meta.topRightAd).map((p) => p.path)).toEqual(['/']);
  });

  it.each([
    ['/register', '/register_index'],
    ['/register_index', '/register/step1'],
    ['/register_dd', '/register/dd/step1'],
    ['/forget', '/forget/step1'],
    ['/activity/:url?/:url1?/:url2?', '/loading/activity'],
    ['/order/wl/:id', '/order/info/:id'],
  ])('redirects %s to %s', (from, to) => {
    expect(findRoute(from)).toMatchObject({ kind: 'redirect', to });
  });

  it('every redirect lands on a route of the table', () => {
    for (const r of routeTable) {
      // The operator console (/admin/*) is routed beside the table (router.tsx), by its own shell.
      if (r.kind === 'redirect' && !r.to.startsWith('/admin/')) expect(findRoute(r.to), r.path).toBeDefined();
    }
    expect(findRoute(NOT_FOUND_PATH)?.kind).toBe('page');
  });

  it.each([
    ['/', 'index'],
    ['/list/other/12', 'list_other'],
    ['/list/other/12/%E6%84%9F%E5%86%92', 'list_other'],
    ['/list/info/5', 'list_info'],
    ['/ppzq', '/ppzq/:page?'],
    ['/ppzq/2', '/ppzq/:page?'],
    ['/ppzq/info/3', '/ppzq/info/:id/:page?'],
    ['/ppzq/info/3/2', '/ppzq/info/:id/:page?'],
    ['/kxzq/goods/abc', '/kxzq/goods/:url/:ads?'],
    ['/kxzq/new', '/kxzq/new'],
    ['/activity', '/activity/:url?/:url1?/:url2?'],
    ['/activity/a/b/c', '/activity/:url?/:url1?/:url2?'],
    ['/Hdzx/1,2', '/Hdzx/:ids/:id?'],
    ['/yjh', '/yjh/:id?'],
    ['/order/wl/8', '/order/wl/:id'],
    ['/news/info/4/1', '/news/info/:id/:type'],
    ['/yx/rule', 'yx_rule'],
    ['/no/such/page', 'not_found'],
    ['/list/info', 'not_found'],
  ])('%s matches %s', (url, id) => {
    expect(matchId(url)).toBe(id);
  });
});
