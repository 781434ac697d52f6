/**
 * POST /api/user/feedback, multipart: type, content, contact and up to three photos under `images`,
 * from the help centre's form and the member's feedback page. `silent` leaves the errors to a form
 * that shows them beside its fields.
 */
import type { FeedbackRead } from '@mall/shared/self-service';
import { api } from '@/api/client';

export function createFeedback(form: FormData, options: { silent?: boolean } = {}) {
  return api.post<FeedbackRead>('/api/user/feedback', form, options);
}
