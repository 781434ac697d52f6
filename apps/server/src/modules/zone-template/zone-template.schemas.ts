/** The inputs of the zone-template calls and of the activity state lookup. */
import { ZONE_TEMPLATE_KINDS } from '@mall/shared/zone-templates';
import { z } from 'zod';
import { blankToUndefined, idField } from '../../http/validation.ts';

const KIND_MESSAGE = '专区类型有误';

export const templateListQuery = z.object({
  kind: z.preprocess(blankToUndefined, z.enum(ZONE_TEMPLATE_KINDS, KIND_MESSAGE).default('zqmb')),
});

export const templateParams = z.object({ id: idField() });

const SLUG = /^[a-z0-9_-]{1,64}$/i;

/** By id (with the kind: an activity or a template kind) or by an activity's slug. */
export const statusQuery = z
  .object({
    kind: z.preprocess(
      blankToUndefined,
      z.enum(['activity', ...ZONE_TEMPLATE_KINDS], KIND_MESSAGE).default('activity'),
    ),
    id: z.preprocess(blankToUndefined, idField().optional()),
    slug: z.preprocess(blankToUndefined, z.string().trim().regex(SLUG, '活动标识有误').optional()),
  })
  .refine((q) => q.id !== undefined || q.slug !== undefined, { message: '请指定活动', path: ['id'] });
