import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GRANTS, PERMISSIONS } from '../../src/shared/contracts/permissions';

const MIGRATIONS = new URL('../db/migrations/', import.meta.url);

/** The (role, permission) pairs the migrations seed into role_permissions (0006, and the kinds added since). */
function seededGrants(): Record<string, string[]> {
  const sql = readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => readFileSync(new URL(name, MIGRATIONS), 'utf8'))
    .join('\n');
  const inserts = [...sql.matchAll(/INSERT INTO "role_permissions" \("role", "permission"\) VALUES([\s\S]*?);/g)];
  if (inserts.length === 0) throw new Error('no migration seeds role_permissions');
  const grants: Record<string, string[]> = {};
  for (const insert of inserts) {
    for (const [, role, permission] of insert[1]!.matchAll(/\('([^']+)',\s*'([^']+)'\)/g)) (grants[role!] ??= []).push(permission!);
  }
  return grants;
}

describe('the permission matrix', () => {
  it('starts as DEFAULT_GRANTS: the migrations seed exactly those grants', () => {
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
