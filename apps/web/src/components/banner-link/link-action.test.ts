import { describe, expect, it } from 'vitest';
import { decideLinkAction, toInternalPath } from './link-action';

const origin = 'https://shop.example.com';

describe('decideLinkAction', () => {
  it('alerts 活动暂未开始 when the link has no target', () => {
    expect(decideLinkAction({ url: '' }, origin)).toEqual({ kind: 'alert', message: '活动暂未开始' });
    expect(decideLinkAction({ url: '   ', notice: '即将开始' }, origin)).toEqual({
      kind: 'alert',
      message: '活动暂未开始',
    });
    expect(decideLinkAction({ url: null }, origin)).toEqual({ kind: 'alert', message: '活动暂未开始' });
    expect(decideLinkAction({}, origin)).toEqual({ kind: 'alert', message: '活动暂未开始' });
  });

  it('alerts the notice text when a notice is set', () => {
    expect(decideLinkAction({ url: '/ptzq', notice: '拼团将于周一开放' }, origin)).toEqual({
      kind: 'alert',
      message: '拼团将于周一开放',
    });
  });

  it('alerts 活动未开始 when the notice marker is empty', () => {
    expect(decideLinkAction({ url: '/ptzq', notice: '' }, origin)).toEqual({
      kind: 'alert',
      message: '活动未开始',
    });
  });

  it('navigates inside the app for paths of this site', () => {
    expect(decideLinkAction({ url: '/list?category_id=3', notice: null }, origin)).toEqual({
      kind: 'navigate',
      to: '/list?category_id=3',
    });
    expect(decideLinkAction({ url: 'https://shop.example.com/mrtj#top' }, origin)).toEqual({
      kind: 'navigate',
      to: '/mrtj#top',
    });
  });

  it('opens other sites in a new window', () => {
    expect(decideLinkAction({ url: 'https://www.nmpa.gov.cn/' }, origin)).toEqual({
      kind: 'open',
      href: 'https://www.nmpa.gov.cn/',
    });
  });
});

describe('toInternalPath', () => {
  it('treats protocol-relative and foreign URLs as external', () => {
    expect(toInternalPath('//cdn.example.net/a.png', origin)).toBeNull();
    expect(toInternalPath('http://shop.example.com/x', origin)).toBeNull();
    expect(toInternalPath('mailto:kefu@example.com', origin)).toBeNull();
  });

  it('prefixes bare relative paths with a slash', () => {
    expect(toInternalPath('help/xrzn/hyzc?id=2', origin)).toBe('/help/xrzn/hyzc?id=2');
  });
});
