import type { GoodsDetail } from '@mall/shared/goods';

export interface SpecRow {
  label: string;
  value: string;
}

/** The specification rows a pharmacy buyer checks; herbal and device-only rows when they apply. */
export function specRows(goods: GoodsDetail): SpecRow[] {
  const rows: SpecRow[] = [
    { label: '通用名', value: goods.generic_name },
    { label: '商品名', value: goods.trade_name || goods.name },
    { label: '规格', value: goods.ypgg },
    { label: '剂型', value: goods.dosage_form },
    { label: '生产厂家', value: goods.sccj },
    { label: '批准文号', value: goods.approval_number },
    { label: '包装单位', value: goods.bzdw },
    { label: '中包装', value: goods.middle_pack > 0 ? `${goods.middle_pack}${goods.bzdw}` : '' },
    { label: '件装量', value: goods.case_pack > 0 ? `${goods.case_pack}${goods.bzdw}` : '' },
    { label: '储存条件', value: goods.storage },
    { label: '经营范围', value: goods.scope_name },
  ];
  if (goods.origin) rows.push({ label: '产地', value: goods.origin });
  if (goods.grade) rows.push({ label: '等级', value: goods.grade });
  if (goods.device_class) rows.push({ label: '器械分类', value: goods.device_class });
  if (goods.brand) rows.push({ label: '品牌', value: goods.brand.name });
  return rows;
}
