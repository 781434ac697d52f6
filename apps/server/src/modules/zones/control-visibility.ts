/**
 * The store a zone or favourites query reads for. Who may see a controlled goods (控销) is decided
 * once, in the goods module (canSeeControlled and its SQL twin); this file only re-exports it.
 */
import type { ControlledViewer } from '../goods/catalogue-filter.repository.ts';

export { ruleAllows, visibleTo } from '../goods/catalogue-filter.repository.ts';

/** Null for guests. */
export interface Viewer extends ControlledViewer {
  companyId: number;
}
