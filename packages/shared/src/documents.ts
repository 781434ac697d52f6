/**
 * The documents that go with an order: the 随货同行单 (delivery note) of a shipped order,
 * GET /api/order/{id}/delivery_note. Money is yuan strings with two decimals; times Unix seconds.
 */
import type { ShippedTo } from './order.ts';

export const DOCUMENT_MESSAGES = {
  notShipped: '订单发货后才能打印随货同行单',
} as const;

/** One row of the note. Gifts are rows of their own at ¥0.00, so number × price = amount on every row. */
export interface DeliveryNoteLine {
  /** the order line the row comes from */
  order_line_id: number;
  /** 1: a gift (赠品), priced 0 */
  is_gift: 0 | 1;
  name: string;
  generic_name: string;
  ypgg: string;
  dosage_form: string;
  /** 生产企业 */
  sccj: string;
  /** 上市许可持有人; '' for goods that are not drugs */
  mah: string;
  approval_number: string;
  batch_number: string;
  expiry_date: string;
  bzdw: string;
  number: number;
  price: string;
  amount: string;
}

export interface DeliveryNote {
  order_id: number;
  order_no: string;
  /** 购货单位: the ordering store */
  buyer: string;
  /** 供货单位: the site's company */
  seller: string;
  address: ShippedTo;
  carrier: string;
  tracking_no: string;
  shipped_at: number;
  lines: DeliveryNoteLine[];
  /** units shipped, gifts included */
  total_number: number;
  /** the rows' amounts added up: the goods at their line prices */
  total_amount: string;
  /** total_amount in Chinese uppercase (大写) */
  total_amount_words: string;
}
