/** GET /api/focus/postList: the store notices and industry news beside the member card. */
import type { PostList } from '@mall/shared/home';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { HOME_STALE_MS, homeKeys } from './home-keys';

export function getPostList(signal?: AbortSignal): Promise<PostList> {
  return api.get<PostList>('/api/focus/postList', undefined, { silent: true, signal }).then((r) => r.data);
}

export function usePostList(enabled = true) {
  return useQuery({
    queryKey: homeKeys.posts,
    queryFn: ({ signal }) => getPostList(signal),
    staleTime: HOME_STALE_MS,
    enabled,
  });
}
