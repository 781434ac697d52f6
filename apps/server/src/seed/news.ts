/**
 * News: two article categories whose paths are their list pages (ids 5 and 6, after the help
 * categories), with articles dated a week or so apart before the seed epoch, newest first.
 */
import { NEWS_SECTIONS } from '@mall/shared/content';
import type { DbHandle } from '../db/client.ts';
import { bulkInsert } from './bulk.ts';
import { COMPANY_NEWS } from './news-company.ts';
import { INDUSTRY_NEWS, type NewsSeed } from './news-industry.ts';
import { daysBefore, SEED_EPOCH } from './random.ts';

const FIRST_CATEGORY_ID = 5;
const SECTION_ARTICLES: NewsSeed[][] = [INDUSTRY_NEWS, COMPANY_NEWS];
/** Publication hour, China time, so the dates do not straddle midnight. */
const HOUR_MS = 3_600_000;

export async function seedNews(handle: DbHandle): Promise<void> {
  await bulkInsert(
    handle,
    'article_categories',
    [
      { name: 'id', kind: 'int' },
      { name: 'name', kind: 'text' },
      { name: 'path', kind: 'text' },
      { name: 'sort', kind: 'int' },
    ],
    NEWS_SECTIONS.map((s, i) => [FIRST_CATEGORY_ID + i, s.name, s.path, 100 + i * 10]),
  );
  const max = await handle.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM articles');
  let id = max[0]?.id ?? 0;
  const rows: unknown[][] = [];
  SECTION_ARTICLES.forEach((items, s) => {
    items.forEach((item, i) => {
      id += 1;
      // The epoch is midnight in China; 10 a.m. keeps the date clear. Sections are staggered.
      const at = new Date(daysBefore(SEED_EPOCH, 2 + i * 9 + s * 4).getTime() + 10 * HOUR_MS);
      rows.push([id, FIRST_CATEGORY_ID + s, item.title, item.content, '', 0, at]);
    });
  });
  await bulkInsert(
    handle,
    'articles',
    [
      { name: 'id', kind: 'int' },
      { name: 'category_id', kind: 'int' },
      { name: 'title', kind: 'text' },
      { name: 'content', kind: 'text' },
      { name: 'path', kind: 'text' },
      { name: 'sort', kind: 'int' },
      { name: 'created_at', kind: 'timestamptz' },
    ],
    rows,
  );
}
