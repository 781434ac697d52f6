/**
 * The data router built from THE route table (route-table.ts): every route of SPEC §2 with its
 * meta as `handle`, lazy pages, the redirects, the eleven_index guard, unknown paths to /404, and
 * the root guard for the one-reload `login=1` flag.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, replace } from 'react-router';
import { MAIN_SITE_URL } from '@/config/env';
import { fillPath } from '@/config/paths';
import RouteErrorPage from '@/features/status/pages/route-error-page';
import { consumeLoginReload } from '@/lib/session-flags';
import { ComingSoonRoute } from './coming-soon-route';
import { RootFallback } from './layouts/root-fallback';
import { RootLayout } from './layouts/root-layout';
import { NOT_FOUND_PATH, type PageKey, type RouteEntry, routeTable } from './route-table';

type PageModule = { default: ComponentType };

const pageModules: Record<Exclude<PageKey, 'coming-soon'>, () => Promise<PageModule>> = {
  home: () => import('@/features/home/pages/home-page'),
  login: () => import('@/features/auth/pages/login-page'),
  'not-found': () => import('@/features/status/pages/not-found-page'),
  'no-activity': () => import('@/features/status/pages/no-activity-page'),
  loading: () => import('@/features/status/pages/loading-page'),
  'activity-loading': () => import('@/features/status/pages/activity-loading-page'),
  favorites: () => import('@/features/favorites/pages/favorites-page'),
  'zone-herbal': () => import('@/features/zones/pages/herbal-zone-page'),
  'zone-devices': () => import('@/features/zones/pages/devices-zone-page'),
  'zone-near-expiry': () => import('@/features/zones/pages/near-expiry-zone-page'),
  'zone-yx': () => import('@/features/zones/pages/yx-zone-page'),
  'zone-yx-table': () => import('@/features/zones/pages/yx-table-page'),
  'zone-yx-rule': () => import('@/features/zones/pages/yx-rule-page'),
  'zone-kxzq': () => import('@/features/zones/pages/control-zones-page'),
  'zone-kxzq-new': () => import('@/features/zones/pages/new-controlled-page'),
  'zone-kxzq-goods': () => import('@/features/zones/pages/control-zone-goods-page'),
  'zone-brands': () => import('@/features/zones/pages/brand-zone-page'),
  'zone-brand-info': () => import('@/features/zones/pages/brand-info-page'),
  'goods-list': () => import('@/features/catalogue/pages/goods-list-page'),
  'goods-search': () => import('@/features/catalogue/pages/search-page'),
  'goods-detail': () => import('@/features/catalogue/pages/goods-detail-page'),
  'member-centre': () => import('@/features/member-centre/pages/member-centre-page'),
  messages: () => import('@/features/messages/pages/messages-page'),
  'account-basic': () => import('@/features/account/pages/basic-page'),
  'account-licences': () => import('@/features/account/pages/licences-page'),
  'account-stores': () => import('@/features/account/pages/stores-page'),
  'account-wechat': () => import('@/features/account/pages/wechat-page'),
  'account-addresses': () => import('@/features/account/pages/addresses-page'),
  contract: () => import('@/features/contract/pages/contract-page'),
  orders: () => import('@/features/orders/pages/orders-page'),
  'order-detail': () => import('@/features/orders/pages/order-detail-page'),
  'after-sale-detail': () => import('@/features/orders/pages/after-sale-page'),
  invoices: () => import('@/features/orders/pages/invoices-page'),
  'points-orders': () => import('@/features/orders/pages/points-orders-page'),
  'quick-buy': () => import('@/features/self-service/pages/quick-buy-page'),
  'wanted-list': () => import('@/features/self-service/pages/wanted-list-page'),
  'wanted-add': () => import('@/features/self-service/pages/wanted-add-page'),
  'wanted-info': () => import('@/features/self-service/pages/wanted-info-page'),
  feedback: () => import('@/features/self-service/pages/feedback-page'),
  'register-step1': () => import('@/features/registration/pages/register-step1-page'),
  'register-step2': () => import('@/features/registration/pages/register-step2-page'),
  'register-step3': () => import('@/features/registration/pages/register-step3-page'),
  'register-wechat': () => import('@/features/registration/pages/register-wechat-page'),
  'store-step1': () => import('@/features/registration/pages/store-step1-page'),
  'store-step2': () => import('@/features/registration/pages/store-step2-page'),
  'store-step3': () => import('@/features/registration/pages/store-step3-page'),
  'forget-step1': () => import('@/features/password/pages/forget-step1-page'),
  'forget-step2': () => import('@/features/password/pages/forget-step2-page'),
  'forget-step3': () => import('@/features/password/pages/forget-step3-page'),
  cart: () => import('@/features/cart/pages/cart-page'),
  'checkout-confirm': () => import('@/features/checkout/pages/confirm-order-page'),
  'checkout-pay': () => import('@/features/checkout/pages/pay-order-page'),
  'checkout-done': () => import('@/features/checkout/pages/pay-done-page'),
  'pay-sandbox': () => import('@/features/checkout/pages/sandbox-pay-page'),
  'help-index': () => import('@/features/help/pages/help-index-page'),
  'help-article': () => import('@/features/help/pages/help-article-page'),
  'news-list': () => import('@/features/news/pages/news-list-page'),
  'news-detail': () => import('@/features/news/pages/news-detail-page'),
  chat: () => import('@/features/chat/pages/chat-page'),
  'chat-agent': () => import('@/features/chat/pages/agent-page'),
};

/** Pages built with antd: they render inside the lazily loaded AntdScope. */
const ANTD_PAGES: ReadonlySet<PageKey> = new Set<PageKey>([
  'login',
  'register-step1',
  'register-step2',
  'register-step3',
  'register-wechat',
  'store-step1',
  'store-step2',
  'store-step3',
  'forget-step1',
  'forget-step2',
  'forget-step3',
  'member-centre',
  'messages',
  'account-basic',
  'account-licences',
  'account-stores',
  'account-wechat',
  'account-addresses',
  'contract',
  'orders',
  'order-detail',
  'after-sale-detail',
  'invoices',
  'points-orders',
  'quick-buy',
  'wanted-list',
  'wanted-add',
  'wanted-info',
  'feedback',
  'checkout-confirm',
  'checkout-pay',
  'chat-agent',
]);

/** Redirects and guards render nothing of their own (declared so the router does not warn). */
const RendersNothing = () => null;

/** A promise that never settles: the browser is leaving, nothing should render meanwhile. */
const leaving = () => new Promise<never>(() => {});

function lazyPage(key: Exclude<PageKey, 'coming-soon'>): RouteObject['lazy'] {
  return async () => {
    if (!ANTD_PAGES.has(key)) return { Component: (await pageModules[key]()).default };
    const [{ default: Page }, { AntdScope }] = await Promise.all([
      pageModules[key](),
      import('./antd-scope'),
    ]);
    return {
      element: (
        <AntdScope>
          <Page />
        </AntdScope>
      ),
    };
  };
}

function toRouteObject(entry: RouteEntry): RouteObject {
  switch (entry.kind) {
    case 'page':
      return entry.page === 'coming-soon'
        ? { id: entry.id, path: entry.path, handle: entry.meta, Component: ComingSoonRoute }
        : { id: entry.id, path: entry.path, handle: entry.meta, lazy: lazyPage(entry.page) };
    case 'redirect':
      return {
        id: entry.id,
        path: entry.path,
        Component: RendersNothing,
        // The query string travels along (e.g. a salesperson code on a registration link).
        loader: ({ params, request }: LoaderFunctionArgs) =>
          replace(fillPath(entry.to, params) + new URL(request.url).search),
      };
    case 'leave':
      return {
        id: entry.id,
        path: entry.path,
        Component: RendersNothing,
        loader: () => {
          window.location.assign(MAIN_SITE_URL);
          return leaving();
        },
      };
  }
}

let firstNavigation = true;

/** Runs before every navigation: after a login, the next navigation becomes one full page load. */
function rootGuard({ request }: LoaderFunctionArgs) {
  const isFirst = firstNavigation;
  firstNavigation = false;
  if (!consumeLoginReload(isFirst)) return null;
  // The flag is set at login, so the entry being left is /login: replace it rather than keep it.
  window.location.replace(request.url);
  return leaving();
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteErrorPage,
    loader: rootGuard,
    shouldRevalidate: () => true,
    children: [
      {
        // Errors of a page render inside the chrome, not instead of it.
        ErrorBoundary: RouteErrorPage,
        children: [
          ...routeTable.map(toRouteObject),
          { id: 'not_found', path: '*', Component: RendersNothing, loader: () => replace(NOT_FOUND_PATH) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
