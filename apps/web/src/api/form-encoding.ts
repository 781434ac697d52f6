/**
 * Bodies of POST and PUT are form-encoded the way the server's parser reads them (DESIGN §5):
 * `ids[]=1&ids[]=2`, `params[number]=3`, and lists of objects with indices, `params[0][goods_id]=7`.
 * Lists of objects written with empty brackets (`params[][goods_id]`) would lose the grouping of each
 * object's fields, so such lists are turned into index-keyed objects first.
 *
 * The encoding is qs's `stringify` with `arrayFormat: 'brackets'` (a test holds the two to the same
 * output), written out here because qs brings about 16 KB of gzipped code, mostly for options the
 * store never uses, into the first script of every page.
 */

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

/** A lone surrogate has no UTF-8 form; like qs (and TextEncoder) it is sent as U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** RFC 3986 percent-encoding, as qs does it: only A–Z, a–z, 0–9 and `-._~` stay as written. */
function encode(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD')).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Appends `key=value` pairs for one value: lists as `key[]`, objects as `key[field]`. */
function appendPairs(key: string, raw: unknown, skipNulls: boolean, out: string[]): void {
  let value = raw instanceof Date ? raw.toISOString() : raw;
  if (value === undefined) return;
  if (value === null) value = '';
  if (typeof value !== 'object' && typeof value !== 'function') {
    out.push(`${encode(key)}=${encode(String(value))}`);
    return;
  }
  const isList = Array.isArray(value);
  for (const [field, item] of Object.entries(value as object)) {
    if (skipNulls && item === null) continue;
    appendPairs(isList ? `${key}[]` : `${key}[${field}]`, item, skipNulls, out);
  }
}

function stringify(value: unknown, skipNulls: boolean): string {
  if (typeof value !== 'object' || value === null) return '';
  const out: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (skipNulls && item === null) continue;
    appendPairs(key, item, skipNulls, out);
  }
  return out.join('&');
}

/** Encodes a request body; `undefined` fields are left out, `null` becomes an empty value. */
export function encodeForm(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  return stringify(indexObjectLists(body), false);
}

/** Encodes query parameters with the same conventions; `null` and `undefined` are left out. */
export function encodeQuery(params: unknown): string {
  if (params === undefined || params === null) return '';
  return stringify(indexObjectLists(params), true);
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
