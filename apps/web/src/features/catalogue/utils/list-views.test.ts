import { describe, expect, it } from 'vitest';
import { LIST_VIEWS, SEARCH_VIEWS, viewOf } from './list-views';

describe('viewOf', () => {
  it('finds the view of a list path, trailing slash or not', () => {
    expect(viewOf(LIST_VIEWS, '/list/table').layout).toBe('table');
    expect(viewOf(LIST_VIEWS, '/list/no_image/').layout).toBe('rows');
    expect(viewOf(SEARCH_VIEWS, '/search').layout).toBe('grid');
  });

  it('falls back to the grid for a category page', () => {
    expect(viewOf(LIST_VIEWS, '/list/other/12/感冒药').key).toBe('grid');
  });
});
