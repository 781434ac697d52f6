/**
 * The feedback page's form as POST /api/user/feedback takes it: multipart with up to three photos
 * under `images`, so the text and the photos travel in one request. Posting refreshes the list.
 */
import type { FeedbackInput } from '@mall/shared/self-service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFeedback } from '@/api/user/create-feedback';
import { userKeys } from '@/api/user/user-keys';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.feedbackAll }),
  });
}
