import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ListView } from '@/components/goods/view-switch';
import {
  pickedView,
  readStoredView,
  resolveView,
  shownView,
  storeView,
  type ViewChoice,
} from '../utils/view-preference';

/** The view of a list page from its path, the switch's pick and the remembered choice. */
export function useRememberedView<V extends ListView>(views: readonly V[]): ViewChoice<V> {
  const location = useLocation();
  const navigate = useNavigate();
  const choice = resolveView(views, location.pathname, {
    picked: pickedView(location.state),
    shown: shownView(location.state),
    stored: readStoredView(),
  });
  const { remember, stamp } = choice;
  useEffect(() => {
    if (remember) storeView(remember);
  }, [remember]);
  useEffect(() => {
    // Same URL, same entry: only its state learns which view it showed, for the back button.
    if (stamp) {
      const state = typeof location.state === 'object' && location.state !== null ? location.state : {};
      navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: { ...state, shownView: stamp } },
      );
    }
  }, [stamp, location, navigate]);
  return choice;
}
