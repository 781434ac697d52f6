/** Every TanStack Query key the app shares, in one place so invalidation cannot miss one. */
export const queryKeys = {
  userBase: ['user', 'base'] as const,
  focusCommon: ['focus', 'common'] as const,
  articleCategory: ['article', 'category'] as const,
  globalLinks: ['global', 'links'] as const,
  /**
   * Banner slots and the side ads: some are for guests only (an invitation to register), so they
   * depend on who is looking and sit outside the public 'focus' root, which login keeps.
   */
  banners: (position: string) => ['banners', position] as const,
  goodsList: (params: Record<string, unknown>) => ['goods', 'list', params] as const,
};

/** Roots of queries whose answers do not depend on who is logged in; logout keeps them. */
export const PUBLIC_QUERY_ROOTS: readonly string[] = ['focus', 'article', 'global'];

/** Whether a query's answer may differ between a guest and a member (prices, cart, profile). */
export function isMemberScopedQuery(queryKey: readonly unknown[]): boolean {
  const root = queryKey[0];
  return !(typeof root === 'string' && PUBLIC_QUERY_ROOTS.includes(root));
}

export function isUserBaseKey(queryKey: readonly unknown[]): boolean {
  return queryKey.length === 2 && queryKey[0] === 'user' && queryKey[1] === 'base';
}
