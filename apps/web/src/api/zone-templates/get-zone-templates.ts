/** GET /api/zone_template?kind=: the running and scheduled templates of a kind, in the store's order. */
import type { ZoneTemplateKind, ZoneTemplateSummary } from '@mall/shared/zone-templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { zoneTemplateKeys } from './zone-template-keys';

const LIST_STALE_MS = 60_000;

export async function getZoneTemplates(
  kind: ZoneTemplateKind,
  signal?: AbortSignal,
): Promise<ZoneTemplateSummary[]> {
  const res = await api.get<ZoneTemplateSummary[]>('/api/zone_template', { kind }, { signal });
  return res.data;
}

export function zoneTemplatesQueryOptions(kind: ZoneTemplateKind) {
  return queryOptions({
    queryKey: zoneTemplateKeys.list(kind),
    queryFn: ({ signal }) => getZoneTemplates(kind, signal),
    staleTime: LIST_STALE_MS,
  });
}

export function useZoneTemplates(kind: ZoneTemplateKind, options: { enabled?: boolean } = {}) {
  return useQuery({ ...zoneTemplatesQueryOptions(kind), enabled: options.enabled ?? true });
}
