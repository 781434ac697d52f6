/**
 * The catalogue filter's SQL lives in catalogue-filter.repository.ts (decision 011). This file
 * holds no query: it re-exports the names the cart and home repositories still import from this
 * path, until those modules read them from the repository directly.
 */
export {
  type CatalogueFilter,
  type ControlledViewer,
  goodsConditions,
  offerConditions,
  visibleTo,
} from './catalogue-filter.repository.ts';
