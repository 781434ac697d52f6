/** Query keys of the zone templates and the activity state lookup. */
export const zoneTemplateKeys = {
  all: ['zone-templates'] as const,
  list: (kind: string) => ['zone-templates', 'list', kind] as const,
  detail: (id: number) => ['zone-templates', 'detail', id] as const,
  status: (kind: string, idOrSlug: string) => ['zone-templates', 'status', kind, idOrSlug] as const,
};
