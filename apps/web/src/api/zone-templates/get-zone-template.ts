/**
 * GET /api/zone_template/{id}: one template with its groups of goods. A missing or ended template
 * is answered 404, which the page turns into /noActivity: the call stays silent.
 */
import type { ZoneTemplateDetail } from '@mall/shared/zone-templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { zoneTemplateKeys } from './zone-template-keys';

export async function getZoneTemplate(id: number, signal?: AbortSignal): Promise<ZoneTemplateDetail> {
  const res = await api.get<ZoneTemplateDetail>(`/api/zone_template/${id}`, undefined, {
    signal,
    silent: true,
  });
  return res.data;
}

export function zoneTemplateQueryOptions(id: number) {
  return queryOptions({
    queryKey: zoneTemplateKeys.detail(id),
    queryFn: ({ signal }) => getZoneTemplate(id, signal),
    retry: false,
  });
}

export function useZoneTemplate(id: number | undefined) {
  return useQuery({ ...zoneTemplateQueryOptions(id ?? 0), enabled: id !== undefined });
}
