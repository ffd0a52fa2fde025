import { expect, it } from 'vitest';
import { canAccess } from './access';

it('lets everyone in where no roles are named', () => {
  expect(canAccess([], undefined)).toBe(true);
  expect(canAccess(['renter'], {})).toBe(true);
});

it('requires one of the named roles', () => {
  expect(canAccess(['renter'], { roles: ['operator'] })).toBe(false);
  expect(canAccess(['renter', 'operator'], { roles: ['operator'] })).toBe(true);
  expect(canAccess(['supplier'], { roles: ['supplier', 'operator'] })).toBe(true);
});

it('narrows single actions', () => {
  const meta = { actionRoles: { delete: ['operator' as const] } };
  expect(canAccess(['renter'], meta, 'list')).toBe(true);
  expect(canAccess(['renter'], meta, 'delete')).toBe(false);
  expect(canAccess(['operator'], meta, 'delete')).toBe(true);
});
