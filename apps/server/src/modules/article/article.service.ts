/** Help categories with their articles as links (footer and help centre). */
import type { HelpCategory } from '@mall/shared/focus';
import type { Executor } from '../../db/client.ts';
import { listArticleTitles, listTopCategories } from './article.repository.ts';

export async function getHelpCategories(ex: Executor, categoryId?: number): Promise<HelpCategory[]> {
  const categories = await listTopCategories(ex, categoryId);
  if (categories.length === 0) return [];
  const titles = await listArticleTitles(
    ex,
    categories.map((c) => c.id),
  );
  return categories.map((c) => ({
    id: c.id,
    name: c.name,
    path: c.path,
    children: titles
      .filter((t) => t.categoryId === c.id)
      .map((t) => ({ id: t.id, name: t.title, path: c.path })),
  }));
}
