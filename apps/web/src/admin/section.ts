/**
 * A console section: what `sections/<name>/index.tsx` exports as its default. The shell finds every
 * section with import.meta.glob, so adding one edits no shared list (README.md here).
 */
import type { Permission } from '@mall/shared/admin';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';

export interface AdminSectionRoute {
  /** Below /admin/<key>/; '' is the section's own page. */
  path: string;
  /** A React.lazy page, so a section's code loads on its first visit. */
  component: LazyExoticComponent<ComponentType>;
  /** A menu entry under the section when given; otherwise a route only (a detail page). */
  label?: string;
  /** Asked besides the section's: without it the route is neither in the menu nor routed. */
  permission?: Permission;
}

export interface AdminSection {
  /** The URL segment: /admin/<key>. */
  key: string;
  label: string;
  icon?: ReactNode;
  /** Shown and routed only for operators whose roles give it; the server checks it again. */
  permission: Permission;
  /** Menu position, smaller first. */
  order: number;
  routes: AdminSectionRoute[];
}

/** Sections in menu order; a module without a valid default export is a mistake and throws. */
export function collectSections(modules: Record<string, { default?: AdminSection }>): AdminSection[] {
  const sections = Object.entries(modules).map(([file, module]) => {
    if (!module.default?.key || !module.default.routes?.length)
      throw new Error(`${file} must export an AdminSection as its default`);
    return module.default;
  });
  const keys = new Set<string>();
  for (const section of sections) {
    if (keys.has(section.key)) throw new Error(`two console sections use the key ${section.key}`);
    keys.add(section.key);
  }
  return sections.sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
}

/** The section as an operator sees it: none without the section's permission, else the routes `may` gives. */
export function sectionFor(
  section: AdminSection,
  may: (permission: Permission) => boolean,
): AdminSection | null {
  if (!may(section.permission)) return null;
  return { ...section, routes: section.routes.filter((route) => !route.permission || may(route.permission)) };
}

/** The path a menu entry or a first visit leads to. */
export const sectionPath = (section: AdminSection, route: AdminSectionRoute = section.routes[0]!): string =>
  route.path ? `/admin/${section.key}/${route.path}` : `/admin/${section.key}`;

/** A section's routes shown in the side menu: several become a sub-menu, one or none the section's entry. */
export const menuRoutes = (section: AdminSection): AdminSectionRoute[] =>
  section.routes.filter((route) => route.label !== undefined);

/** Every page the side menu leads to for these sections, in menu order. */
export function menuPaths(sections: AdminSection[]): string[] {
  return sections.flatMap((section) => {
    const entries = menuRoutes(section);
    return entries.length <= 1 ? [sectionPath(section)] : entries.map((route) => sectionPath(section, route));
  });
}
