/** The filter bar's facets from the grouped counts of a result: top 30 of each, by count. */
import type { FacetOption, GoodsFacets } from '@mall/shared/goods';
import type { FacetRow } from './goods-list.repository.ts';

export const FACET_LIMIT = 30;

export function toFacets(rows: FacetRow[]): { total: number; facets: GoodsFacets } {
  const facets: GoodsFacets = { manufacturers: [], brands: [], dosage_forms: [], scopes: [] };
  let total = 0;
  const push = <K extends number | string>(list: FacetOption<K>[], option: FacetOption<K>) => {
    if (list.length < FACET_LIMIT) list.push(option);
  };
  // Rows come most frequent first; goods without a brand or dosage form offer nothing to pick.
  for (const row of rows) {
    if (row.dimension === 'all') total = row.n;
    else if (row.dimension === 'dosage_form') {
      if (row.label) push(facets.dosage_forms, { id: row.label, name: row.label, count: row.n });
    } else if (row.id !== null && row.label !== null) {
      const list =
        row.dimension === 'manufacturer'
          ? facets.manufacturers
          : row.dimension === 'brand'
            ? facets.brands
            : facets.scopes;
      push(list, { id: row.id, name: row.label, count: row.n });
    }
  }
  return { total, facets };
}
