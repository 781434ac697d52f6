/**
 * Wire types of buying in bulk: the batch add of a quick-order grid or an imported purchase list
 * (POST /api/cart/batch, all or nothing), and the purchase-list import (POST
 * /api/purchase_list/parse, POST /api/purchase_list/match). Decision 022.
 */

/** One line of POST /api/cart/batch. */
export interface BatchAddLine {
  goods_id: number;
  goods_price_id: number;
  number: number;
}

/** A refused line of a batch: `row` is its index in the request; `number` the nearest quantity the cart would take (0: none), null when quantity is not the reason. */
export interface BatchAddRefusal {
  row: number;
  goods_id: number;
  goods_price_id: number;
  msg: string;
  number: number | null;
}

/** The data of a refused batch (code 400): nothing went in. */
export interface BatchAddRefused {
  refused: BatchAddRefusal[];
}

export interface BatchAddResult {
  /** lines now in the cart (the badge) */
  count: number;
  /** lines of the request that went in: all of them */
  added: number;
}

/** The columns a purchase list may have, in the order the page shows them. */
export const PURCHASE_LIST_FIELDS = ['name', 'spec', 'manufacturer', 'quantity', 'approval_number'] as const;
export type PurchaseListField = (typeof PURCHASE_LIST_FIELDS)[number];

export const PURCHASE_LIST_FIELD_LABELS: Record<PurchaseListField, string> = {
  name: '商品名称',
  spec: '规格',
  manufacturer: '生产厂家',
  quantity: '数量',
  approval_number: '批准文号',
};

/** The column index of each field in the sheet; null when the list has no such column. */
export type PurchaseListMapping = Record<PurchaseListField, number | null>;

/** At most this many rows of goods are read from one file. */
export const PURCHASE_LIST_MAX_ROWS = 200;
export const PURCHASE_LIST_ACCEPT = '.xlsx,.csv';

/** POST /api/purchase_list/parse: the sheet as read, and the mapping guessed from its header. */
export interface PurchaseListSheet {
  file_name: string;
  headers: string[];
  mapping: PurchaseListMapping;
  /** the rows under the header, as text, each as long as `headers` */
  rows: string[][];
}

/** One row of POST /api/purchase_list/match, after the buyer's mapping. */
export interface PurchaseListRow {
  name: string;
  spec: string;
  manufacturer: string;
  quantity: number;
  approval_number: string;
}

/** An offer a row may mean. `confidence` 0–100. */
export interface PurchaseListCandidate {
  goods_id: number;
  goods_price_id: number;
  name: string;
  spec: string;
  sccj: string;
  approval_number: string;
  bzdw: string;
  /** yuan; null when prices are hidden from this reader */
  price: string | null;
  qg_number: number;
  step: number;
  member_limit: number | null;
  /** stock */
  number: number;
  expiry_date: string;
  confidence: number;
  /** what matched: 批准文号, or 名称/规格/厂家 */
  basis: string;
}

export interface PurchaseListMatch {
  row: number;
  input: PurchaseListRow;
  /** the best candidate; null when nothing matched */
  best: PurchaseListCandidate | null;
  /** the other candidates, best first */
  alternatives: PurchaseListCandidate[];
}

/** Confidence from which a match is taken without asking. */
export const PURCHASE_LIST_SURE = 80;
