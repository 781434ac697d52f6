/**
 * The console's dashboard (概览, issue #16): GET /api/admin/dashboard, permission `dashboard`.
 * Money is integer fen (the console shows yuan); days are China calendar days.
 */

/** An offer is short when fewer units than this are left. */
export const STOCK_ALERT_UNITS = 20;
/** Days of the sales chart, today included. */
export const DASHBOARD_DAYS = 30;
/** Rows each waiting list shows; its total counts them all. */
export const DASHBOARD_LIST_ROWS = 5;

/** Orders placed in a period, cancelled ones left out. */
export interface DashboardFigures {
  orders: number;
  /** Sum of the orders' totals (balance part + payable), fen. */
  sales_fen: number;
  /** Stores that placed them. */
  buyers: number;
}

export interface DashboardDay {
  /** YYYY-MM-DD, China. */
  date: string;
  orders: number;
  sales_fen: number;
}

export interface DashboardCategory {
  category_id: number;
  /** The top-level category. */
  name: string;
  sales_fen: number;
}

export interface StockAlert {
  offer_id: number;
  goods_id: number;
  goods_name: string;
  spec: string;
  warehouse: string;
  stock: number;
}

export interface WaitingReview {
  kind: 'licence' | 'company' | 'change';
  id: number;
  company: string;
  /** Unix seconds. */
  created_at: number;
}

export interface WaitingAfterSale {
  id: number;
  after_sale_no: string;
  order_no: string;
  store: string;
  kind: string;
  created_at: number;
}

export interface WaitingTransfer {
  id: number;
  order_no: string;
  store: string;
  total_fen: number;
  created_at: number;
}

export interface Waiting<T> {
  total: number;
  list: T[];
}

export interface AdminDashboard {
  /** China's date now, YYYY-MM-DD. */
  today: string;
  today_figures: DashboardFigures;
  month_figures: DashboardFigures;
  /** The last DASHBOARD_DAYS days, oldest first, every day present. */
  by_day: DashboardDay[];
  /** Sales of the same days by top-level category, largest first. */
  by_category: DashboardCategory[];
  stock_alerts: Waiting<StockAlert>;
  pending_reviews: Waiting<WaitingReview>;
  after_sales_waiting: Waiting<WaitingAfterSale>;
  transfers_waiting: Waiting<WaitingTransfer>;
}
