/** Inputs of the feedback calls; the photos are checked apart, by their content. */

import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_TYPES,
  feedbackContentFits,
  SELF_SERVICE_MESSAGES as M,
} from '@mall/shared/self-service';
import { isEmail, isPhone } from '@mall/shared/validators';
import { z } from 'zod';
import { intField, pageParam } from '../../http/validation.ts';

export const feedbackSchema = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: M.feedbackType }),
  content: z.string({ error: M.feedbackContent }).trim().refine(feedbackContentFits, M.feedbackContent),
  contact: z
    .string({ error: M.contact })
    .trim()
    .max(FEEDBACK_CONTACT_MAX, M.contact)
    .refine((v) => v === '' || isPhone(v) || isEmail(v), M.contact)
    .default(''),
});
export type FeedbackFields = z.output<typeof feedbackSchema>;

export const feedbackPageQuery = z.object({
  page: pageParam(1),
  page_size: pageParam(10, 50),
});

export const imageParams = z.object({ n: intField() });
