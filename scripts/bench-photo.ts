// The AI photo API's lines of `npm run bench` (BENCH_ONLY=photo): an ID photo call's latency with
// and without logging, and the photo calls per second the machine sustains while /gateway/health
// still answers within 50 ms at the 99th percentile.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { api } from './bench-mixed';

const SAMPLE = readFileSync('public/media/samples/portrait-eileen-collins.jpg');
/** The budget of /gateway/health while photos are made. */
export const PHOTO_HEALTH_P99_MS = 50;
/** Health probes per second while photos are made: one every 10 ms. */
const HEALTH_PROBES_PER_SECOND = 100;
/** The concurrency the budget is held at (issue 23): more callers on one key than the engine has threads. */
export const PHOTO_BUDGET_CALLERS = 4;

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);

/** A key of the signed-in user's, its wallet funded so that every call past the free images is paid. */
export async function photoKey(base: string, token: string): Promise<string> {
  const trade = await api<{ tradeNo: string }>(base, 'POST', '/v1/wallet/getWalletRechargePayInfo', { amount: '1000' }, token);
  await api(base, 'POST', `/dev/pay/${trade.tradeNo}`, {}, token);
  const point = await api<{ key: string }>(
    base,
    'POST',
    '/v1/accessPoint/add',
    { name: 'bench', product: 'photo_api', expiresAt: null, ipRanges: [], rpm: null, imagesPerDay: null, spendCap: null, spendCapPeriod: null, freeOnly: false },
    token,
  );
  return point.key;
}

/** One ID photo call; answers its latency in ms (throws unless it made the photo). */
async function idPhoto(base: string, key: string): Promise<number> {
  const form = new FormData();
  form.append('image', new Blob([SAMPLE], { type: 'image/jpeg' }), 'photo.jpg');
  form.append('size', '1inch');
  form.append('background', 'blue');
  const began = performance.now();
  const res = await fetch(`${base}/gateway/open/v1/photo/id-photo`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form });
  const json = (await res.json()) as { code: number; msg: string };
  if (json.code !== 100000) throw new Error(`id-photo: ${res.status} ${json.code} ${json.msg}`);
  return performance.now() - began;
}

/** p50 and p99 of `count` ID photo calls one after another (after two that load the models). */
export async function photoLatency(base: string, key: string, count: number) {
  for (let i = 0; i < 2; i += 1) await idPhoto(base, key);
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) times.push(await idPhoto(base, key));
  times.sort((a, b) => a - b);
  return { calls: count, p50ms: Math.round(percentile(times, 50)), p99ms: Math.round(percentile(times, 99)) };
}

/** `concurrency` callers making ID photos on one key for `seconds` while /gateway/health is probed every 10 ms. */
async function underLoad(base: string, key: string, concurrency: number, seconds: number) {
  const until = Date.now() + seconds * 1000;
  let made = 0;
  let refused = 0;
  const caller = async () => {
    while (Date.now() < until) {
      try {
        await idPhoto(base, key);
        made += 1;
      } catch {
        refused += 1;
      }
    }
  };
  const began = Date.now();
  const [health] = await Promise.all([
    autocannon({ url: `${base}/gateway/health`, connections: 5, overallRate: HEALTH_PROBES_PER_SECOND, duration: seconds }),
    ...Array.from({ length: concurrency }, caller),
  ]);
  const elapsed = (Date.now() - began) / 1000;
  return { concurrency, photosPerSecond: Math.round((made / elapsed) * 100) / 100, refused, healthP99ms: health.latency.p99, healthP50ms: health.latency.p50, healthNon2xx: health.non2xx };
}

/** Photo calls per second at growing concurrency (after none, the baseline); sustained: the most with health within its budget. */
export async function photoThroughput(base: string, key: string, seconds: number) {
  const lines = [];
  // No caller first: what /gateway/health answers on this machine as it is (other load included).
  for (const concurrency of [0, 1, 2, PHOTO_BUDGET_CALLERS]) lines.push(await underLoad(base, key, concurrency, seconds));
  const within = lines.filter((line) => line.healthP99ms <= PHOTO_HEALTH_P99_MS && line.healthNon2xx === 0);
  const sustained = within.length ? Math.max(...within.map((line) => line.photosPerSecond)) : 0;
  const atBudget = lines.find((line) => line.concurrency === PHOTO_BUDGET_CALLERS)!;
  return { lines, sustainedPhotosPerSecond: sustained, healthBudgetHolds: within.includes(atBudget) && atBudget.photosPerSecond > 0 };
}
