import type { GoodsDetail } from '@mall/shared/goods';
import { describe, expect, it } from 'vitest';
import { specRows } from './spec-rows';

const base = {
  name: '阿莫西林胶囊',
  trade_name: '',
  generic_name: '阿莫西林胶囊',
  ypgg: '0.5g*20粒',
  dosage_form: '胶囊剂',
  sccj: '鲁南制药集团股份有限公司',
  approval_number: '国药准字H37559477',
  bzdw: '盒',
  middle_pack: 10,
  case_pack: 200,
  storage: '密封',
  scope_name: '处方药',
  origin: '',
  grade: '',
  device_class: '',
  brand: null,
} as unknown as GoodsDetail;

describe('specRows', () => {
  it('lists what a buyer checks, with pack sizes in the packaging unit', () => {
    const rows = new Map(specRows(base).map((row) => [row.label, row.value]));
    expect([...rows.keys()]).toEqual([
      '通用名',
      '商品名',
      '规格',
      '剂型',
      '生产厂家',
      '批准文号',
      '包装单位',
      '中包装',
      '件装量',
      '储存条件',
      '经营范围',
    ]);
    expect(rows.get('商品名')).toBe('阿莫西林胶囊');
    expect(rows.get('中包装')).toBe('10盒');
    expect(rows.get('件装量')).toBe('200盒');
  });

  it('adds origin and grade for herbal pieces, the class for devices, and the brand', () => {
    const herbal = { ...base, origin: '甘肃岷县', grade: '一等', brand: { id: 1, name: '同仁堂', logo: '' } };
    expect(specRows(herbal).slice(-3)).toEqual([
      { label: '产地', value: '甘肃岷县' },
      { label: '等级', value: '一等' },
      { label: '品牌', value: '同仁堂' },
    ]);
    expect(specRows({ ...base, device_class: '第二类' }).at(-1)).toEqual({
      label: '器械分类',
      value: '第二类',
    });
  });
});
