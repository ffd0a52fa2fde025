import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One module, one owner (DESIGN §1): the tables in `server/db/schema/<module>.ts` are written only
 * by `server/modules/<module>/`; another module calls the owner's service, passing its transaction
 * when the write must be atomic with its own. Reads across modules are free. Writes are found in the
 * source as drizzle calls (`.insert(table)`, `.update(table)`, `.delete(table)`) and raw SQL
 * (`insert into`, `update … set`, `delete from`).
 */
const root = path.resolve(__dirname);
const schemaDir = path.resolve(__dirname, '../db/schema');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    // Test code is not held to it: the tests and the files that set them up (they import vitest).
    const testCode = /\.test\.ts$/.test(name) || (/\.ts$/.test(name) && /from 'vitest'/.test(readFileSync(file, 'utf8')));
    return /\.ts$/.test(name) && !testCode ? [file] : [];
  });
}

/** Each table's owner, by its variable name and by its SQL name. */
function owners() {
  const byName = new Map<string, string>();
  for (const file of readdirSync(schemaDir)) {
    const module = file.replace(/\.ts$/, '');
    if (module === 'index' || module === 'columns') continue;
    const text = readFileSync(path.join(schemaDir, file), 'utf8');
    for (const [, variable, table] of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      byName.set(variable!, module);
      byName.set(table!, module);
    }
  }
  return byName;
}

const WRITES = [
  /\.(?:insert|update|delete)\((\w+)\)/g,
  /\binsert\s+into\s+"?(\w+)"?/gi,
  /\bupdate\s+"?(\w+)"?\s+set\b/gi,
  /\bdelete\s+from\s+"?(\w+)"?/gi,
];

/** Every write a module makes to a table another module owns, as `module/file → table (owner)`. */
function foreignWrites(): string[] {
  const owner = owners();
  const found = new Set<string>();
  for (const module of readdirSync(root)) {
    if (!statSync(path.join(root, module)).isDirectory()) continue;
    for (const file of sourceFiles(path.join(root, module))) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of WRITES) {
        for (const [, table] of text.matchAll(pattern)) {
          const tableOwner = owner.get(table!);
          if (tableOwner && tableOwner !== module) found.add(`${path.relative(root, file)} → ${table} (${tableOwner})`);
        }
      }
    }
  }
  return [...found].sort();
}

describe('module ownership', () => {
  it('finds the writes it looks for (the scan is not blind)', () => {
    const owner = owners();
    expect(owner.get('wallets')).toBe('wallet');
    expect(owner.get('mall_orders')).toBe('mall');
    expect(owner.size).toBeGreaterThan(90);
    const sample = "await tx.update(wallets).set({}); await db.execute(sql`delete from mall_orders where id = 1`);";
    expect(WRITES.flatMap((pattern) => [...sample.matchAll(pattern)].map((m) => m[1]))).toEqual(['wallets', 'mall_orders']);
  });

  it('lets only the owning module write a table', () => {
    expect(foreignWrites()).toEqual([]);
  });

  it('gives every module its plugin (index.ts) and a schema file only to modules', () => {
    const modules = readdirSync(root).filter((name) => statSync(path.join(root, name)).isDirectory());
    expect(modules.filter((module) => !sourceFiles(path.join(root, module)).includes(path.join(root, module, 'index.ts')))).toEqual([]);
    const schemas = readdirSync(schemaDir).map((file) => file.replace(/\.ts$/, '')).filter((name) => !['index', 'columns'].includes(name));
    expect(schemas.filter((schema) => !modules.includes(schema))).toEqual([]);
  });
});
