/**
 * Bodies of POST and PUT are form-encoded the way the server's parser reads them (DESIGN §5):
 * `ids[]=1&ids[]=2`, `params[number]=3`, and lists of objects with indices, `params[0][goods_id]=7`.
 * qs's `brackets` format writes lists of objects as `params[][goods_id]`, which loses the grouping of
 * each object's fields, so such lists are turned into index-keyed objects first.
 */
import qs from 'qs';

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function indexObjectLists(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(indexObjectLists);
    const hasObjects = items.some((item) => isPlainObject(item) || Array.isArray(item));
    return hasObjects ? Object.fromEntries(items.map((item, i) => [String(i), item])) : items;
  }
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, indexObjectLists(v)]));
  }
  return value;
}

/** Encodes a request body; `undefined` fields are left out, `null` becomes an empty value. */
export function encodeForm(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  return qs.stringify(indexObjectLists(body), { arrayFormat: 'brackets' });
}

/** Encodes query parameters with the same conventions; `null` and `undefined` are left out. */
export function encodeQuery(params: unknown): string {
  if (params === undefined || params === null) return '';
  return qs.stringify(indexObjectLists(params), { arrayFormat: 'brackets', skipNulls: true });
}

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
