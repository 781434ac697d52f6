/** The input of POST /api/activity/tap. */
import { z } from 'zod';
import { idField } from '../../http/validation.ts';

export const tapInput = z.object({ id: idField() });
