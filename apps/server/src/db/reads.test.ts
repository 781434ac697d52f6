import { describe, expect, it } from 'vitest';
import { readAll } from './reads.ts';

function tracked() {
  let running = 0;
  let most = 0;
  const read = (value: number) => async () => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
    return value;
  };
  return { read, most: () => most };
}

describe('readAll', () => {
  it('overlaps the reads on a pool and keeps their order', async () => {
    const t = tracked();
    expect(await readAll<[number, number, number]>(false, [t.read(1), t.read(2), t.read(3)])).toEqual([
      1, 2, 3,
    ]);
    expect(t.most()).toBe(3);
  });

  it('runs one read at a time on one connection', async () => {
    const t = tracked();
    expect(await readAll<[number, number, number]>(true, [t.read(1), t.read(2), t.read(3)])).toEqual([
      1, 2, 3,
    ]);
    expect(t.most()).toBe(1);
  });
});
