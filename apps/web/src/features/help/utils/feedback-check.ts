/** The feedback form's own checks, the same rules the server applies (so most errors never travel). */
import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_TYPES,
  feedbackContentFits,
  SELF_SERVICE_MESSAGES as M,
} from '@mall/shared/self-service';
import { isEmail, isPhone } from '@mall/shared/validators';

export interface FeedbackDraft {
  type: string;
  content: string;
  contact: string;
  imageCount: number;
}

export type FeedbackErrors = Partial<Record<'type' | 'content' | 'contact' | 'images', string>>;

export function checkFeedback(draft: FeedbackDraft): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (!(FEEDBACK_TYPES as readonly string[]).includes(draft.type)) errors.type = M.feedbackType;
  if (!feedbackContentFits(draft.content)) errors.content = M.feedbackContent;
  const contact = draft.contact.trim();
  if (contact.length > FEEDBACK_CONTACT_MAX || (contact !== '' && !isPhone(contact) && !isEmail(contact)))
    errors.contact = M.contact;
  if (draft.imageCount > FEEDBACK_IMAGES_MAX) errors.images = M.imageCount;
  return errors;
}
