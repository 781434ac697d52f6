/**
 * Full pinyin and initials for search (阿莫西林胶囊 -> amoxilinjiaonang / amxljn), cached
 * because a large catalogue repeats the same few hundred names.
 */
import { pinyin } from 'pinyin-pro';

const cache = new Map<string, { full: string; initials: string }>();

const clean = (parts: string[]) =>
  parts
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

export function pinyinOf(text: string): { full: string; initials: string } {
  let hit = cache.get(text);
  if (!hit) {
    hit = {
      full: clean(pinyin(text, { toneType: 'none', type: 'array' })),
      initials: clean(pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' })),
    };
    cache.set(text, hit);
  }
  return hit;
}
