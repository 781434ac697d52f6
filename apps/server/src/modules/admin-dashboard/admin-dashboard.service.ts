/**
 * The console's dashboard (概览): today's and this month's orders, sales and buyers, the last
 * DASHBOARD_DAYS days by day and by top-level category, and what waits for someone: short offers,
 * reviews (the review service the `review` command lists), after-sales and bank transfers.
 * China days become instants through @mall/shared/china-time, the one clock of the store.
 */
import {
  type AdminDashboard,
  DASHBOARD_DAYS,
  DASHBOARD_LIST_ROWS,
  type DashboardDay,
  STOCK_ALERT_UNITS,
  type WaitingReview,
} from '@mall/shared/admin-dashboard';
import { addCalendarDays, chinaDayOf, chinaMidnight } from '@mall/shared/china-time';
import type { AppContext } from '../../http/context.ts';
import { listPending } from '../licence/review.service.ts';
import {
  afterSalesWaiting,
  orderFigures,
  ordersByDay,
  salesByRootCategory,
  shortOffers,
  transfersWaiting,
} from './admin-dashboard.repository.ts';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Every pending review, oldest first: licences, new companies and address changes. */
async function pendingReviews(ctx: AppContext) {
  const { licences, companies, changes } = await listPending(ctx.db);
  const all: WaitingReview[] = [
    ...licences.map((l) => ({
      kind: 'licence' as const,
      id: l.id,
      company: l.companyName,
      created_at: seconds(l.createdAt),
    })),
    ...companies.map((c) => ({
      kind: 'company' as const,
      id: c.id,
      company: c.name,
      created_at: seconds(c.createdAt),
    })),
    ...changes.map((c) => ({
      kind: 'change' as const,
      id: c.request.id,
      company: c.companyName,
      created_at: seconds(c.request.createdAt),
    })),
  ].sort((a, b) => a.created_at - b.created_at || a.id - b.id);
  return { total: all.length, list: all.slice(0, DASHBOARD_LIST_ROWS) };
}

export async function dashboard(
  ctx: AppContext,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<AdminDashboard> {
  const today = chinaDayOf(nowSeconds);
  const monthStart = chinaMidnight(`${today.date.slice(0, 7)}-01`) as number;
  const firstDay = addCalendarDays(today.date, 1 - DASHBOARD_DAYS) as string;
  const chartStart = chinaMidnight(firstDay) as number;
  const ex = ctx.db;
  const [todayFigures, monthFigures, days, categories, short, reviews, afterSales, transfers] =
    await Promise.all([
      orderFigures(ex, today.start, today.end),
      orderFigures(ex, monthStart, today.end),
      ordersByDay(ex, chartStart, today.end),
      salesByRootCategory(ex, chartStart, today.end),
      shortOffers(ex, STOCK_ALERT_UNITS, DASHBOARD_LIST_ROWS),
      pendingReviews(ctx),
      afterSalesWaiting(ex, DASHBOARD_LIST_ROWS),
      transfersWaiting(ex, DASHBOARD_LIST_ROWS),
    ]);
  const byDate = new Map(days.map((d) => [d.date, d]));
  const byDay: DashboardDay[] = [];
  for (let i = 0; i < DASHBOARD_DAYS; i += 1) {
    const date = addCalendarDays(firstDay, i) as string;
    const found = byDate.get(date);
    byDay.push({ date, orders: found?.orders ?? 0, sales_fen: Number(found?.sales_fen ?? 0) });
  }
  return {
    today: today.date,
    today_figures: todayFigures,
    month_figures: monthFigures,
    by_day: byDay,
    by_category: categories.map((c) => ({ ...c, sales_fen: Number(c.sales_fen) })),
    stock_alerts: { total: short.total, list: short.rows },
    pending_reviews: reviews,
    after_sales_waiting: { total: afterSales.total, list: afterSales.rows },
    transfers_waiting: { total: transfers.total, list: transfers.rows },
  };
}
