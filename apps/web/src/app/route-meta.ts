/**
 * What a route tells the page chrome. Every route of the one route table (router.tsx)
 * carries one of these; the chrome reads it and nothing else to decide what to draw.
 */
export type HeaderVariant = 'full' | 'login' | 'none';
/** Category-menu variants by route (SPEC §2): default, youxuan (yx), zhuanyong (zyyp), qixie (qxzq). */
export type CategoryMenuVariant = 'default' | 'yx' | 'zy' | 'qx';

export interface RouteMeta {
  /** Route title; the document title is `${title} - ${siteName}`, or the site name alone. */
  title?: string;
  /** Header style; 'login' is the slim header of /login and the add-store registration. */
  header: HeaderVariant;
  footer: boolean;
  sidebar: boolean;
  /** Category menu under the header; false hides it. */
  categoryMenu: CategoryMenuVariant | false;
  /** Whether the category menu starts unfolded (home) or folds under its title (other pages). */
  categoryMenuOpen?: boolean;
  navBar: boolean;
  topRightAd: boolean;
  /**
   * The page keeps its own action bar at the bottom of the window (the cart's total and 去结算, the
   * checkout's submit): no floating banner may cover it, so the chrome leaves the banner out.
   */
  actionBar?: boolean;
  /** The issue that built this page (routes/owners.ts). */
  owner?: string;
}
