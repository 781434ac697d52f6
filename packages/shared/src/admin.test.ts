import { describe, expect, it } from 'vitest';
import { can, OPERATOR_ROLES, PERMISSIONS, permissionsOf, ROLE_PERMISSIONS } from './admin.ts';

describe('operator roles and permissions', () => {
  it('gives the admin every permission and each role its own', () => {
    expect(permissionsOf(['admin'])).toEqual([...PERMISSIONS]);
    expect(permissionsOf(['reviewer'])).toEqual(['dashboard', 'members']);
    expect(can(['ops'], 'catalogue')).toBe(true);
    expect(can(['ops'], 'members')).toBe(false);
    expect(can(['service'], 'orders')).toBe(true);
    expect(can(['finance'], 'audit')).toBe(true);
    expect(can(['finance'], 'operators')).toBe(false);
  });

  it('unions several roles and ignores unknown ones', () => {
    expect(permissionsOf(['reviewer', 'ops'])).toEqual([
      'dashboard',
      'members',
      'catalogue',
      'marketing',
      'content',
    ]);
    expect(permissionsOf(['boss'])).toEqual([]);
    expect(can(['boss'], 'dashboard')).toBe(false);
    expect(can([], 'dashboard')).toBe(false);
  });

  it('only the admin manages operators', () => {
    expect(OPERATOR_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('operators'))).toEqual(['admin']);
  });
});
