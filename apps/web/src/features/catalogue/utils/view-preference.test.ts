import { describe, expect, it } from 'vitest';
import { LIST_VIEWS, SEARCH_VIEWS } from './list-views';
import {
  pickedView,
  readStoredView,
  resolveView,
  shownView,
  storeView,
  VIEW_STORAGE_KEY,
} from './view-preference';

const keyOf = (choice: { view: { key: string } }) => choice.view.key;

describe('resolveView', () => {
  it('a path naming a view opens it and remembers it', () => {
    const choice = resolveView(LIST_VIEWS, '/list/table', { stored: 'grid' });
    expect(keyOf(choice)).toBe('table');
    expect(choice).toMatchObject({ redirect: null, remember: 'table' });
    expect(resolveView(SEARCH_VIEWS, '/search/table/', {}).remember).toBe('table');
  });

  it('the bare path opens the remembered view', () => {
    expect(resolveView(LIST_VIEWS, '/list', { stored: 'table' }).redirect).toBe('/list/table');
    expect(resolveView(LIST_VIEWS, '/list', { stored: 'no_image' }).redirect).toBe('/list/no_image');
    expect(resolveView(SEARCH_VIEWS, '/search', { stored: 'table' }).redirect).toBe('/search/table');
  });

  it('search has no image-less view: the table stands in for it', () => {
    expect(resolveView(SEARCH_VIEWS, '/search', { stored: 'no_image' }).redirect).toBe('/search/table');
  });

  it('the grid picked from the switch wins over the memory and becomes it', () => {
    const choice = resolveView(LIST_VIEWS, '/list', { picked: 'grid', stored: 'table' });
    expect(choice).toMatchObject({ redirect: null, remember: 'grid' });
    expect(keyOf(choice)).toBe('grid');
  });

  it('nothing remembered, the grid remembered or an unknown key: the grid, memory untouched', () => {
    for (const stored of [null, 'grid', 'cards']) {
      expect(resolveView(LIST_VIEWS, '/list', { stored })).toMatchObject({
        redirect: null,
        remember: null,
        stamp: 'grid',
      });
    }
    expect(resolveView(LIST_VIEWS, '/list', { picked: 'cards', stored: null }).remember).toBeNull();
  });

  it('an entry stamped when it showed the grid shows it again on the way back', () => {
    const choice = resolveView(LIST_VIEWS, '/list', { shown: 'grid', stored: 'table' });
    expect(choice).toMatchObject({ redirect: null, remember: null, stamp: null });
    expect(keyOf(choice)).toBe('grid');
  });

  it('a category page keeps its grid and leaves the memory alone', () => {
    const choice = resolveView(LIST_VIEWS, '/list/other/3/中药', { stored: 'table' });
    expect(choice).toMatchObject({ redirect: null, remember: null });
    expect(keyOf(choice)).toBe('grid');
  });
});

describe('view memory', () => {
  it('reads the link state of the switch', () => {
    expect(pickedView({ view: 'grid' })).toBe('grid');
    expect(pickedView(null)).toBeNull();
    expect(pickedView({ view: 3 })).toBeNull();
    expect(shownView({ shownView: 'grid' })).toBe('grid');
    expect(shownView({ view: 'grid' })).toBeNull();
  });

  it('stores and reads one key, and survives a storage that throws', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
    storeView('table', storage);
    expect(map.get(VIEW_STORAGE_KEY)).toBe('table');
    expect(readStoredView(storage)).toBe('table');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredView(broken)).toBeNull();
    expect(() => storeView('grid', broken)).not.toThrow();
  });
});
