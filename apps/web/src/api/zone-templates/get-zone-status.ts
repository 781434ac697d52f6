/** GET /api/activity/status: whether an activity or template is missing, scheduled, running or ended. */
import type { ZoneLookupKind, ZoneStatus } from '@mall/shared/zone-templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { zoneTemplateKeys } from './zone-template-keys';

export type ZoneLookup = { kind: ZoneLookupKind; id: number } | { kind: 'activity'; slug: string };

export async function getZoneStatus(lookup: ZoneLookup, signal?: AbortSignal): Promise<ZoneStatus> {
  const res = await api.get<ZoneStatus>('/api/activity/status', lookup, { signal, silent: true });
  return res.data;
}

export function zoneStatusQueryOptions(lookup: ZoneLookup) {
  return queryOptions({
    queryKey: zoneTemplateKeys.status(lookup.kind, 'id' in lookup ? String(lookup.id) : lookup.slug),
    queryFn: ({ signal }) => getZoneStatus(lookup, signal),
    retry: false,
  });
}

export function useZoneStatus(lookup: ZoneLookup | null) {
  const fallback: ZoneLookup = { kind: 'activity', id: 0 };
  return useQuery({ ...zoneStatusQueryOptions(lookup ?? fallback), enabled: lookup !== null });
}
