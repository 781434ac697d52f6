/**
 * Who may see what in the catalogue. Prices (DESIGN §6): only members whose store is approved.
 * Controlled-sales goods (控销): only members whose store's province and customer type the goods'
 * control rule allows; never guests. An empty list in a rule means "any".
 */
import { MESSAGES } from '@mall/shared/constants';

export type PriceAudience = 'guest' | 'unapproved' | 'approved';

/** The reader of a catalogue call: null for a guest. */
export interface CatalogueViewer {
  companyId: number;
  approved: boolean;
  province: string;
  customerType: string;
}

export interface ControlRule {
  allowedProvinces: readonly string[];
  allowedCustomerTypes: readonly string[];
}

export function canSeeControlled(viewer: CatalogueViewer | null, rule: ControlRule): boolean {
  if (!viewer) return false;
  const provinceOk = rule.allowedProvinces.length === 0 || rule.allowedProvinces.includes(viewer.province);
  const typeOk =
    rule.allowedCustomerTypes.length === 0 || rule.allowedCustomerTypes.includes(viewer.customerType);
  return provinceOk && typeOk;
}

/** What a reader who may not see a price is shown in its place; '' for one who may. */
export const PRICE_TIP: Readonly<Record<PriceAudience, string>> = {
  guest: MESSAGES.loginToSeePrice,
  unapproved: MESSAGES.approvalToSeePrice,
  approved: '',
};

export function priceAudienceOf(viewer: CatalogueViewer | null): PriceAudience {
  if (!viewer) return 'guest';
  return viewer.approved ? 'approved' : 'unapproved';
}

/** Readers with the same key see the same catalogue (what is listed, which filters apply). */
export function visibilityKey(viewer: CatalogueViewer | null): string {
  if (!viewer) return 'guest';
  return JSON.stringify([viewer.approved, viewer.province, viewer.customerType]);
}
