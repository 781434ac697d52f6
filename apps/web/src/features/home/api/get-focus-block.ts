/** GET /api/focus/xrtj, /api/focus/yx, /api/focus/zyzq: the zone tiles, banner and a few goods each. */
import type { FocusBlock } from '@mall/shared/home';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { HOME_STALE_MS, homeKeys } from './home-keys';

export type FocusBlockName = 'xrtj' | 'yx' | 'zyzq';

export function getFocusBlock(name: FocusBlockName, signal?: AbortSignal): Promise<FocusBlock> {
  return api.get<FocusBlock>(`/api/focus/${name}`, undefined, { silent: true, signal }).then((r) => r.data);
}

export function useFocusBlock(name: FocusBlockName, enabled = true) {
  return useQuery({
    queryKey: homeKeys.block(name),
    queryFn: ({ signal }) => getFocusBlock(name, signal),
    staleTime: HOME_STALE_MS,
    enabled,
  });
}
