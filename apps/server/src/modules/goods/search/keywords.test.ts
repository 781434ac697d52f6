import { describe, expect, it } from 'vitest';
import { parseKeyword } from './keywords.ts';

describe('parseKeyword', () => {
  it('is null for nothing but whitespace', () => {
    expect(parseKeyword(undefined)).toBeNull();
    expect(parseKeyword('   ')).toBeNull();
  });

  it('reads Chinese as text only', () => {
    expect(parseKeyword(' 阿莫 ')).toEqual({ text: '阿莫', like: '阿莫', pinyin: null, approval: false });
  });

  it('reads latin letters as pinyin, ignoring case and spaces', () => {
    expect(parseKeyword('AMXL')?.pinyin).toBe('amxl');
    expect(parseKeyword('a  mo xi lin')).toMatchObject({ text: 'a mo xi lin', pinyin: 'amoxilin' });
    expect(parseKeyword('维生素C')?.pinyin).toBeNull();
  });

  it('tries approval numbers only for keywords with a digit', () => {
    expect(parseKeyword('H3755')?.approval).toBe(true);
    expect(parseKeyword('国药准字H20')?.approval).toBe(true);
    expect(parseKeyword('H37')?.approval).toBe(false);
    expect(parseKeyword('amxl')?.approval).toBe(false);
  });

  it('escapes LIKE metacharacters of the keyword', () => {
    expect(parseKeyword(`%_'";--`)).toMatchObject({ text: `%_'";--`, like: `\\%\\_'";--` });
  });
});
