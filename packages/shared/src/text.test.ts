import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, visibleLength, withoutForbiddenCharacters } from './text.ts';

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

describe('visible length', () => {
  it('counts what a reader sees: not spaces, zero-width characters or the byte-order mark', () => {
    expect(visibleLength('\u200B'.repeat(10))).toBe(0);
    expect(visibleLength(' 很\u200D好\uFEFF 很\u2060好\u3000')).toBe(4);
    expect(visibleLength('阿莫西林')).toBe(4);
    // An emoji is one character, also a family joined by zero-width joiners counts its faces.
    expect(visibleLength('😀')).toBe(1);
    expect(visibleLength('👨‍👩‍👧')).toBe(3);
  });
});
