/**
 * A list of row ids from a form (`goods_ids[]=1&goods_ids[]=2`), JSON (`[1, 2]`) or a query
 * string (`ids[]=1`, `ids=1,2`). Every id must be a positive 32-bit integer.
 */
import { INT4_MAX } from '@mall/shared/text';
import { z } from 'zod';

const BAD_ID = '编号须为正整数';

function toList(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') return value.split(',').map((s) => s.trim());
  if (typeof value === 'number') return [value];
  // qs reads `ids[3]=1` alone as an object keyed by index.
  if (typeof value === 'object' && !Array.isArray(value)) return Object.values(value);
  return value;
}

const toNumber = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value;

const id = z.preprocess(
  toNumber,
  z.number({ error: BAD_ID }).int(BAD_ID).min(1, BAD_ID).max(INT4_MAX, BAD_ID),
);

export interface IdListOptions {
  max: number;
  maxMessage: string;
  /** When set, an empty or missing list is refused with this message. */
  emptyMessage?: string;
}

export function idList(options: IdListOptions) {
  const base = z.array(id).max(options.max, options.maxMessage);
  return z.preprocess(toList, options.emptyMessage ? base.min(1, options.emptyMessage) : base);
}

/** Query strings keep `ids[]` as the key; fold such keys onto their plain names. */
export function bracketKeys(query: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof query !== 'object' || query === null) return out;
  for (const [key, value] of Object.entries(query)) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    out[name] = name in out ? [out[name], value].flat() : value;
  }
  return out;
}

/** The ids once each, in their first order. */
export const uniqueIds = (ids: readonly number[]): number[] => [...new Set(ids)];
