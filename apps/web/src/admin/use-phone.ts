/**
 * Whether the console is shown at phone width (below antd's md breakpoint, as the store's own phone
 * styles): read from the window at once, so a desktop never first draws the phone layout.
 */
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
