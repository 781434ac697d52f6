/**
 * Query keys of the site's content: navigation, categories, hot searches, help links, footer
 * links, banners, ads and the brand wall. 'focus', 'article' and 'global' answer the same to
 * everyone (PUBLIC_QUERY_ROOTS, kept over login and logout); banners may be for guests only (an
 * invitation to register) and the brands follow who is looking, so they sit under their own roots.
 */
export const contentKeys = {
  focusCommon: ['focus', 'common'] as const,
  articleCategory: ['article', 'category'] as const,
  globalLinks: ['global', 'links'] as const,
  banners: (position: string) => ['banners', position] as const,
  brands: (page: number) => ['brands', page] as const,
};

/** Content changes only when an operator edits it; a few minutes of staleness is fine. */
export const SITE_DATA_STALE_MS = 5 * 60_000;
