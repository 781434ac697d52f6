import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../app/route-table';
import { buildQuery, fillPath, goodsDetailQuery, href, paths } from './paths';

const routes = routeTable.map((r) => ({ id: r.id, path: r.path }));
const matches = (url: string) => matchRoutes(routes, url.split('?')[0] ?? '') !== null;

describe('fillPath', () => {
  it('fills required and optional params, encoding them', () => {
    expect(fillPath('/list/other/:id/:name?', { id: 3, name: '感冒 药' })).toBe(
      '/list/other/3/%E6%84%9F%E5%86%92%20%E8%8D%AF',
    );
    expect(fillPath('/list/other/:id/:name?', { id: 3 })).toBe('/list/other/3');
    expect(fillPath('/activity/:url?/:url1?/:url2?', {})).toBe('/activity');
    expect(fillPath('/', {})).toBe('/');
  });

  it('refuses a missing required param', () => {
    expect(() => fillPath('/order/info/:id', {})).toThrow(/:id/);
  });
});

describe('buildQuery', () => {
  it('leaves out empty values and writes booleans as 1/0', () => {
    expect(buildQuery({ a: 1, b: '', c: undefined, d: null, e: true, f: false, g: '阿' })).toBe(
      '?a=1&e=1&f=0&g=%E9%98%BF',
    );
    expect(buildQuery({})).toBe('');
  });
});

describe('paths', () => {
  it('builds the contract hrefs', () => {
    expect(paths.home).toBe('/');
    expect(paths.login()).toBe('/login');
    expect(paths.login('/order?x=1')).toBe('/login?redirect=%2Forder%3Fx%3D1');
    expect(paths.search({ keywords: '阿莫西林', type: 1 })).toBe(
      '/search?keywords=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97&type=1',
    );
    expect(paths.goodsDetail(5, { goods_price_id: 9, is_yj: 0 })).toBe('/list/info/5?goods_price_id=9');
    expect(paths.goodsDetail(5)).toBe('/list/info/5');
    expect(paths.helpArticle(12)).toBe('/help/xrzn/hyzc?id=12');
    expect(paths.help()).toBe('/help');
    expect(paths.help('/help/us/link')).toBe('/help/us/link');
    expect(paths.orderInfo(8)).toBe('/order/info/8');
    expect(paths.newsInfo(4, 1)).toBe('/news/info/4/1');
    expect(paths.dzfp).toBe('/zzfw/dzfp');
    expect(paths.messages).toBe('/wdxx');
    expect(paths.favourites).toBe('/star');
    expect(paths.cashback).toBe('/hb');
    expect(paths.welfare).toBe('/welfare');
  });

  it('carries every detail-link field the offer or line has set (SPEC §2)', () => {
    // A negotiated (议价) cart line inside a manjian activity, at a ladder tier.
    const line = { id: 31, goods_price_id: 646, ladder_price_id: 12, goods_manjian_id: 7, is_yj: 1 as const };
    expect(paths.goodsDetail(563, line)).toBe(
      '/list/info/563?goods_price_id=646&ladder_price_id=12&goods_manjian_id=7&is_yj=1',
    );
    // A near-expiry offer as the goods lists read it.
    expect(paths.goodsDetail(5, { goods_price_id: 5, is_jxq: 1 })).toBe(
      '/list/info/5?goods_price_id=5&is_jxq=1',
    );
  });

  it('leaves unset detail-link fields out of the URL', () => {
    // A cart line writes 0 for no tier and no activity; a detail echo writes null.
    expect(
      goodsDetailQuery({ goods_price_id: 9, ladder_price_id: 0, goods_manjian_id: 0, is_yj: 0 }),
    ).toEqual({
      goods_price_id: 9,
    });
    expect(
      goodsDetailQuery({ goods_price_id: 9, ladder_price_id: null, goods_manjian_id: null, is_jxq: 0 }),
    ).toEqual({ goods_price_id: 9 });
    expect(goodsDetailQuery({})).toEqual({});
  });

  it('every href lands on a route of the table', () => {
    const all = [
      paths.home,
      paths.login('/x'),
      paths.register,
      paths.forget,
      paths.notFound,
      paths.noActivity,
      paths.loading('/x'),
      paths.search({ keywords: 'a' }),
      paths.list({ category_id: 1 }),
      paths.listOther(1, 'x'),
      paths.goodsDetail(1),
      paths.user,
      paths.order,
      paths.orderInfo(1),
      paths.cart,
      paths.messages,
      paths.favourites,
      paths.cashback,
      paths.welfare,
      paths.dzfp,
      paths.dzht,
      paths.zhzq,
      paths.jfsc,
      paths.help(),
      paths.helpArticle(1),
      paths.newsInfo(1, 2),
      href('/kxzq/goods/:url/:ads?', { url: 'x' }),
    ];
    for (const url of all) expect(matches(url), url).toBe(true);
  });
});
