import pg from 'pg';

/** The PostgreSQL server the gateway-pg project runs on (TEST_DATABASE_URL). */
export function postgresBase(): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is required for the gateway-pg project');
  return base;
}

/** The URL of database `name` on that server. */
export function databaseUrl(name: string): string {
  const url = new URL(postgresBase());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Run `work` on one connection to the server's own database (to create and drop the test databases). */
export async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresBase() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
