import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { NOT_DATABASE_CONCURRENCY, POSTGRES_FILES } from './postgres-files';

/** A file that races requests or runs two gateways on one database also runs on PostgreSQL. */
it('runs every file with concurrent work on PostgreSQL too', async () => {
  const dir = path.dirname(new URL(import.meta.url).pathname);
  const names = (await readdir(dir)).filter((name) => name.endsWith('.test.ts')).map((name) => name.replace(/\.test\.ts$/, ''));
  const concurrent: string[] = [];
  for (const name of names) {
    const text = await readFile(path.join(dir, `${name}.test.ts`), 'utf8');
    if (/createGatewayPair\(|Promise\.all\(/.test(text)) concurrent.push(name);
  }
  expect(concurrent.filter((name) => !POSTGRES_FILES.includes(name) && !NOT_DATABASE_CONCURRENCY.includes(name))).toEqual([]);
  for (const name of POSTGRES_FILES) expect(names).toContain(name);
});
