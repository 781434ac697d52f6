import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, withoutForbiddenCharacters } from './text.ts';

describe('forbidden characters in text', () => {
  it('refuses NUL, other controls, bidi overrides, non-characters and lone surrogates', () => {
    for (const text of [
      'a\u0000b',
      '\u0007',
      'x\u001b[31m',
      '\u007f',
      '\u0085',
      'abc\u202Egpj.exe',
      '\uFFFF',
      'a\uD800',
      '\uDC00b',
    ])
      expect(hasForbiddenCharacters(text), JSON.stringify(text)).toBe(true);
  });

  it('lets Chinese, emoji, and line breaks of multi-line text through', () => {
    for (const text of ['阿莫西林胶囊', '第一行\n第二行\r\n\t缩进', '👨‍👩‍👧 好评', 'ＡＢＣ全角', ''])
      expect(hasForbiddenCharacters(text), JSON.stringify(text)).toBe(false);
  });

  it('strips what it refuses', () => {
    expect(withoutForbiddenCharacters('证\u0000照\u202E.jpg\uD800')).toBe('证照.jpg');
  });
});
