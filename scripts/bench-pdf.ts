// The documents line of `npm run bench` (BENCH_ONLY=pdf): what the gateway answers while renters
// download PDFs. A document costs a few hundred milliseconds of CPU (CJK layout and font
// subsetting); drawn on the event loop, every request behind it would wait that long. The line
// probes /gateway/health 100 times a second, first with no download, then while callers download the
// demo renter's monthly statement (drawn anew on every request) one after another.
import autocannon from 'autocannon';

const HEALTH_PROBES_PER_SECOND = 100;
/** Callers downloading at once during the loaded part. */
export const PDF_CALLERS = 2;
/** The budget: health's p99 while PDFs are drawn stays under this. */
export const PDF_HEALTH_P99_MS = 50;

async function probe(base: string, seconds: number, callers: number, token: string, month: string) {
  const until = Date.now() + seconds * 1000;
  const times: number[] = [];
  let failed = 0;
  const caller = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const res = await fetch(`${base}/gateway/v1/costs/bill/statement?month=${month}`, { headers: { authorization: token } });
      const body = new Uint8Array(await res.arrayBuffer());
      // A PDF starts with %PDF.
      if (res.ok && body[0] === 0x25 && body[1] === 0x50) times.push(performance.now() - started);
      else failed += 1;
    }
  };
  const [health] = await Promise.all([
    autocannon({ url: `${base}/gateway/health`, connections: 5, overallRate: HEALTH_PROBES_PER_SECOND, duration: seconds }),
    ...Array.from({ length: callers }, caller),
  ]);
  const sorted = times.sort((a, b) => a - b);
  return {
    callers,
    pdfs: times.length,
    failed,
    pdfP50ms: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    healthP50ms: health.latency.p50,
    healthP99ms: health.latency.p99,
    healthMaxMs: health.latency.max,
    healthNon2xx: health.non2xx,
  };
}

/** Health alone, then with PDF_CALLERS downloading statements; the budget holds when health's p99 stays within PDF_HEALTH_P99_MS. */
export async function benchPdf(base: string, token: string, month: string, seconds: number) {
  const alone = await probe(base, seconds, 0, token, month);
  const loaded = await probe(base, seconds, PDF_CALLERS, token, month);
  const holds = loaded.pdfs > 0 && loaded.failed === 0 && loaded.healthP99ms <= PDF_HEALTH_P99_MS && loaded.healthNon2xx === 0;
  return { alone, loaded, holds };
}
