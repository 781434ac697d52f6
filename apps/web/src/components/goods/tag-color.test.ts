import { describe, expect, it } from 'vitest';
import { readableShade, TAG_COLOR_DEFAULT, tagColor, tagItems } from './tag-color';

describe('tagColor', () => {
  it.each([
    ['优', '#ff2828'],
    ['新', '#ff2828'],
    ['秒', '#FF0000'],
    ['特', '#FF0000'],
    ['满', '#FF7E28'],
    ['换购', '#1D88CA'],
    ['赠', '#FF228F'],
  ])('colours %s as %s', (label, colour) => {
    expect(tagColor(label)).toBe(colour);
  });

  it('colours longer labels by their leading word', () => {
    expect(tagColor('满减')).toBe('#FF7E28');
    expect(tagColor('秒杀')).toBe('#FF0000');
    expect(tagColor(' 赠品 ')).toBe('#FF228F');
    expect(tagColor('换购价')).toBe('#1D88CA');
  });

  it('falls back to the default red', () => {
    expect(tagColor('包邮')).toBe(TAG_COLOR_DEFAULT);
    expect(tagColor('')).toBe(TAG_COLOR_DEFAULT);
    expect(TAG_COLOR_DEFAULT).toBe('#ff2828');
  });
});

describe('tagItems', () => {
  it('adds the activity tags with their titles, coloured by their leading word', () => {
    expect(
      tagItems(
        ['新', '特'],
        [
          { label: '满减', title: '满1000减50' },
          { label: '赠品', title: '买十赠一' },
        ],
      ),
    ).toEqual([
      { label: '新', color: '#ff2828' },
      { label: '特', color: '#FF0000' },
      { label: '满减', color: '#FF7E28', title: '满1000减50' },
      { label: '赠品', color: '#FF228F', title: '买十赠一' },
    ]);
  });

  it('drops an own mark that an activity tag already says, and repeats nothing', () => {
    expect(
      tagItems(
        ['满', '赠', '优', '优'],
        [
          { label: '满折', title: '品牌周' },
          { label: '满折', title: '品牌周' },
        ],
      ).map((i) => i.label),
    ).toEqual(['赠', '优', '满折']);
    expect(tagItems(['秒'], [{ label: '秒杀', title: '十点秒杀' }])).toEqual([
      { label: '秒杀', color: '#FF0000', title: '十点秒杀' },
    ]);
  });

  it('shows the own marks alone when no activity applies', () => {
    expect(tagItems(['满'])).toEqual([{ label: '满', color: '#FF7E28' }]);
    expect(tagItems([], [])).toEqual([]);
  });
});

describe('readableShade', () => {
  const contrastOnWhite = (hex: string) => {
    const lum = [1, 3, 5]
      .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 1.05 / (0.2126 * lum[0]! + 0.7152 * lum[1]! + 0.0722 * lum[2]! + 0.05);
  };

  it.each(['#ff2828', '#FF0000', '#FF7E28', '#FF228F', '#1D88CA', '#ffffff'])(
    'darkens %s to at least 5:1 on white',
    (color) => {
      const shade = readableShade(color);
      expect(shade).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastOnWhite(shade)).toBeGreaterThanOrEqual(5);
    },
  );

  it('keeps a colour that already reads', () => {
    expect(readableShade('#333333')).toBe('#333333');
  });
});
