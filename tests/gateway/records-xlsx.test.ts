import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { walletTransactions } from '../../server/db/schema';
import { recordsXlsx } from '../../server/modules/costs/export';
import { auth, createTestApp, registerUser } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});

const exportXlsx = (token: string, query = '') => app.inject({ method: 'GET', url: `/gateway/v1/costs/records/exportXlsx${query}`, headers: auth(token) });
const exportCsv = (token: string, query = '') => app.inject({ method: 'GET', url: `/gateway/v1/costs/records/export${query}`, headers: auth(token) });

/** The first sheet's rows as arrays of cell values (header included). */
async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('the income and expense records as XLSX', () => {
  it('holds the same rows as the CSV, figures as numbers, and only what the filter matches', async () => {
    const user = await registerUser(app);
    const values = Array.from({ length: 3_000 }, (_, i) => ({
      userId: user.userId,
      type: i % 3 === 0 ? ('consume' as const) : ('recharge' as const),
      amount: i % 3 === 0 ? '-0.25' : '1.10',
      balanceAfter: `${i}.35`,
      refType: 'test',
      refId: `x-${i}`,
      remark: i === 0 ? '=cmd|"x"' : `第${i}条`,
    }));
    await app.db.insert(walletTransactions).values(values);
    const res = await exportXlsx(user.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain('wallet-records.xlsx');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['时间', '类型', '金额（元）', '其中授信（元）', '余额（元）', '渠道', '关联单据', '说明']);
    expect(rows).toHaveLength(3_001);
    const csv = exportCsvRows((await exportCsv(user.token)).body);
    expect(rows.slice(1).map((r) => [r[0], r[1], Number(r[2]).toFixed(2), Number(r[4]).toFixed(2)])).toEqual(csv.map((r) => [r[0], r[1], r[2], r[4]]));
    expect(typeof rows[1]![2]).toBe('number');
    // Text stays text: a remark shaped like a formula is a plain string cell.
    expect(rows.at(-1)![7]).toBe('=cmd|"x"');

    const consumes = await sheetRows((await exportXlsx(user.token, '?type=consume')).rawPayload);
    expect(consumes).toHaveLength(1_001);
    expect(new Set(consumes.slice(1).map((r) => r[1]))).toEqual(new Set(['消费']));
  });

  it("exports another user's records never and refuses bad filters and visitors", async () => {
    const stranger = await registerUser(app);
    expect(await sheetRows((await exportXlsx(stranger.token)).rawPayload)).toHaveLength(1);
    expect((await exportXlsx(stranger.token, '?createdAtMin=yesterday')).json().code).toBe(50005);
    expect((await app.inject({ method: 'GET', url: '/gateway/v1/costs/records/exportXlsx' })).json().code).toBe(50003);
  });

  it('breaks the stream when reading fails part-way, never ending a short file as whole', async () => {
    const failing = {
      select: () => {
        throw new Error('database gone');
      },
    } as unknown as Db;
    const stream = recordsXlsx(failing, 1, {});
    const outcome = await new Promise<string>((resolve) => {
      stream.on('error', (error) => resolve(error.message));
      stream.on('end', () => resolve('ended'));
      stream.resume();
    });
    expect(outcome).toBe('database gone');
  });
});

const exportCsvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(','));
