import { describe, expect, it } from 'vitest';
import { ok } from './envelope.ts';
import { okJson } from './serialized-envelope.ts';

describe('okJson', () => {
  it('is the success envelope as UTF-8 JSON', () => {
    const data = { list: [1, 2], total: 2, name: '阿莫西林胶囊' };
    expect(JSON.parse(okJson(data).toString('utf8'))).toEqual(ok(data));
  });

  it('serializes an object once, however often it is answered', () => {
    let serialized = 0;
    const page = {
      toJSON() {
        serialized += 1;
        return { total: 1 };
      },
    };
    const first = okJson(page);
    expect(okJson(page)).toBe(first);
    expect(serialized).toBe(1);
    // Another object with equal content is its own answer.
    okJson({ ...page });
    expect(serialized).toBe(2);
  });
});
