/** The inputs of the cashback calls. Failures are 422 in Chinese. */
import { z } from 'zod';
import { blankToUndefined, idField } from '../../http/validation.ts';

/** GET /api/activity/cashback?id= (id: one campaign, running or not; without it the running one). */
export const cashbackQuery = z.object({
  id: z.preprocess(blankToUndefined, idField().optional()),
});
