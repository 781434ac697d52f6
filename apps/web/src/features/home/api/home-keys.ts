/**
 * Query keys of the home blocks. Most carry goods whose prices depend on who is looking, so they
 * sit under their own root, which login and logout clear, not under the public 'focus'.
 */
export const homeKeys = {
  spike: ['home', 'spike'] as const,
  everyday: ['home', 'everyday_price'] as const,
  block: (name: string) => ['home', 'block', name] as const,
  floors: ['home', 'floors'] as const,
  floor: (id: number) => ['home', 'floor', id] as const,
  recommended: ['home', 'wntj'] as const,
  posts: ['home', 'post_list'] as const,
};

/** Home blocks change when an operator edits them or a round turns; a minute of staleness is fine. */
export const HOME_STALE_MS = 60_000;
