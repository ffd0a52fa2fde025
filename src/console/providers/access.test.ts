import type { ResourceProps } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import { resources } from '../config/resources';
import { canAccess, canAccessResource, permissionMatrix } from './access';

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

describe('resources and their groups', () => {
  const tree: ResourceProps[] = [
    { name: 'system', meta: { roles: ['operator'] } },
    { name: 'sub', meta: { parent: 'system' } },
    { name: 'leaf', list: '/leaf', meta: { parent: 'sub', actionRoles: { delete: ['operator'] } } },
    { name: 'open', list: '/open' },
  ];
  const find = (name: string) => tree.find((r) => r.name === name);

  it('inherits a group rule down three levels', () => {
    expect(canAccessResource(['renter'], find('leaf'), tree)).toBe(false);
    expect(canAccessResource(['operator'], find('leaf'), tree)).toBe(true);
    expect(canAccessResource(['renter'], find('open'), tree)).toBe(true);
  });

  it('survives a parent cycle', () => {
    const cyclic: ResourceProps[] = [
      { name: 'a', meta: { parent: 'b' } },
      { name: 'b', meta: { parent: 'a' } },
    ];
    expect(canAccessResource(['renter'], cyclic[0], cyclic)).toBe(true);
  });
});

describe('the workbench rules', () => {
  const byName = (name: string) => resources.find((r) => r.name === name);

  it('keeps the back office to operators and the user centre open to all', () => {
    for (const name of ['users', 'roles', 'permissions', 'overview']) {
      expect(canAccessResource(['renter'], byName(name), resources)).toBe(false);
      expect(canAccessResource(['renter', 'supplier'], byName(name), resources)).toBe(false);
      expect(canAccessResource(['renter', 'operator'], byName(name), resources)).toBe(true);
    }
    for (const name of ['dashboard', 'container', 'profile', 'sessions', 'organization']) {
      expect(canAccessResource(['renter'], byName(name), resources)).toBe(true);
    }
  });

  it('lets the server’s permissions decide a page that names one, once they are known', () => {
    const cards = byName('cardBatch');
    const review = byName('review');
    // Before the server answered: the roles rule stands in.
    expect(canAccessResource(['renter', 'operator'], cards, resources)).toBe(true);
    expect(canAccessResource(['renter', 'finance'], review, resources)).toBe(false);
    // An operator whose matrix lacks cards:manage does not get the cards page.
    expect(canAccessResource(['renter', 'operator'], cards, resources, 'list', ['goods:manage'])).toBe(false);
    expect(canAccessResource(['renter', 'operator'], cards, resources, 'list', ['cards:manage'])).toBe(true);
    // Finance, granted review:credit by the matrix, opens the review centre but not the cards.
    expect(canAccessResource(['renter', 'finance'], review, resources, 'list', ['review:credit'])).toBe(true);
    expect(canAccessResource(['renter', 'finance'], cards, resources, 'list', ['review:credit'])).toBe(false);
    expect(canAccessResource(['renter'], review, resources, 'list', [])).toBe(false);
  });

  it('builds the permission matrix from the same rules', () => {
    const matrix = permissionMatrix(resources);
    const row = (resource: string, action: string) => matrix.find((r) => r.resource === resource && r.action === action);
    expect(row('users', 'delete')?.allowed).toEqual({ renter: false, supplier: false, operator: true, finance: false });
    expect(row('users', 'show')?.allowed).toEqual({ renter: false, supplier: false, operator: true, finance: false });
    expect(row('container', 'list')?.allowed).toEqual({ renter: true, supplier: true, operator: true, finance: true });
    expect(matrix.some((r) => r.resource === 'exception')).toBe(false);
  });
});
