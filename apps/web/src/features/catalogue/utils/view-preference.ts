/**
 * The remembered list view: a buyer who picks the table keeps getting it on later searches and
 * list visits. The URL decides whenever it names a view (/list/table, /list/no_image,
 * /search/table) or comes from the view switch; only the bare /list and /search follow the memory.
 */
import type { ListView } from '@/components/goods/view-switch';

export const VIEW_STORAGE_KEY = 'mall.list-view';

type ViewStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Views a place lacks fall back to the nearest one it has: no images is closest to the table. */
const FALLBACK: Record<string, string> = { no_image: 'table' };

export interface ViewChoice<V extends ListView> {
  view: V;
  /** where to go instead, when the bare path should open the remembered view */
  redirect: string | null;
  /** the view key to remember, or null to leave the memory as it is */
  remember: string | null;
  /**
   * the bare path shows the first view on its own: the page marks its history entry with it, so
   * going back to it later shows it again whatever is remembered by then
   */
  stamp: string | null;
}

export function resolveView<V extends ListView>(
  views: readonly V[],
  pathname: string,
  memory: { picked?: string | null; shown?: string | null; stored?: string | null },
): ViewChoice<V> {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const first = views[0] as V;
  const named = views.find((view) => view.pathname === clean);
  // Any other path (a category page) shows the first view and leaves the memory alone.
  if (!named) return { view: first, redirect: null, remember: null, stamp: null };
  if (named !== first) return { view: named, redirect: null, remember: named.key, stamp: null };
  const picked = memory.picked && views.some((view) => view.key === memory.picked) ? memory.picked : null;
  if (picked) return { view: first, redirect: null, remember: picked, stamp: null };
  if (memory.shown) return { view: first, redirect: null, remember: null, stamp: null };
  const stored = memory.stored ?? '';
  const wanted =
    views.find((view) => view.key === stored) ?? views.find((view) => view.key === FALLBACK[stored]);
  if (wanted && wanted !== first)
    return { view: first, redirect: wanted.pathname, remember: null, stamp: null };
  return { view: first, redirect: null, remember: null, stamp: first.key };
}

function stateText(state: unknown, key: 'view' | 'shownView'): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}

/** The view key the switch put in the link's state, if any. */
export function pickedView(state: unknown): string | null {
  return stateText(state, 'view');
}

/** The view a history entry was stamped with when it was first shown, if any. */
export function shownView(state: unknown): string | null {
  return stateText(state, 'shownView');
}

function browserStorage(): ViewStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredView(storage: ViewStorage | null = browserStorage()): string | null {
  try {
    return storage?.getItem(VIEW_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeView(key: string, storage: ViewStorage | null = browserStorage()): void {
  try {
    storage?.setItem(VIEW_STORAGE_KEY, key);
  } catch {
    // Private mode or a full storage: the view is simply not remembered.
  }
}
