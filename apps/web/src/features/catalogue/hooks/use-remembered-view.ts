import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { ListView } from '@/components/goods/view-switch';
import {
  pickedView,
  readStoredView,
  resolveView,
  storeView,
  type ViewChoice,
} from '../utils/view-preference';

/** The view of a list page from its path, the switch's pick and the remembered choice. */
export function useRememberedView<V extends ListView>(views: readonly V[]): ViewChoice<V> {
  const location = useLocation();
  const choice = resolveView(views, location.pathname, {
    picked: pickedView(location.state),
    stored: readStoredView(),
  });
  const { remember } = choice;
  useEffect(() => {
    if (remember) storeView(remember);
  }, [remember]);
  return choice;
}
