import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { encodeForm, encodeQuery, readCookie } from './form-encoding';

const decoded = (text: string) => decodeURIComponent(text).split('&');

describe('encodeForm (DESIGN §5 bodies)', () => {
  it('writes arrays of scalars with empty brackets', () => {
    expect(decoded(encodeForm({ ids: [1, 2] }))).toEqual(['ids[]=1', 'ids[]=2']);
  });

  it('writes nested objects with named brackets', () => {
    expect(decoded(encodeForm({ params: { number: 3 }, new: 1 }))).toEqual(['params[number]=3', 'new=1']);
  });

  it('writes lists of objects with indices, keeping each line together', () => {
    const body = {
      params: [
        { goods_id: 7, number: 2, price: '12.50' },
        { goods_id: 8, number: 1, price: '3.00' },
      ],
    };
    expect(decoded(encodeForm(body))).toEqual([
      'params[0][goods_id]=7',
      'params[0][number]=2',
      'params[0][price]=12.50',
      'params[1][goods_id]=8',
      'params[1][number]=1',
      'params[1][price]=3.00',
    ]);
  });

  it('round-trips through the server-side qs parser', () => {
    const body = { ids: ['1', '2'], params: [{ goods_id: '7', ids: ['3', '4'] }], other_user_ids: ['9'] };
    expect(qs.parse(encodeForm(body))).toEqual(body);
  });

  it('encodes Chinese text and reserved characters', () => {
    const text = encodeForm({ name: '阿莫西林 & 胶囊', remark: 'a=b' });
    expect(qs.parse(text)).toEqual({ name: '阿莫西林 & 胶囊', remark: 'a=b' });
  });

  it('leaves out undefined, sends null as empty', () => {
    expect(encodeForm({ a: undefined, b: null, c: 0 })).toBe('b=&c=0');
  });

  it('passes strings through and encodes nothing as empty', () => {
    expect(encodeForm('a=1')).toBe('a=1');
    expect(encodeForm(undefined)).toBe('');
    expect(encodeForm({})).toBe('');
  });
});

describe('encodeQuery', () => {
  it('uses the same conventions and skips null', () => {
    expect(decodeURIComponent(encodeQuery({ page: 1, ids: [1, 2], x: null, y: undefined }))).toBe(
      'page=1&ids[]=1&ids[]=2',
    );
    expect(encodeQuery(undefined)).toBe('');
  });
});

/** A small seeded generator, so a failure names a body that can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const texts = [
    '',
    'a',
    '阿莫西林 胶囊',
    "a=b&c!'()*~-._",
    '100%',
    '😀',
    '\uD800x',
    'x\uDC00',
    '[x]',
    '+ /?#',
  ];
  const scalars = (): unknown =>
    pick([
      () => pick(texts),
      () => Math.floor(next() * 2000) - 1000,
      () => pick([0, -0, 1.5, 1e21, Number.NaN, Number.POSITIVE_INFINITY]),
      () => next() < 0.5,
      () => null,
      () => undefined,
      () => new Date(Math.floor(next() * 4e12)),
    ])();
  const value = (depth: number): unknown => {
    const kind = next();
    if (depth <= 0 || kind < 0.5) return scalars();
    if (kind < 0.75) return Array.from({ length: Math.floor(next() * 4) }, scalars);
    return record(depth - 1);
  };
  const record = (depth: number): Record<string, unknown> =>
    Object.fromEntries(
      Array.from({ length: Math.floor(next() * 5) }, () => [pick(texts) || 'k', value(depth)]),
    );
  return () => record(3);
}

describe('the encoding matches qs (arrayFormat brackets) byte for byte', () => {
  const bodies = generator(20261125);
  const cases = Array.from({ length: 2000 }, bodies);

  it('for bodies', () => {
    for (const body of cases) {
      expect(encodeForm(body), JSON.stringify(body)).toBe(qs.stringify(body, { arrayFormat: 'brackets' }));
    }
  });

  it('for query parameters, nulls left out', () => {
    for (const params of cases) {
      expect(encodeQuery(params), JSON.stringify(params)).toBe(
        qs.stringify(params, { arrayFormat: 'brackets', skipNulls: true }),
      );
    }
  });
});

describe('readCookie', () => {
  it('finds the XSRF token among other cookies and decodes it', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D%3D; b=2', 'XSRF-TOKEN')).toBe('abc==');
  });

  it('does not match a cookie whose name only ends with the wanted one', () => {
    expect(readCookie('MY-XSRF-TOKEN=x', 'XSRF-TOKEN')).toBeNull();
  });

  it('returns null when absent and keeps undecodable values raw', () => {
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
    expect(readCookie('XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN')).toBe('%E0%A4%A');
  });
});
