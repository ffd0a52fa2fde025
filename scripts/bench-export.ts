// The export line of `npm run bench` (BENCH_ONLY=export): 100,000 wallet records of one account,
// seeded straight into the bench's database, exported as CSV and as XLSX through the gateway while
// its resident memory is sampled; the exports stream, so the peak stays near where it started.
import { readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { seed } from '../server/seed/seed';

export const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
/** Bounded memory: the gateway's peak during an export stays within this much of its resident memory before it. */
export const EXPORT_RSS_GROWTH_MIB = 96;
/** The account whose records are exported (no other line of the bench reads its records). */
export const EXPORT_USER = 'demo_operator';

/**
 * EXPORT_ROWS records for EXPORT_USER before the gateway starts: recharges of ¥10 and consumptions of
 * ¥10 in turn over the last 90 days, so the balance still equals the sum of the records (the money
 * audit holds) and each row's balance after is right.
 */
export async function addWalletRecords(dataDir: string): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    const { db } = database;
    await seed(db);
    await db.execute(sql`
      insert into wallet_transactions (user_id, type, amount, balance_after, ref_type, ref_id, remark, created_at)
      select u.id, case when n % 2 = 1 then 'recharge' else 'consume' end,
             case when n % 2 = 1 then 10.00 else -10.00 end,
             w.balance_amount + case when n % 2 = 1 then 10.00 else 0 end,
             'bench', n::text, case when n % 2 = 1 then '压测充值' else '压测消费' end,
             now() - interval '90 days' + (n * interval '77 seconds')
        from users u join wallets w on w.user_id = u.id, generate_series(1, ${EXPORT_ROWS}) n
       where u.user_name = ${EXPORT_USER}`);
    return EXPORT_ROWS;
  } finally {
    await database.close();
  }
}

const residentMiB = (pid: number) => Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
const peakMiB = (pid: number) => Math.round(Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/** Resets the kernel's peak resident mark of a process (Linux: 5 > clear_refs); false when not allowed. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** One export, read to its end as a client would, with the gateway's memory sampled every 20 ms meanwhile. */
async function measure(base: string, pid: number, token: string, path: string) {
  const before = residentMiB(pid);
  const kernelPeak = resetPeak(pid);
  let sampled = before;
  const timer = setInterval(() => {
    sampled = Math.max(sampled, residentMiB(pid));
  }, 20);
  const start = performance.now();
  try {
    const response = await fetch(`${base}/gateway${path}`, { headers: { authorization: token } });
    if (!response.ok || !response.body) throw new Error(`${path}: HTTP ${response.status}`);
    let firstByteMs = 0;
    let bytes = 0;
    let newlines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (bytes === 0) firstByteMs = performance.now() - start;
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) newlines += 1;
    }
    const totalMs = performance.now() - start;
    const peak = Math.max(sampled, kernelPeak ? peakMiB(pid) : 0);
    return { firstByteMs: Math.round(firstByteMs), totalMs: Math.round(totalMs), megabytes: +(bytes / 1024 / 1024).toFixed(1), newlines, rssBeforeMiB: before, rssPeakMiB: peak, growthMiB: peak - before };
  } finally {
    clearInterval(timer);
  }
}

/** The CSV and the XLSX export of every record of EXPORT_USER; the CSV's rows are counted. */
export async function benchExport(base: string, pid: number, token: string) {
  const csv = await measure(base, pid, token, '/v1/costs/records/export');
  const xlsx = await measure(base, pid, token, '/v1/costs/records/exportXlsx');
  // The CSV holds a header line and one line per record (the seed's opening recharge too).
  const csvRows = csv.newlines - 1;
  const holds = csvRows >= EXPORT_ROWS && csv.growthMiB <= EXPORT_RSS_GROWTH_MIB && xlsx.growthMiB <= EXPORT_RSS_GROWTH_MIB;
  return { rows: EXPORT_ROWS, csv: { ...csv, rows: csvRows }, xlsx, holds };
}
