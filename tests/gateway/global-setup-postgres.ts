import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seed } from '../../server/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

async function admin<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Migrating and seeding a PostgreSQL database takes seconds; copying one with CREATE DATABASE …
 * TEMPLATE takes a fraction of that. Build one migrated and seeded template per run; every
 * gateway-pg file starts from its own copy (tests/gateway/helpers.ts).
 */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is required for the gateway-pg project');
  const name = `gw_template_${randomBytes(6).toString('hex')}`;
  await admin(base, (client) => client.query(`create database ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: 'unused' });
  await seed(database.db);
  // A template must have no connections while it is copied.
  await database.close();
  project.provide('postgresTemplate', name);
  return async () => {
    await admin(base, (client) => client.query(`drop database if exists ${name} with (force)`));
  };
}
