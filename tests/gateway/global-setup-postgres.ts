import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seed } from '../../server/seed/seed';
import { asAdmin, databaseUrl } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

/**
 * Migrating and seeding a PostgreSQL database takes seconds; copying one with CREATE DATABASE …
 * TEMPLATE takes a fraction of that. Build one migrated and seeded template per run; every
 * gateway-pg file starts from its own copy (tests/gateway/helpers.ts).
 */
export default async function setup(project: TestProject) {
  const name = `gw_template_${randomBytes(6).toString('hex')}`;
  await asAdmin((client) => client.query(`create database ${name}`));
  const database = await openDatabase({ url: databaseUrl(name), dataDir: 'unused' });
  await seed(database.db);
  // A template must have no connections while it is copied.
  await database.close();
  project.provide('postgresTemplate', name);
  return async () => {
    await asAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
  };
}
