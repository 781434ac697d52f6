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
