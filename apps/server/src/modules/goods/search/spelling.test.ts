import { describe, expect, it } from 'vitest';
import { spell, unitStartPattern } from './spelling.ts';

/** What the SQL's inside-a-name test decides, with the same pattern over the same spelling. */
function matchesInside(name: string, keyword: string): boolean {
  const pattern = new RegExp(unitStartPattern(keyword));
  const s = spell(name);
  return pattern.test(s.initialsWords) || pattern.test(s.pinyinWords);
}

describe('spell', () => {
  it('spells full pinyin and initials, run together and by character, ü as v', () => {
    expect(spell('苯磺酸氨氯地平片')).toEqual({
      pinyin: 'benhuangsuananlvdipingpian',
      initials: 'bhsaldpp',
      pinyinWords: 'ben huang suan an lv di ping pian',
      initialsWords: 'b h s a l d p p',
    });
  });

  it('keeps a latin or digit run as one unit and drops punctuation', () => {
    expect(spell('75%酒精消毒液')).toMatchObject({ initials: '75jjxdy', initialsWords: '75 j j x d y' });
    expect(spell('维生素C咀嚼片').initialsWords).toBe('w s s c j j p');
    expect(spell('开塞露（含甘油）').pinyinWords).toBe('kai sai lu han gan you');
  });

  it('reads the polyphonic characters of drug names as the trade reads them', () => {
    expect(spell('红参片').pinyin).toBe('hongshenpian');
    expect(spell('参松养心胶囊').initials).toBe('ssyxjn');
    expect(spell('枸橼酸莫沙必利片').initials).toBe('jysmsblp');
    // 枸 stays gou where it is gou.
    expect(spell('枸杞子').initials).toBe('gqz');
  });
});

describe('unitStartPattern', () => {
  it('lets the letters run on across unit breaks from the start of a unit', () => {
    expect(unitStartPattern('aldp')).toBe('(^| )a ?l ?d ?p');
    expect(() => unitStartPattern('a.*')).toThrow();
  });

  it('finds initials and full pinyin from a character or syllable inside the name', () => {
    expect(matchesInside('苯磺酸氨氯地平片', 'aldp')).toBe(true);
    expect(matchesInside('苯磺酸氨氯地平片', 'anlvdiping')).toBe(true);
    expect(matchesInside('苯磺酸氨氯地平片', 'dipi')).toBe(true);
    expect(matchesInside('医用外科口罩', 'kz')).toBe(true);
    expect(matchesInside('医用外科口罩', 'kouzhao')).toBe(true);
    expect(matchesInside('上臂式电子血压计', 'xyj')).toBe(true);
    expect(matchesInside('电子血压计', 'xueyaji')).toBe(true);
    expect(matchesInside('盐酸莫西沙星片', 'mxsx')).toBe(true);
  });

  it('does not match from inside a syllable or a digit run, nor letters that are not adjacent', () => {
    expect(matchesInside('苯磺酸氨氯地平片', 'nlvdiping')).toBe(false);
    expect(matchesInside('苯磺酸氨氯地平片', 'ingpian')).toBe(false);
    expect(matchesInside('盐酸莫西沙星片', 'oxi')).toBe(false);
    expect(matchesInside('84消毒液', '4x')).toBe(false);
    expect(matchesInside('84消毒液', '84x')).toBe(true);
    expect(matchesInside('抑菌洗手液', 'mxsx')).toBe(false);
    expect(matchesInside('医用外科口罩', 'yz')).toBe(false);
  });
});
