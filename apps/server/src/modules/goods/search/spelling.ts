/**
 * How a name is spelled for search: full pinyin and pinyin initials, each both run together
 * (the trigram-indexed columns a LIKE narrows) and as space-separated units (where a match must
 * begin). A unit is one Chinese character's syllable or initial, or a run of latin letters and
 * digits (维生素C, 84消毒液), so `aldp` finds 苯磺酸氨氯地平片 (b h s a l d p p) and `anlvdiping`
 * finds it from the syllable an, while `4x` does not match inside 84 and `oxi` not inside moxi.
 * Pure: the SQL takes these strings and patterns as parameters.
 */
import { customPinyin, pinyin } from 'pinyin-pro';

// Readings a drug catalogue means where the general dictionary picks another: 参 is shen in
// 丹参, 红参, 参松养心 (the dictionary says can), 枸橼酸 is ju yuan (not gou), and so on.
customPinyin({
  参: 'shēn',
  枸橼: 'jǔ yuán',
  藏红花: 'zàng hóng huā',
  重楼: 'chóng lóu',
  茜草: 'qiàn cǎo',
});

export interface Spelling {
  /** full pinyin run together, ü as v: benhuangsuananlvdipingpian */
  pinyin: string;
  /** initials run together: bhsaldpp */
  initials: string;
  /** full pinyin by unit: ben huang suan an lv di ping pian */
  pinyinWords: string;
  /** initials by unit: b h s a l d p p */
  initialsWords: string;
}

const cache = new Map<string, Spelling>();

const clean = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

export function spell(text: string): Spelling {
  const hit = cache.get(text);
  if (hit) return hit;
  const full: string[] = [];
  const initials: string[] = [];
  const units = pinyin(text, { type: 'all', toneType: 'none', v: true, nonZh: 'consecutive' });
  for (const unit of units) {
    if (unit.isZh) {
      const syllable = clean(unit.pinyin);
      if (syllable === '') continue;
      full.push(syllable);
      initials.push(syllable.charAt(0));
    } else {
      // A latin or digit run reads as itself in both spellings; punctuation splits runs.
      for (const run of unit.origin.toLowerCase().split(/[^a-z0-9]+/)) {
        if (run === '') continue;
        full.push(run);
        initials.push(run);
      }
    }
  }
  const spelled = {
    pinyin: full.join(''),
    initials: initials.join(''),
    pinyinWords: full.join(' '),
    initialsWords: initials.join(' '),
  };
  cache.set(text, spelled);
  return spelled;
}

/** Inner matches (not at the start) need this many letters: one letter inside a name matches nearly all. */
export const MIN_INNER_LETTERS = 2;

/**
 * A PostgreSQL (and JavaScript) regular expression over a by-unit spelling that holds when the
 * keyword's letters follow one another from the start of a unit, across unit breaks: `aldp`
 * becomes `(^| )a ?l ?d ?p`. The keyword is only [a-z0-9] (see parseKeyword), so nothing to escape.
 */
export function unitStartPattern(pinyinKeyword: string): string {
  if (!/^[a-z0-9]+$/.test(pinyinKeyword)) throw new Error(`not a pinyin keyword: ${pinyinKeyword}`);
  return `(^| )${[...pinyinKeyword].join(' ?')}`;
}
