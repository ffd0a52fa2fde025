// The gateway under what users do at once: reads of every kind with logins and orders among them
// (the mixed line), and reads while one address floods the login at its ceiling (the login-flood
// line). Then the money audit on the database the load wrote.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { encryptWithSecret } from '../src/shared/crypto/aes';

export interface ReadTarget {
  title: string;
  url: string;
  headers?: Record<string, string>;
}

const CONNECTIONS = 50;
/** Orders placed per second in the mixed line: every order takes cards and holds money. */
const ORDERS_PER_SECOND = 20;
/** The per-address ceiling of the gateway's rate limit (RATE_LIMIT_PER_MINUTE's default, 1,200). */
const LOGIN_CEILING_PER_SECOND = 20;

const percentile = (sorted: number[], p: number) => +(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0).toFixed(1);

interface Tally {
  requests: number;
  non2xx: number;
  errors: number;
  /** Answers whose envelope code says the call failed (HTTP 200 with another code). */
  refused: number;
  /** Those answers' messages, counted. */
  reasons: Record<string, number>;
  latencies: number[];
}

const tally = (): Tally => ({ requests: 0, non2xx: 0, errors: 0, refused: 0, reasons: {}, latencies: [] });

/** Count an answer whose envelope says it failed. */
function countRefusal(into: Tally, status: number, body: string) {
  if (status !== 200) return;
  const { code, msg } = JSON.parse(body) as { code: number; msg: string };
  if (code === 100000) return;
  into.refused += 1;
  const reason = `${code} ${msg}`;
  into.reasons[reason] = (into.reasons[reason] ?? 0) + 1;
}

function run(options: autocannon.Options, into: Tally): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      into.requests += result.requests.total;
      into.non2xx += result.non2xx;
      into.errors += result.errors + result.timeouts;
      resolve(result);
    });
    instance.on('response', (_client, _status, _bytes, ms) => into.latencies.push(ms));
  });
}

const summary = (t: Tally, seconds: number) => {
  const sorted = [...t.latencies].sort((a, b) => a - b);
  return {
    requests: t.requests,
    requestsPerSecond: Math.round(t.requests / seconds),
    p50ms: percentile(sorted, 50),
    p99ms: percentile(sorted, 99),
    maxMs: percentile(sorted, 100),
    non2xx: t.non2xx,
    errors: t.errors,
    refused: t.refused,
    reasons: t.reasons,
  };
};

/** One gateway call that must succeed; its data. */
export async function api<T>(base: string, method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}/gateway${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; data: T; msg: string };
  if (json.code !== 100000) throw new Error(`${url}: ${json.code} ${json.msg}`);
  return json.data;
}

/** The renter can pay for every order of the line: ¥100,000 recharged through the sandbox channel. */
async function fund(base: string, token: string) {
  const trade = await api<{ tradeNo: string }>(base, 'POST', '/v1/wallet/getWalletRechargePayInfo', { amount: '100000' }, token);
  await api(base, 'POST', `/dev/pay/${trade.tradeNo}`, {}, token);
}

/** Reads cycling through every kind, one request after another on each connection. */
const readRequests = (reads: ReadTarget[]): autocannon.Request[] =>
  reads.map((read) => {
    const url = new URL(read.url);
    return { method: 'GET', path: `${url.pathname}${url.search}`, headers: read.headers ?? {} };
  });

/** A password login as a browser does it: a one-time secret, then the encrypted password. */
function loginRequests(userName: string, password: string, into: Tally): autocannon.Request[] {
  return [
    {
      method: 'GET',
      path: '/gateway/v1/secret/generateSecret',
      onResponse: (_status, body, context) => {
        (context as { secret?: { key: string; secret: string } }).secret = (JSON.parse(body) as { data: { key: string; secret: string } }).data;
      },
    },
    {
      method: 'POST',
      path: '/gateway/v1/user/login',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request, context) => {
        const secret = (context as { secret?: { key: string; secret: string } }).secret;
        if (!secret) return request;
        const name = userName === '*' ? `flood_${Math.random().toString(36).slice(2, 10)}` : userName;
        return { ...request, body: JSON.stringify({ userName: name, password: encryptWithSecret(password, secret.secret), secretKey: secret.key }) };
      },
      onResponse: (status, body) => countRefusal(into, status, body),
    },
  ];
}

/** How long after its order the bench first tries to stop an instance (the simulated create takes 4 s). */
const STOP_AFTER_MS = 4_500;

/**
 * Stop each instance the line ordered once it runs, as a renter does when done: the stop bills the
 * minutes and gives the cards back, so the orders find stock for the line's whole length (20 orders a
 * second would otherwise use up the seeded cards after about a minute and be refused 库存不足, a right
 * answer the line would count). Stops are timed and counted as the fourth kind of request; one that
 * finds the instance still being created is tried again a second later (up to 30 times) and not counted.
 */
function stopper(base: string, token: string, into: Tally) {
  const queue: { id: number; at: number; tries: number }[] = [];
  let running = true;
  let counting = true;
  const loop = (async () => {
    while (running || queue.length) {
      const due = queue.filter((item) => item.at <= Date.now());
      for (const item of due) queue.splice(queue.indexOf(item), 1);
      await Promise.all(
        due.map(async (item) => {
          const started = performance.now();
          const res = await fetch(`${base}/gateway/v1/container/stop/${item.id}`, { method: 'POST', headers: { authorization: token } }).catch(() => null);
          const ms = performance.now() - started;
          if (!res) return void (counting && (into.errors += 1));
          const body = await res.text();
          const json = JSON.parse(body) as { code: number; data: { status?: string } | null };
          if (res.status === 200 && json.code !== 100000 && json.data?.status === 'creating' && item.tries < 30) {
            queue.push({ id: item.id, at: Date.now() + 1_000, tries: item.tries + 1 });
            return;
          }
          if (!counting) return;
          into.requests += 1;
          into.latencies.push(ms);
          if (res.status !== 200) into.non2xx += 1;
          countRefusal(into, res.status, body);
        }),
      );
      if (!due.length) await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return {
    ordered(body: string) {
      const json = JSON.parse(body) as { code: number; data: { instanceId: number | null } | null };
      if (json.code === 100000 && json.data?.instanceId) queue.push({ id: json.data.instanceId, at: Date.now() + STOP_AFTER_MS, tries: 0 });
    },
    /** Stop the rest now that the line is over (these are not counted in the line's seconds). */
    async finish() {
      running = false;
      counting = false;
      await loop;
    },
  };
}

/**
 * 60 s at CONNECTIONS connections: 40 read every kind in turn, 5 sign in and 5 order pay-as-you-go
 * instances on goods picked at random (at most ORDERS_PER_SECOND), as the demo renter, who stops
 * each instance once it runs.
 */
export async function mixedLine(base: string, token: string, reads: ReadTarget[], seconds: number) {
  await fund(base, token);
  const [image] = await api<{ id: number }[]>(base, 'GET', '/v1/image/public');
  // Every offer with a free card, so the line's orders find stock for its whole length.
  const goodsIds: number[] = [];
  for (let current = 1; current <= 10; current += 1) {
    const page = await api<{ records: { id: number }[] }>(base, 'GET', `/v1/container_goods/containerGoods4ConsolePage?current=${current}&size=100&available=true`);
    goodsIds.push(...page.records.map((g) => g.id));
    if (page.records.length < 100) break;
  }
  const all = { reads: tally(), logins: tally(), orders: tally(), stops: tally() };
  const stops = stopper(base, token, all.stops);
  let orderNumber = 0;
  await Promise.all([
    run({ url: base, connections: 40, duration: seconds, requests: readRequests(reads) }, all.reads),
    run(
      { url: base, connections: 5, duration: seconds, requests: loginRequests('demo_supplier', 'Demo@2025', all.logins) },
      all.logins,
    ),
    run(
      {
        url: base,
        connections: 5,
        duration: seconds,
        overallRate: ORDERS_PER_SECOND,
        requests: [
          {
            method: 'POST',
            path: '/gateway/v1/order/createOrder',
            setupRequest: (request) => {
              orderNumber += 1;
              const goodsId = goodsIds[Math.floor(Math.random() * goodsIds.length)]!;
              return {
                ...request,
                headers: { authorization: token, 'content-type': 'application/json', 'idempotency-key': `bench-${process.pid}-${orderNumber}` },
                body: JSON.stringify({ goodsId, gpuNumber: 1, billingMode: 'timed', imageId: image!.id }),
              };
            },
            onResponse: (status, body) => {
              countRefusal(all.orders, status, body);
              if (status === 200) stops.ordered(body);
            },
          },
        ],
      },
      all.orders,
    ),
  ]);
  await stops.finish();
  const overall: Tally = tally();
  for (const t of Object.values(all)) {
    overall.requests += t.requests;
    overall.non2xx += t.non2xx;
    overall.errors += t.errors;
    overall.refused += t.refused;
    for (const [reason, n] of Object.entries(t.reasons)) overall.reasons[reason] = (overall.reasons[reason] ?? 0) + n;
    for (const ms of t.latencies) overall.latencies.push(ms);
  }
  return {
    seconds,
    connections: CONNECTIONS,
    overall: summary(overall, seconds),
    reads: summary(all.reads, seconds),
    logins: summary(all.logins, seconds),
    orders: summary(all.orders, seconds),
    stops: summary(all.stops, seconds),
  };
}

/**
 * Reads at 45 connections for `seconds`, once alone and once while one address sends
 * LOGIN_CEILING_PER_SECOND wrong-password logins for made-up names (the per-address ceiling).
 */
export async function loginFloodLine(base: string, reads: ReadTarget[], seconds: number) {
  const quiet = tally();
  await run({ url: base, connections: 45, duration: seconds, requests: readRequests(reads) }, quiet);
  const flooded = tally();
  const flood = tally();
  await Promise.all([
    run({ url: base, connections: 45, duration: seconds, requests: readRequests(reads) }, flooded),
    run(
      // Open: enough connections that the rate, not the answers, sets the pace.
      { url: base, connections: 40, duration: seconds, overallRate: LOGIN_CEILING_PER_SECOND * 2, requests: loginRequests('*', 'Wrong@2025', flood) },
      flood,
    ),
  ]);
  return { seconds, loginsPerSecond: LOGIN_CEILING_PER_SECOND, readsAlone: summary(quiet, seconds), readsDuringFlood: summary(flooded, seconds), flood: summary(flood, seconds) };
}

/**
 * The money audit, on the database the gateway has closed: every wallet's balance is the sum of its
 * records (what left from credit is not balance), and no host has fewer than zero cards free.
 */
export async function moneyAudit(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const rows = (await database.db.execute(sql`
      select w.user_id as "userId", w.balance_amount as "balance",
        coalesce(sum(t.amount + case when t.amount < 0 then t.credit_amount else -t.credit_amount end), 0) as "recorded"
      from wallets w left join wallet_transactions t on t.user_id = w.user_id
      group by w.user_id, w.balance_amount
      having w.balance_amount <> coalesce(sum(t.amount + case when t.amount < 0 then t.credit_amount else -t.credit_amount end), 0)
    `)) as unknown as { rows: { userId: number; balance: string; recorded: string }[] };
    const stock = (await database.db.execute(sql`select count(*)::int as "n" from hosts where gpu_used < 0 or gpu_used > gpu_total`)) as unknown as { rows: { n: number }[] };
    const wallets = (await database.db.execute(sql`select count(*)::int as "n" from wallets`)) as unknown as { rows: { n: number }[] };
    return { wallets: wallets.rows[0]!.n, walletsOff: rows.rows, hostsOutOfRange: stock.rows[0]!.n, holds: rows.rows.length === 0 && stock.rows[0]!.n === 0 };
  } finally {
    await database.close();
  }
}
