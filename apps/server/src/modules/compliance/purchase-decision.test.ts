import { describe, expect, it } from 'vitest';
import {
  COMPANY_PENDING_MESSAGE,
  COMPANY_REJECTED_MESSAGE,
  decidePurchase,
  GOODS_MISSING_MESSAGE,
  LICENCE_EXPIRED_MESSAGE,
  LICENCE_PAGE,
  type PurchaseFacts,
} from './purchase-decision.ts';

const facts = (over: Partial<PurchaseFacts> = {}): PurchaseFacts => ({
  companyStatus: 1,
  missingLicences: [],
  contractSigned: true,
  scopeIds: new Set([1, 2]),
  ...over,
});
const goods = [
  { goodsId: 10, scopeId: 1, scopeName: '处方药' },
  { goodsId: 11, scopeId: 7, scopeName: '含特殊药品复方制剂' },
];

describe('decidePurchase', () => {
  it('allows goods inside the granted scopes and names the missing scope otherwise', () => {
    expect(decidePurchase(facts(), [10, 11, 12], goods)).toEqual({
      kind: 'checked',
      goods: [
        { goodsId: 10, ok: true },
        {
          goodsId: 11,
          ok: false,
          reason: '您的经营范围不含「含特殊药品复方制剂」，请上传相应资质后再采购',
          link: LICENCE_PAGE,
        },
        { goodsId: 12, ok: false, reason: GOODS_MISSING_MESSAGE, link: '' },
      ],
    });
  });

  it('refuses the whole store while it is pending or rejected, or a required licence lapsed', () => {
    expect(decidePurchase(facts({ companyStatus: 0 }), [10], goods)).toEqual({
      kind: 'refused',
      reason: COMPANY_PENDING_MESSAGE,
      link: LICENCE_PAGE,
    });
    expect(decidePurchase(facts({ companyStatus: 2 }), [10], goods)).toMatchObject({
      reason: COMPANY_REJECTED_MESSAGE,
    });
    expect(decidePurchase(facts({ missingLicences: ['委托人身份证'] }), [10], goods)).toEqual({
      kind: 'refused',
      reason: '您的资质已过期，请更新后再采购',
      link: '/zhzx/zzzj',
    });
    expect(LICENCE_EXPIRED_MESSAGE).toBe('您的资质已过期，请更新后再采购');
  });

  it('asks for the contract only once the licences are in order', () => {
    expect(decidePurchase(facts({ contractSigned: false }), [10], goods)).toEqual({
      kind: 'contract_unsigned',
    });
    expect(decidePurchase(facts({ contractSigned: false, companyStatus: 0 }), [10], goods).kind).toBe(
      'refused',
    );
  });
});
