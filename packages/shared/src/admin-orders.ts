/**
 * The operator console's orders section (issue #16, decision 020): the wire types of the order
 * list and detail, the after-sales review and the invoices. Money is yuan text from integer fen;
 * times are Unix seconds the console shows in China time.
 */
import type { AfterSaleDetail, AfterSaleKind, AfterSaleStatus, OrderDetail, OrderStatus } from './order.ts';

/** GET /api/admin/orders (page). */
export interface AdminOrderItem {
  id: number;
  order_no: string;
  status: OrderStatus;
  status_text: string;
  company_id: number;
  company_name: string;
  /** the member who placed it */
  member: string;
  /** what the order cost: taken from the balance at submit plus what was left to pay */
  total_amount: string;
  pay_method: string | null;
  pay_method_text: string;
  /** a bank transfer waits for the finance's confirmation */
  awaiting_transfer: boolean;
  carrier: string;
  tracking_no: string;
  line_count: number;
  has_after_sale: boolean;
  created_at: number;
}

export interface AdminPayment {
  payment_no: string;
  method: string;
  method_text: string;
  amount: string;
  refunded_amount: string;
  /** 0 待支付, 1 已支付, 2 已关闭, 3 已退款 */
  status: number;
  status_text: string;
  created_at: number;
  paid_at: number | null;
}

export interface AdminInvoice {
  id: number;
  invoice_no: string;
  invoice_type_text: string;
  title: string;
  tax_number: string;
  amount: string;
  tax_amount: string;
  /** 1 已开具, 2 已红冲 */
  status: number;
  status_text: string;
  issued_at: number;
}

/** GET /api/admin/orders/{id}: the buyer's view of the order and what the operator needs beside it. */
export interface AdminOrderDetail extends OrderDetail {
  company_id: number;
  company_name: string;
  member: string;
  awaiting_transfer: boolean;
  payments: AdminPayment[];
  invoices: AdminInvoice[];
  /** what the operator may do now */
  can: { confirm_transfer: boolean; ship: boolean; add_parcel: boolean; trace: boolean; deliver: boolean };
}

/** GET /api/admin/after-sales (page). */
export interface AdminAfterSaleItem {
  id: number;
  after_sale_no: string;
  order_id: number;
  order_no: string;
  company_id: number;
  company_name: string;
  kind: AfterSaleKind;
  kind_text: string;
  status: AfterSaleStatus;
  status_text: string;
  refund_amount: string;
  reason: string;
  image_count: number;
  created_at: number;
}

/** GET /api/admin/after-sales/{id}: images are the operator's URLs. */
export interface AdminAfterSaleDetail extends AfterSaleDetail {
  company_id: number;
  company_name: string;
  /** how the order was paid, so the operator sees where the refund goes */
  pay_method_text: string;
  reviewer: string;
}

/** GET /api/admin/invoices (page): orders asking for an invoice and the invoice in force. */
export interface AdminInvoiceRequest {
  order_id: number;
  order_no: string;
  order_status: OrderStatus;
  order_status_text: string;
  company_name: string;
  invoice_type_text: string;
  title: string;
  tax_number: string;
  /** the invoice in force, null when none is issued */
  invoice: AdminInvoice | null;
  /** every invoice of the order, newest first */
  history: AdminInvoice[];
  can: { issue: boolean; reissue: boolean };
}

export const INVOICE_STATUS_TEXT: Record<number, string> = { 0: '开具中', 1: '已开具', 2: '已红冲' };
export const PAYMENT_STATUS_TEXT: Record<number, string> = {
  0: '待支付',
  1: '已支付',
  2: '已关闭',
  3: '已退款',
};
