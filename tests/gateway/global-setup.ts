import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seed } from '../../server/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * PGlite's initdb takes seconds; loading a dump takes a fraction of that. Build one migrated and
 * seeded database per run and let every test file start its own copy from it.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'suanli-gateway-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  await seed(database.db);
  const file = path.join(dir, 'snapshot.tar');
  await writeFile(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return async () => rm(dir, { recursive: true, force: true });
}
