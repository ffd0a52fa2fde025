import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'expected one of 1/0, true/false, yes/no, on/off',
  })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce
    .number({ error: 'expected a port number' })
    .int('expected a whole number')
    .min(1, 'expected a port between 1 and 65535')
    .max(65535, 'expected a port between 1 and 65535')
    .default(8080),
  /** Listen address. Unset: 127.0.0.1 while dev tools are on, every interface otherwise. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// connection URL')
    .optional(),
  DEV_TOOLS: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'expected a number' }).int().min(1).default(1200),
  BODY_LIMIT_BYTES: z.coerce.number({ error: 'expected a number' }).int().min(1024).default(1_048_576),
  STATIC_DIR: z.string().min(1).default('./dist'),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. Off by default, so a
   * client cannot pick its own address to dodge per-IP limits. */
  TRUST_PROXY: bool.default(false),
  /** Where SMS and e-mail go in production (see WebhookTransport); without it, the dev outbox. */
  MESSAGE_WEBHOOK_URL: z.url({ error: 'expected an absolute URL of the message provider' }).optional(),
  MESSAGE_WEBHOOK_TOKEN: z.string().min(8, 'expected a token of at least 8 characters').optional(),
  /** How often the job scheduler ticks (transitions, metering, funds, every module's jobs); 0 turns it off. */
  WORKER_INTERVAL_MS: z.coerce.number({ error: 'expected a number of milliseconds' }).int().min(0).default(1000),
  /** What an answer that breaks its contract does: `strict` fails it (tests), `strip` sends it
   * as it is and logs the breach (production). Unset: strict under NODE_ENV=test, else strip. */
  RESPONSE_CHECK: z.enum(['strict', 'strip']).optional(),
  /** The platform's share of a supplier's income (0–0.5), taken on each weekly statement. */
  SUPPLIER_FEE_RATE: z.coerce.number({ error: 'expected a rate such as 0.1' }).min(0).max(0.5).default(0.1),
  /** Signs the object-storage upload policies and file links (set it in production). */
  OSS_POLICY_SECRET: z.string().min(16, 'expected at least 16 characters').default('dev-oss-policy-secret-change-me'),
  /** A request still unanswered after this long (a stuck database, say) answers -1 and frees its caller. */
  REQUEST_TIMEOUT_MS: z.coerce.number({ error: 'expected a number of milliseconds' }).int().min(100).default(30_000),
  /** /gateway/health reports the database as stuck when a ping has not answered within this long. */
  DB_STUCK_MS: z.coerce.number({ error: 'expected a number of milliseconds' }).int().min(50).default(5_000),
  /** How much of the object store's dataset files each gateway keeps on local disk for the viewer (MB). */
  DATASET_CACHE_MB: z.coerce.number({ error: 'expected a number of megabytes' }).int().min(1).default(512),
  /** Write a row to the API call log for every public API call once it has answered (charged calls
   * write theirs with the charge regardless). Off only to measure what logging costs (npm run bench). */
  API_CALL_LOG: bool.default(true),
  /** Model service upstreams allowed although they are internal (loopback, private, link-local):
   * comma-separated host names, addresses and CIDR ranges. Unset: every internal address refused. */
  MODEL_UPSTREAM_ALLOW_HOSTS: z.string().max(2000).optional(),
  PUBLIC_URL: z.url({ error: 'expected an absolute URL such as https://suanli.example.com' }).optional(),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'HOST' | 'RESPONSE_CHECK'> & { HOST: string; devTools: boolean; RESPONSE_CHECK: 'strict' | 'strip' };

/** Addresses only this machine can reach. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export class EnvError extends Error {}

/** Read and check the environment once at boot; every bad variable is named with its problem. */
export function loadEnv(source: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): Env {
  const picked = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => [key, source[key] === '' ? undefined : source[key]]),
  );
  const result = EnvSchema.safeParse(picked);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = String(issue.path[0]);
      return `  ${key}=${JSON.stringify(source[key] ?? '')}: ${issue.message}`;
    });
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const devTools = env.DEV_TOOLS ?? env.NODE_ENV !== 'production';
  // Dev tools hand out every SMS code and pay any sandbox trade: keep them on this machine unless
  // the operator says, in so many words, that the network may have them.
  const host = env.HOST ?? (devTools ? '127.0.0.1' : '0.0.0.0');
  if (devTools && !isLoopback(host) && env.DEV_TOOLS !== true) {
    throw new EnvError(
      `Refusing to listen on HOST=${host} with dev tools on: anyone who can reach it could read every SMS code ` +
        `and e-mail (/gateway/dev/outbox), peek captcha answers and confirm sandbox payments.\n` +
        `  Set NODE_ENV=production (dev tools off), or HOST=127.0.0.1, or DEV_TOOLS=on if exposing them is intended.`,
    );
  }
  return { ...env, HOST: host, devTools, RESPONSE_CHECK: env.RESPONSE_CHECK ?? (env.NODE_ENV === 'test' ? 'strict' : 'strip') };
}
