import type { Permission } from '@mall/shared/admin';
import { describe, expect, it } from 'vitest';
import { type AdminSection, collectSections, sectionFor, sectionPath } from './section';

const page = (() => null) as unknown as AdminSection['routes'][number]['component'];
const section = (key: string, order: number, paths = ['']): AdminSection => ({
  key,
  label: key,
  permission: 'dashboard',
  order,
  routes: paths.map((path) => ({ path, component: page })),
});

describe('console sections', () => {
  it('sorts the found sections by order, then key', () => {
    const found = collectSections({
      './sections/b/index.tsx': { default: section('b', 2) },
      './sections/a/index.tsx': { default: section('a', 2) },
      './sections/c/index.tsx': { default: section('c', 1) },
    });
    expect(found.map((s) => s.key)).toEqual(['c', 'a', 'b']);
  });

  it('refuses a module without a section and two sections with one key', () => {
    expect(() => collectSections({ './sections/x/index.tsx': {} })).toThrow(/AdminSection/);
    expect(() =>
      collectSections({
        './sections/a/index.tsx': { default: section('a', 1) },
        './sections/b/index.tsx': { default: section('a', 2) },
      }),
    ).toThrow(/two console sections/);
  });

  it('leads to the section page or one of its routes', () => {
    const s = section('members', 1, ['', 'expiring']);
    expect(sectionPath(s)).toBe('/admin/members');
    expect(sectionPath(s, s.routes[1])).toBe('/admin/members/expiring');
  });

  it('gives an operator the section and only the routes their roles allow', () => {
    const orders: AdminSection = {
      ...section('orders', 3, ['', 'after-sales', 'invoices']),
      permission: 'orders',
    };
    orders.routes[1]!.permission = 'after_sales';
    orders.routes[2]!.permission = 'finance';
    const of = (granted: Permission[]) => sectionFor(orders, (p) => granted.includes(p));
    expect(of(['orders', 'after_sales'])?.routes.map((r) => r.path)).toEqual(['', 'after-sales']);
    expect(of(['orders', 'after_sales', 'finance'])?.routes.map((r) => r.path)).toEqual([
      '',
      'after-sales',
      'invoices',
    ]);
    expect(of(['after_sales', 'finance'])).toBeNull();
    expect(orders.routes).toHaveLength(3);
  });
});
