import { describe, expect, it } from 'vitest';
import { type CatalogueViewer, canSeeControlled, priceAudienceOf, visibilityKey } from './visibility.ts';

const viewer: CatalogueViewer = {
  companyId: 1,
  approved: true,
  province: '浙江省',
  customerType: '单体药店',
};

describe('canSeeControlled', () => {
  it('never shows controlled goods to guests, even under an open rule', () => {
    expect(canSeeControlled(null, { allowedProvinces: [], allowedCustomerTypes: [] })).toBe(false);
  });

  it('treats empty lists as "any"', () => {
    expect(canSeeControlled(viewer, { allowedProvinces: [], allowedCustomerTypes: [] })).toBe(true);
    expect(canSeeControlled(viewer, { allowedProvinces: ['浙江省'], allowedCustomerTypes: [] })).toBe(true);
    expect(canSeeControlled(viewer, { allowedProvinces: [], allowedCustomerTypes: ['单体药店'] })).toBe(true);
  });

  it('needs both the province and the customer type allowed', () => {
    const rule = { allowedProvinces: ['浙江省', '江苏省'], allowedCustomerTypes: ['诊所'] };
    expect(canSeeControlled(viewer, rule)).toBe(false);
    expect(canSeeControlled({ ...viewer, customerType: '诊所' }, rule)).toBe(true);
    expect(canSeeControlled({ ...viewer, customerType: '诊所', province: '广东省' }, rule)).toBe(false);
  });

  it('matches exact names only', () => {
    const rule = { allowedProvinces: ['浙江'], allowedCustomerTypes: [] };
    expect(canSeeControlled(viewer, rule)).toBe(false);
  });
});

describe('priceAudienceOf', () => {
  it('maps guest, unapproved and approved readers', () => {
    expect(priceAudienceOf(null)).toBe('guest');
    expect(priceAudienceOf({ ...viewer, approved: false })).toBe('unapproved');
    expect(priceAudienceOf(viewer)).toBe('approved');
  });
});

describe('visibilityKey', () => {
  it('separates readers who may see different goods or prices, not companies', () => {
    expect(visibilityKey(null)).toBe('guest');
    expect(visibilityKey(viewer)).toBe(visibilityKey({ ...viewer, companyId: 2 }));
    expect(visibilityKey(viewer)).not.toBe(visibilityKey({ ...viewer, approved: false }));
    expect(visibilityKey(viewer)).not.toBe(visibilityKey({ ...viewer, province: '江苏省' }));
    expect(visibilityKey(viewer)).not.toBe(visibilityKey({ ...viewer, customerType: '诊所' }));
  });
});
