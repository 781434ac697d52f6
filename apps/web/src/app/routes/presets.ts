/**
 * Chrome presets and the helpers every route-area file uses. SPEC §2: every page shows header,
 * footer and side bar unless noted; some add a category menu, a nav bar or a top-right ad.
 */
import type { ComponentType } from 'react';
import type { CategoryMenuVariant, RouteMeta } from '../route-meta';

export type ChromePreset = Omit<RouteMeta, 'title' | 'owner'>;

/** Member, order and account pages: header, footer, side bar, nothing else. */
export const PLAIN: ChromePreset = {
  header: 'full',
  footer: true,
  sidebar: true,
  categoryMenu: false,
  navBar: false,
  topRightAd: false,
};

/** The cart and checkout steps: plain, with their own action bar that nothing may cover. */
export const CART_FLOW: ChromePreset = { ...PLAIN, actionBar: true };

/** Shopping pages: the category menu (folded under its title) and the main nav as well. */
export const SHOP: ChromePreset = {
  ...PLAIN,
  categoryMenu: 'default',
  categoryMenuOpen: false,
  navBar: true,
};

/** The home page: the category menu unfolded and the closable top-right ad. */
export const HOME: ChromePreset = { ...SHOP, categoryMenuOpen: true, topRightAd: true };

/** The slim login-style header (login, adding a store); footer and side bar as everywhere (SPEC §2). */
export const LOGIN_STYLE: ChromePreset = { ...PLAIN, header: 'login' };

/** No chrome at all (the free-shipping selection rules, SPEC §2). */
export const BARE: ChromePreset = { ...PLAIN, header: 'none', footer: false, sidebar: false };

/** A shopping page whose category menu is one of the zone variants (youxuan, zhuanyong, qixie). */
export function zone(variant: CategoryMenuVariant): ChromePreset {
  return { ...SHOP, categoryMenu: variant };
}

/** A page's module, loaded the first time its route is visited. */
export type LazyPage = () => Promise<{ default: ComponentType }>;

export interface PageRoute<P extends string = string> {
  kind: 'page';
  path: P;
  /** The react-router route id; defaults to the path. */
  id: string;
  title: string | undefined;
  owner: string;
  meta: RouteMeta;
  /** The page's module. */
  page: LazyPage;
  /** The page is built with antd: it renders inside the lazily loaded AntdScope (decision 006). */
  antd: boolean;
}

export interface RedirectRoute<P extends string = string> {
  kind: 'redirect';
  path: P;
  id: string;
  /** Target path pattern; `:name` segments are filled from the matched params. */
  to: string;
}

/** A route that leaves the SPA for the main site (the eleven_index guard, SPEC §4). */
export interface LeaveRoute<P extends string = string> {
  kind: 'leave';
  path: P;
  id: string;
}

export type RouteEntry = PageRoute | RedirectRoute | LeaveRoute;

interface PageOptions {
  id?: string;
  page: LazyPage;
  antd?: boolean;
}

/** A page route: it renders the module `page` (inside AntdScope when `antd`). */
export function route<P extends string>(
  path: P,
  title: string | undefined,
  preset: ChromePreset,
  owner: string,
  options: PageOptions,
): PageRoute<P> {
  const meta: RouteMeta = { ...preset, owner };
  if (title !== undefined) meta.title = title;
  return {
    kind: 'page',
    path,
    id: options.id ?? path,
    title,
    owner,
    meta,
    page: options.page,
    antd: options.antd ?? false,
  };
}

export function redirectRoute<P extends string>(path: P, to: string, id?: string): RedirectRoute<P> {
  return { kind: 'redirect', path, id: id ?? path, to };
}

export function leaveRoute<P extends string>(path: P, id: string): LeaveRoute<P> {
  return { kind: 'leave', path, id };
}
