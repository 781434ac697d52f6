/** Where zone pages send the buyer: the loading page of a scheduled zone, or /noActivity. */
import type { ZoneLookupKind } from '@mall/shared/zone-templates';
import { href } from '@/config/paths';

/** /loading/activity for an activity or template by id, or an activity by slug. */
export function loadingActivityHref(lookup: { kind: ZoneLookupKind; id: number } | { slug: string }): string {
  return 'slug' in lookup
    ? href('/loading/activity', {}, { slug: lookup.slug })
    : href('/loading/activity', {}, { kind: lookup.kind, id: lookup.id });
}

/** A positive integer query value, else undefined. */
export function positiveId(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 ? id : undefined;
}
