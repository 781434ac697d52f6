import { describe, expect, it } from 'vitest';
import { orderQueryParams, parseOrderQuery, withFilter } from './order-query';

const parse = (search: string) => parseOrderQuery(new URLSearchParams(search));

describe('order list query', () => {
  it('reads every filter from the URL', () => {
    expect(parse('status=to_ship&keywords=%20阿莫西林%20&start=2026-01-01&end=2026-02-01&page=3')).toEqual({
      status: 'to_ship',
      keywords: '阿莫西林',
      start: '2026-01-01',
      end: '2026-02-01',
      page: 3,
    });
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    expect(parse('status=shipped&start=2026-13-45&end=yesterday&page=-2')).toEqual({
      status: 'all',
      keywords: '',
      start: '',
      end: '',
      page: 1,
    });
    expect(parse('page=1.5').page).toBe(1);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(orderQueryParams(parse(''))).toEqual({});
    const query = parse('status=after_sale&keywords=DD2026&page=2');
    expect(orderQueryParams(query)).toEqual({ status: 'after_sale', keywords: 'DD2026', page: '2' });
    expect(parse(new URLSearchParams(orderQueryParams(query)).toString())).toEqual(query);
  });

  it('goes back to the first page when a filter changes', () => {
    const query = parse('status=unpaid&page=4');
    expect(withFilter(query, { status: 'completed' })).toMatchObject({ status: 'completed', page: 1 });
  });
});
