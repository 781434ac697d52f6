import { describe, expect, it } from 'vitest';
import { findRoute } from './route-table';

const metaOf = (path: string) => {
  const route = findRoute(path);
  if (route?.kind !== 'page') throw new Error(`${path} is not a page`);
  return route.meta;
};

describe('pages with their own action bar', () => {
  it.each(['/cart', '/cart/step2', '/cart/step3/:id', '/cart/hm'])(
    '%s keeps the floating banner off its action bar',
    (path) => {
      expect(metaOf(path).actionBar).toBe(true);
    },
  );

  it.each(['/', '/list', '/user', '/cart/step4'])('%s has no action bar of its own', (path) => {
    expect(metaOf(path).actionBar ?? false).toBe(false);
  });
});
