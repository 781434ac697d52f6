/** Shapes of the focus and navigation calls (SPEC §3, §7). */

export interface HotSearch {
  name: string;
  url: string;
}

export interface NavEntry {
  id: number;
  name: string;
  url: string;
  image: string;
  is_open: 0 | 1;
  children: NavEntry[];
}

export interface MenuCategory {
  id: number;
  name: string;
  logo: string;
  logo1: string;
  children: MenuCategory[];
  childrenShow: boolean;
}

export interface BrandEntry {
  id: number;
  name: string;
  logo: string;
}

export interface FocusCommon {
  rnss: HotSearch[];
  nav: NavEntry[];
  category: MenuCategory[];
  category_yx: MenuCategory[];
  category_zy: MenuCategory[];
  category_qx: MenuCategory[];
  brand: BrandEntry[];
  /** Server clock, Unix seconds. */
  timestamp: number;
}

export interface Banner {
  id: number;
  title: string;
  image: string;
  url: string;
  /** When present the link shows this notice instead of navigating (SPEC §8). */
  notice: string | null;
}

export interface GlobalLink {
  id: number;
  name: string;
  url: string;
}

export interface HelpCategory {
  id: number;
  name: string;
  path: string;
  children: HelpArticleLink[];
}

export interface HelpArticleLink {
  id: number;
  name: string;
  path: string;
}
