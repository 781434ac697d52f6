import { NON_CANCELLING_URLS } from '@mall/shared/constants';
import { describe, expect, it } from 'vitest';
import { PendingRequests, pathOf, requestKey } from './pending-requests';

class FakeRequest {
  aborted = 0;
  abort(): void {
    this.aborted += 1;
  }
}

const make = () => new PendingRequests<FakeRequest>(NON_CANCELLING_URLS);

describe('PendingRequests', () => {
  it('a second request to the same URL aborts the first', () => {
    const pending = make();
    const first = new FakeRequest();
    const second = new FakeRequest();
    pending.track('GET', '/api/goods/search', first);
    pending.track('GET', '/api/goods/search', second);
    expect(first.aborted).toBe(1);
    expect(second.aborted).toBe(0);
  });

  it('ignores the query string: the path decides (pathOf strips it)', () => {
    const pending = make();
    const first = new FakeRequest();
    pending.track('GET', pathOf('/api/goods/search?keywords=a&type=0'), first);
    pending.track('GET', pathOf('/api/goods/search?keywords=am&type=0'), new FakeRequest());
    expect(first.aborted).toBe(1);
  });

  it('different methods or paths do not cancel each other', () => {
    const pending = make();
    const get = new FakeRequest();
    pending.track('GET', '/api/cart/list', get);
    pending.track('POST', '/api/cart/list', new FakeRequest());
    pending.track('GET', '/api/cart/total', new FakeRequest());
    expect(get.aborted).toBe(0);
    expect(pending.size).toBe(3);
  });

  it.each(NON_CANCELLING_URLS)('never cancels %s', (path) => {
    const pending = make();
    const first = new FakeRequest();
    expect(pending.track('POST', path, first)).toBeNull();
    pending.track('POST', path, new FakeRequest());
    expect(first.aborted).toBe(0);
    expect(pending.size).toBe(0);
  });

  it('the exception list is an exact path match', () => {
    expect(NON_CANCELLING_URLS).toEqual([
      '/api/cart',
      '/api/favorite',
      '/api/favorite/cancel',
      '/api/activity/tap',
    ]);
    const pending = make();
    expect(pending.isExempt('/api/cart')).toBe(true);
    expect(pending.isExempt('/api/cart/list')).toBe(false);
    expect(pending.isExempt('/api/cart/')).toBe(false);
    expect(pending.isExempt('/api/favorite/cancel')).toBe(true);
    expect(pending.isExempt('/api/favorites')).toBe(false);
    const first = new FakeRequest();
    pending.track('GET', '/api/cart/list', first);
    pending.track('GET', '/api/cart/list', new FakeRequest());
    expect(first.aborted).toBe(1);
  });

  it('release forgets a finished request but not its successor', () => {
    const pending = make();
    const first = new FakeRequest();
    const second = new FakeRequest();
    const k1 = pending.track('GET', '/api/goods/list', first);
    const k2 = pending.track('GET', '/api/goods/list', second);
    pending.release(k1, first); // the aborted one settling late must not drop the newer one
    expect(pending.size).toBe(1);
    const third = new FakeRequest();
    pending.track('GET', '/api/goods/list', third);
    expect(second.aborted).toBe(1);
    pending.release(k2, second);
    pending.release(k2, third);
    expect(pending.size).toBe(0);
    pending.release(null, third);
  });

  it('a finished request does not cancel the next one', () => {
    const pending = make();
    const first = new FakeRequest();
    const key = pending.track('GET', '/api/goods/hot', first);
    pending.release(key, first);
    pending.track('GET', '/api/goods/hot', new FakeRequest());
    expect(first.aborted).toBe(0);
  });

  it('distinct cancel groups on one path run side by side', () => {
    const pending = make();
    const floor1 = new FakeRequest();
    pending.track('GET', '/api/goods/list', floor1, 'floor:1');
    pending.track('GET', '/api/goods/list', new FakeRequest(), 'floor:2');
    expect(floor1.aborted).toBe(0);
    pending.track('GET', '/api/goods/list', new FakeRequest(), 'floor:1');
    expect(floor1.aborted).toBe(1);
  });
});

describe('pathOf and requestKey', () => {
  it.each([
    ['/api/goods/list?page=2', '/api/goods/list'],
    ['/api/goods/list#x', '/api/goods/list'],
    ['/api/cart', '/api/cart'],
    ['http://localhost:3000/api/cart?x=1', '/api/cart'],
    ['https://api.example.com', '/'],
  ])('%s -> %s', (url, path) => {
    expect(pathOf(url)).toBe(path);
  });

  it('keys by upper-case method and path', () => {
    expect(requestKey('get', '/api/a')).toBe('GET /api/a');
  });
});
