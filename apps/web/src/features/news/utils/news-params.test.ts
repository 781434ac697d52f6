import { describe, expect, it } from 'vitest';
import { idOf, pageOf, sectionOfCategoryPath, sectionOfPath, sectionOfType } from './news-params';

describe('news params', () => {
  it('maps list paths and types to the two sections', () => {
    expect(sectionOfPath('/news/hy')).toMatchObject({ type: 1, name: '行业资讯' });
    expect(sectionOfPath('/news/company')).toMatchObject({ type: 2, name: '公司新闻' });
    expect(sectionOfPath('/news')).toMatchObject({ type: 1 });
    expect(sectionOfType('2')?.path).toBe('/news/company');
    expect(sectionOfType('7')).toBeUndefined();
    expect(sectionOfCategoryPath('/help/us')).toBeUndefined();
    expect(sectionOfCategoryPath('/news/hy')?.type).toBe(1);
  });

  it('reads the page and the id, falling back on anything odd', () => {
    expect(pageOf('?page=3')).toBe(3);
    for (const s of ['', '?page=0', '?page=-2', '?page=x', '?page=1.5']) expect(pageOf(s)).toBe(1);
    expect(idOf('25')).toBe(25);
    for (const s of [undefined, '', '0', 'abc', '12x', '1234567890']) expect(idOf(s)).toBe(0);
  });
});
