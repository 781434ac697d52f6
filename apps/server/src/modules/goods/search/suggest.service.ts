/**
 * Header suggestions (GET /api/goods/search): up to 10 goods or manufacturers. They show names,
 * specs and makers, never stock or prices, so each answer is kept SUGGEST_TTL_MS per keyword and
 * kind of reader: typing produces the same few prefixes from many buyers.
 */
import type { GoodsSuggestion } from '@mall/shared/goods';
import type { Executor } from '../../../db/client.ts';
import { TtlCache } from '../ttl-cache.ts';
import { type CatalogueViewer, visibilityKey } from '../visibility.ts';
import type { SearchKeyword } from './keywords.ts';
import { suggestGoods, suggestManufacturers } from './suggest.repository.ts';

export const SUGGESTION_COUNT = 10;
const SUGGEST_TTL_MS = 30_000;
const SUGGEST_ENTRIES = 5000;

export class Suggester {
  private readonly cache = new TtlCache<GoodsSuggestion[]>(SUGGEST_TTL_MS, SUGGEST_ENTRIES);

  constructor(private readonly ex: Executor) {}

  suggest(
    viewer: CatalogueViewer | null,
    keyword: SearchKeyword | null,
    type: 0 | 1,
  ): Promise<GoodsSuggestion[]> {
    if (!keyword) return Promise.resolve([]);
    // Per kind of reader for manufacturers too: each counts the goods that reader may see (控销).
    const key = JSON.stringify([visibilityKey(viewer), type, keyword.text.toLowerCase()]);
    return this.cache.get(key, () => this.load(viewer, keyword, type));
  }

  private async load(viewer: CatalogueViewer | null, keyword: SearchKeyword, type: 0 | 1) {
    if (type === 1) {
      const rows = await suggestManufacturers(this.ex, keyword, viewer, SUGGESTION_COUNT);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        sub: `${r.goods_count}个商品`,
        url: `/search?type=1&keywords=${encodeURIComponent(r.name)}`,
      }));
    }
    const rows = await suggestGoods(this.ex, keyword, viewer, SUGGESTION_COUNT);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      sub: `${r.spec} ${r.sccj}`,
      url: `/list/info/${r.id}`,
    }));
  }
}
