import { describe, expect, it } from 'vitest';
import { TAG_COLOR_DEFAULT, tagColor } from './tag-color';

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
