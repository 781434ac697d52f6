/**
 * Which column of a purchase list holds which field, guessed from its header in any order: an
 * exact known name first, then a header that contains one. A column serves one field at most.
 */
import {
  PURCHASE_LIST_FIELDS,
  type PurchaseListField,
  type PurchaseListMapping,
} from '@mall/shared/bulk-order';

/** Header names seen on buyers' lists, most specific first. */
const ALIASES: Record<PurchaseListField, readonly string[]> = {
  approval_number: [
    '批准文号',
    '批准文号/注册证号',
    '注册证号',
    '批文',
    '国药准字',
    '批号文号',
    'approvalnumber',
  ],
  name: ['商品名称', '药品名称', '通用名称', '产品名称', '品名', '名称', '通用名', '商品名', 'name', '药品'],
  spec: ['规格', '规格型号', '包装规格', '药品规格', '型号', 'spec', 'specification'],
  manufacturer: ['生产厂家', '生产企业', '厂家', '厂商', '生产厂商', '制造商', '生产单位', 'manufacturer'],
  quantity: ['数量', '采购数量', '订购数量', '需求数量', '购买数量', '采购量', '订货数量', 'quantity', 'qty'],
};

export const headerKey = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s*:：_\-()（）[\]【】]/g, '');

export function detectMapping(headers: readonly string[]): PurchaseListMapping {
  const keys = headers.map(headerKey);
  const mapping = Object.fromEntries(PURCHASE_LIST_FIELDS.map((f) => [f, null])) as PurchaseListMapping;
  const taken = new Set<number>();
  const assign = (test: (key: string, alias: string) => boolean) => {
    for (const field of PURCHASE_LIST_FIELDS) {
      if (mapping[field] !== null) continue;
      for (const alias of ALIASES[field]) {
        const column = keys.findIndex((key, i) => !taken.has(i) && key !== '' && test(key, alias));
        if (column >= 0) {
          mapping[field] = column;
          taken.add(column);
          break;
        }
      }
    }
  };
  assign((key, alias) => key === alias);
  assign((key, alias) => key.includes(alias));
  return mapping;
}

/** How many fields a row's cells name: the header row is the first that names two or more. */
export function headerScore(cells: readonly string[]): number {
  const mapping = detectMapping(cells);
  return PURCHASE_LIST_FIELDS.filter((f) => mapping[f] !== null).length;
}
