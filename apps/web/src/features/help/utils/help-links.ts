/** Where a help article lives in the SPA, and what a help URL asks for. */
import { contentRoutes } from '@/app/routes/content';
import { paths } from '@/config/paths';

/** The help pages of the route table (SPEC §2), e.g. /help/zfps/ddzf. */
export const HELP_PAGE_PATHS: ReadonlySet<string> = new Set(
  contentRoutes.filter((r) => r.kind === 'page' && r.path.startsWith('/help/')).map((r) => r.path),
);

/** Pages that show a whole category rather than one article: page path → category path. */
export const CATEGORY_PAGES: Readonly<Record<string, string>> = { '/help/pay': '/help/zfps' };

/** An article's own page when it has a route; otherwise the footer-style ?id= link (SPEC §2). */
export function articleHref(article: { id: number; path: string }): string {
  return HELP_PAGE_PATHS.has(article.path) ? article.path : paths.helpArticle(article.id);
}

/** The `?id=N` of a help URL: a positive whole number, else 0 (nothing asked for). */
export function articleIdParam(search: string): number {
  const raw = new URLSearchParams(search).get('id')?.trim() ?? '';
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : 0;
}

/** Whether the URL carried an id that is not a valid one (shown as 文章不存在, not ignored). */
export function hasBadArticleId(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('id') && articleIdParam(search) === 0;
}
