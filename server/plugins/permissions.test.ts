import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GRANTS, PERMISSIONS } from '../../src/shared/contracts/permissions';

const MIGRATION = new URL('../db/migrations/0006_back_office.sql', import.meta.url);

/** The (role, permission) pairs migration 0006 seeds into role_permissions. */
function seededGrants(): Record<string, string[]> {
  const sql = readFileSync(MIGRATION, 'utf8');
  const insert = /INSERT INTO "role_permissions" \("role", "permission"\) VALUES([\s\S]*?);/.exec(sql);
  if (!insert) throw new Error('migration 0006 seeds no role_permissions');
  const grants: Record<string, string[]> = {};
  for (const [, role, permission] of insert[1]!.matchAll(/\('([^']+)',\s*'([^']+)'\)/g)) {
    (grants[role!] ??= []).push(permission!);
  }
  return grants;
}

describe('the permission matrix', () => {
  it('starts as DEFAULT_GRANTS: migration 0006 seeds exactly those grants', () => {
    const seeded = seededGrants();
    const expected = Object.fromEntries(
      Object.entries(DEFAULT_GRANTS)
        .filter(([, permissions]) => permissions.length > 0)
        .map(([role, permissions]) => [role, [...permissions].sort()]),
    );
    const actual = Object.fromEntries(Object.entries(seeded).map(([role, permissions]) => [role, [...permissions].sort()]));
    expect(actual).toEqual(expected);
  });

  it('seeds only permissions that exist, each once', () => {
    for (const [role, permissions] of Object.entries(seededGrants())) {
      expect(new Set(permissions).size, role).toBe(permissions.length);
      for (const permission of permissions) expect(PERMISSIONS as readonly string[]).toContain(permission);
    }
  });
});
