import { describe, expect, it } from 'vitest';
import { listQueryString, parseListQuery, toRequestParams, withFilters, withPage } from './list-query';

describe('parseListQuery', () => {
  it('reads every filter of a shared link', () => {
    const query = parseListQuery(
      '?page=3&category_id=12&sccj_id=4&brand_id=2&dosage_form=%E7%89%87%E5%89%82&scope_id=5&in_stock=1&price_min=1.5&price_max=20&is_jxq=1&is_free_shipping=1&sort=price_asc&keywords=%20amxl%20&type=1',
    );
    expect(query).toEqual({
      page: 3,
      category_id: 12,
      sccj_id: 4,
      brand_id: 2,
      dosage_form: '片剂',
      scope_id: 5,
      in_stock: 1,
      price_min: '1.5',
      price_max: '20',
      is_jxq: 1,
      is_free_shipping: 1,
      sort: 'price_asc',
      keywords: 'amxl',
      type: 1,
    });
  });

  it('drops malformed values instead of sending them on', () => {
    expect(
      parseListQuery('?page=-1&category_id=abc&in_stock=2&price_min=1e5&price_max=1.234&sort=bogus&type=7'),
    ).toEqual({});
    expect(parseListQuery('?page=0&sort=default&keywords=%20%20')).toEqual({});
  });

  it('keeps type 0 (drug search) explicitly', () => {
    expect(parseListQuery('?type=0').type).toBe(0);
  });
});

describe('listQueryString', () => {
  it('round-trips through parseListQuery in a stable order', () => {
    const query = { sort: 'sales' as const, category_id: 7, page: 2, in_stock: 1 as const };
    const text = listQueryString(query);
    expect(text).toBe('?category_id=7&in_stock=1&page=2&sort=sales');
    expect(parseListQuery(text)).toEqual(query);
  });

  it('leaves out page 1, the default sort and empty values', () => {
    expect(listQueryString({ page: 1, sort: 'default', keywords: '' })).toBe('');
  });
});

describe('withFilters / withPage', () => {
  it('changing a filter goes back to page 1 and undefined removes it', () => {
    expect(withFilters({ page: 4, brand_id: 2, in_stock: 1 }, { in_stock: undefined, sccj_id: 9 })).toEqual({
      brand_id: 2,
      sccj_id: 9,
    });
  });

  it('moves between pages, page 1 being the default', () => {
    expect(withPage({ brand_id: 2 }, 3)).toEqual({ brand_id: 2, page: 3 });
    expect(withPage({ brand_id: 2, page: 3 }, 1)).toEqual({ brand_id: 2 });
  });

  it('request parameters always carry the page and its size', () => {
    expect(toRequestParams({ sort: 'newest' })).toEqual({ sort: 'newest', page: 1, page_size: 20 });
  });
});
