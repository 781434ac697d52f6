/**
 * GET /api/user/feedback (page) and POST /api/user/feedback: multipart with up to three photos
 * under `images`, so the text and the photos travel in one request.
 */
import type { Page } from '@mall/shared/codes';
import type { FeedbackInput, FeedbackRead } from '@mall/shared/self-service';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { createFeedback } from '@/api/user/create-feedback';
import { selfServiceKeys } from './self-service-keys';

export const FEEDBACK_PAGE_SIZE = 5;

export function useFeedbackList(page: number) {
  return useQuery({
    queryKey: selfServiceKeys.feedback(page),
    queryFn: ({ signal }): Promise<Page<FeedbackRead>> =>
      api
        .get<Page<FeedbackRead>>('/api/user/feedback', { page, page_size: FEEDBACK_PAGE_SIZE }, { signal })
        .then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

export interface FeedbackRequest extends FeedbackInput {
  images: readonly File[];
}

export function toFeedbackForm(request: FeedbackRequest): FormData {
  const form = new FormData();
  form.append('type', request.type);
  form.append('content', request.content);
  form.append('contact', request.contact ?? '');
  for (const image of request.images) form.append('images', image, image.name);
  return form;
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: FeedbackRequest) => createFeedback(toFeedbackForm(request)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: selfServiceKeys.feedbackAll }),
  });
}
