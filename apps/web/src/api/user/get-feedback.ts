/** GET /api/user/feedback: the member's feedback and the replies, one page at a time. */
import type { Page } from '@mall/shared/codes';
import type { FeedbackRead } from '@mall/shared/self-service';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { userKeys } from './user-keys';

export const FEEDBACK_PAGE_SIZE = 5;

export function getFeedbackPage(page: number, signal?: AbortSignal): Promise<Page<FeedbackRead>> {
  return api
    .get<Page<FeedbackRead>>('/api/user/feedback', { page, page_size: FEEDBACK_PAGE_SIZE }, { signal })
    .then((r) => r.data);
}

export function feedbackPageQueryOptions(page: number) {
  return queryOptions({
    queryKey: userKeys.feedback(page),
    queryFn: ({ signal }) => getFeedbackPage(page, signal),
  });
}

export function useFeedbackList(page: number) {
  return useQuery({ ...feedbackPageQueryOptions(page), placeholderData: keepPreviousData });
}
