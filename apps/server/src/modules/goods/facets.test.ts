import { describe, expect, it } from 'vitest';
import { FACET_LIMIT, toFacets } from './facets.ts';
import type { FacetRow } from './goods-list.repository.ts';

describe('toFacets', () => {
  it('reads the total and each dimension, skipping goods without a brand or dosage form', () => {
    const rows: FacetRow[] = [
      { dimension: 'all', id: null, label: null, n: 7 },
      { dimension: 'manufacturer', id: 3, label: '华北制药', n: 5 },
      { dimension: 'brand', id: null, label: null, n: 4 },
      { dimension: 'brand', id: 9, label: '三九', n: 3 },
      { dimension: 'dosage_form', id: null, label: '', n: 2 },
      { dimension: 'dosage_form', id: null, label: '片剂', n: 5 },
      { dimension: 'scope', id: 1, label: '处方药', n: 7 },
    ];
    expect(toFacets(rows)).toEqual({
      total: 7,
      facets: {
        manufacturers: [{ id: 3, name: '华北制药', count: 5 }],
        brands: [{ id: 9, name: '三九', count: 3 }],
        dosage_forms: [{ id: '片剂', name: '片剂', count: 5 }],
        scopes: [{ id: 1, name: '处方药', count: 7 }],
      },
    });
  });

  it(`keeps the first ${FACET_LIMIT} of a dimension`, () => {
    const rows: FacetRow[] = Array.from({ length: 40 }, (_, i) => ({
      dimension: 'manufacturer',
      id: i + 1,
      label: `厂家${i + 1}`,
      n: 100 - i,
    }));
    const { total, facets } = toFacets(rows);
    expect(total).toBe(0);
    expect(facets.manufacturers).toHaveLength(FACET_LIMIT);
    expect(facets.manufacturers.at(-1)).toEqual({ id: 30, name: '厂家30', count: 71 });
  });
});
