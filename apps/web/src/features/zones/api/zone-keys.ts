/**
 * Query keys of the zone calls. Their answers depend on who is looking (controlled goods, prices),
 * so they sit under their own root, which logout and login clear, not under the public 'focus'.
 */
export const zoneKeys = {
  controlZones: ['zones', 'kxzq'] as const,
  newControlled: ['zones', 'new_kxzq'] as const,
  banners: (ids: readonly number[]) => ['zones', 'kxzq_ad', ids] as const,
  brand: (id: number) => ['zones', 'brand', id] as const,
};
