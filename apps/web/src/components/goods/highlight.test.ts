import { describe, expect, it } from 'vitest';
import { splitMatches } from './highlight';

describe('splitMatches', () => {
  it('marks every occurrence, case-insensitively', () => {
    expect(splitMatches('阿莫西林胶囊(阿莫西林)', '阿莫')).toEqual([
      { text: '阿莫', match: true },
      { text: '西林胶囊(', match: false },
      { text: '阿莫', match: true },
      { text: '西林)', match: false },
    ]);
    expect(splitMatches('国药准字H123', 'h12')).toEqual([
      { text: '国药准字', match: false },
      { text: 'H12', match: true },
      { text: '3', match: false },
    ]);
  });

  it('leaves the text whole without keywords or without a literal match', () => {
    expect(splitMatches('阿莫西林', '  ')).toEqual([{ text: '阿莫西林', match: false }]);
    expect(splitMatches('阿莫西林', 'amxl')).toEqual([{ text: '阿莫西林', match: false }]);
  });
});
