/** The inputs of the draw calls. Failures are 422 in Chinese. */
import { z } from 'zod';
import { blankToUndefined, idField, pageParam } from '../../http/validation.ts';

/** POST /api/draw {id}; GET /api/draw/new_record?id= */
export const activityIdInput = z.object({ id: idField() });

/** GET /api/draw/{id}/activity */
export const activityPath = z.object({ id: idField() });

/** GET /api/draw/record?page=&page_size=&id= (id: one activity only). */
export const recordQuery = z.object({
  page: pageParam(1),
  page_size: pageParam(10, 50),
  id: z.preprocess(blankToUndefined, idField().optional()),
});
