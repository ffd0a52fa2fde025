import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed } from './seed/seed';
import { seedReview } from './seed/seed-review';
import { seedDatasets } from './seed/seed-datasets';
import { seedReportFiles } from './seed/seed-reports';
import { EnvError, isLoopback, loadEnv } from './env';
import { buildApp } from './app';
import { closeWithin } from './lib/shutdown';

/** How long a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_MS = 8_000;

/** The process: read the environment, open and migrate the database, seed, listen, shut down cleanly. */
async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  if (env.devTools) {
    await seed(database.db);
    // Applicants waiting in the review centre: demo data for the running product only (the gateway
    // tests count the seeded users).
    await seedReview(database.db);
  }
  const app = await buildApp({ env, database });
  // The dataset market's files go into this gateway's object store (their records are seeded above).
  if (env.devTools) await seedDatasets(app.db, app.storage);
  // The demo reports' PDFs, on the first start of a data directory only (about a second each of
  // font subsetting that holds the event loop): made before listening, so no request waits on them.
  if (env.devTools) await seedReportFiles(database.db, app.storage);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const closed = await closeWithin(app, SHUTDOWN_MS);
    if (!closed) app.log.error(`graceful shutdown took over ${SHUTDOWN_MS} ms: exiting anyway`);
    process.exit(closed ? 0 : 1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const url = `http://localhost:${env.PORT}`;
  const lines = [
    '',
    `  算力市场 is running at ${url}  (listening on ${env.HOST}:${env.PORT})`,
    `  Database: ${database.kind} (${database.location})`,
  ];
  if (env.devTools) {
    lines.push(
      `  DEV TOOLS ARE ON${isLoopback(env.HOST) ? ' (this machine only)' : ' AND REACHABLE FROM THE NETWORK'}: they expose every SMS code and`,
      '  e-mail sent (/gateway/dev/outbox), captcha answers (/gateway/dev/captcha/:id), sandbox payment of',
      "  the caller's own recharges (/gateway/dev/pay/:tradeNo) and the demo accounts below.",
      '  NODE_ENV=production turns them off.',
      `  Demo accounts (password ${DEMO_PASSWORD}):`,
      ...DEMO_ACCOUNTS.map((a) => `    ${a.userName.padEnd(14)} phone ${a.phone}  roles ${a.roles.join(', ')}`),
      `  SMS codes and e-mails: ${url}/dev/outbox  (JSON: ${url}/gateway/dev/outbox?to=<phone or e-mail>)`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
