import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { pdfText } from '../gateway/pdf-text';
import { zipEntries } from '../gateway/zip-entries';
import { certifyViaApi, expect, registerByPhone, signInWithPassword, test, watchErrors } from './fixtures';

/** The current China-time month, as the bill page names it. */
const thisMonth = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);

/** The signed-in user's token, for the calls the spec makes beside the pages. */
const tokenOf = async (page: Page) => (await page.evaluate(() => localStorage.getItem('token'))) ?? '';

/** ¥amount into the wallet through the sandbox channel, then a one-day prepaid RTX 4090: answers what it cost. */
async function rechargeAndSpend(page: Page, amount = '300'): Promise<string> {
  const headers = { authorization: await tokenOf(page) };
  const trade = await (await page.request.post('/gateway/v1/wallet/getWalletRechargePayInfo', { headers, data: { amount } })).json();
  expect((await (await page.request.post(`/gateway/dev/pay/${trade.data.tradeNo}`, { headers })).json()).code).toBe(100000);
  const goods = await (await page.request.get('/gateway/v1/container_goods/containerGoods4ConsolePage?size=100&gpuType=RTX%204090')).json();
  const images = await (await page.request.get('/gateway/v1/image/public')).json();
  const placed = await page.request.post('/gateway/v1/order/createOrder', {
    headers,
    data: { goodsId: goods.data.records[0].id, gpuNumber: 1, billingMode: 'common', periodUnit: 'day', periodCount: 1, imageId: images.data[0].id },
  });
  const order = (await placed.json()) as { code: number; data: { amount: string } };
  expect(order.code).toBe(100000);
  return order.data.amount;
}

/** A resident identity number that passes the check digit (GB 11643), different on every run. */
function identityNumber(): string {
  const body = `110105${1970 + Math.floor(Math.random() * 30)}0${1 + Math.floor(Math.random() * 9)}1${Math.floor(Math.random() * 9)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11];
}

/** The renter sends a personal certification; an operator passes it through the review centre's API (its screens have their own spec). */
async function certify(page: Page, browser: Browser) {
  const userName = (await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo')!).userName)) as string;
  await page.goto('/certification');
  await page.getByText('个人认证', { exact: true }).click();
  await page.getByLabel('真实姓名').fill('李新人');
  await page.getByLabel('身份证号码').fill(identityNumber());
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('提交成功，请等待审核')).toBeVisible();
  const operator = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.250.7.7' } });
  const operatorPage = await operator.newPage();
  await operatorPage.goto('/login');
  await signInWithPassword(operatorPage, 'demo_operator');
  await expect(operatorPage).toHaveURL(/\/container/);
  const operatorToken = await tokenOf(operatorPage);
  await operator.close();
  const queue = await page.request.get(`/gateway/v1/review/page?kind=certification&status=pending&keyword=${encodeURIComponent(userName)}`, { headers: { authorization: operatorToken } });
  const item = ((await queue.json()).data.records as { id: number; applicant: { userName: string } }[]).find((r) => r.applicant.userName === userName);
  expect((await (await page.request.post(`/gateway/v1/review/approve/${item!.id}`, { headers: { authorization: operatorToken }, data: {} })).json()).code).toBe(100000);
  return userName;
}

test('a renter sets a budget and is alerted by SMS and a workbench notice', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  const phone = await registerByPhone(page);
  // Ordering compute needs a real-name certification.
  await certifyViaApi(page, browser);
  const spent = await rechargeAndSpend(page);

  await page.goto('/bss-overview');
  await page.getByTestId('budget-add').click();
  const dialog = page.getByRole('dialog', { name: '新增预算' });
  await dialog.getByLabel('预算名称').fill('本月算力');
  await dialog.getByTestId('budget-amount').fill('10');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await expect(page.getByTestId('budget-row')).toContainText('本月算力');

  // The budget job runs once a minute: the SMS goes through the outbox, the notice to the bell.
  await expect
    .poll(
      async () => {
        const outbox = (await (await page.request.get(`/gateway/dev/outbox?to=${phone}`)).json()) as { data: { scene: string; content: string }[] };
        return outbox.data.find((m) => m.scene === 'budgetAlert')?.content ?? '';
      },
      { timeout: 90_000, intervals: [2000] },
    )
    .toContain(`预算「本月算力」`);
  const sms = (await (await page.request.get(`/gateway/dev/outbox?to=${phone}`)).json()).data.find((m: { scene: string }) => m.scene === 'budgetAlert');
  expect(sms.content).toContain('已达预算 ¥10.00 的 100%');
  expect(sms.content).toContain(`¥${Number(spent).toFixed(2)}`);

  await page.goto('/dashboard');
  const bell = page.getByTestId('notice-bell');
  await expect(bell).toHaveAccessibleName(/通知（\d+ 条未读）/);
  await bell.click();
  await page.getByTestId('notice-list').getByText('预算提醒：本月算力 已达 100%').click();
  await expect(page).toHaveURL('/bss-overview');
  await expect(page.getByTestId('budget-row')).toContainText('已提醒 50% / 80% / 100%');
  expect(errors).toEqual([]);
});

test('a certified renter buys the new-user package once; a second try is refused with its message', async ({ page, browser }) => {
  await registerByPhone(page);
  const userName = await certify(page, browser);

  // A second browser of the same person, open on the offer before the first one pays.
  const other = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.250.7.8' } });
  const stale = await other.newPage();
  await stale.goto('/login?redirect=%2Fbss-overview');
  await signInWithPassword(stale, userName, 'Fresh@2025');
  await expect(stale).toHaveURL('/bss-overview');
  await expect(stale.getByTestId('package-buy')).toBeVisible();

  await page.goto('/bss-overview');
  const card = page.getByTestId('new-user-package');
  await card.getByText('支付宝').click();
  await card.getByTestId('package-buy').click();
  await expect(card.getByText(/支付单 \S+ 已创建/)).toBeVisible();
  await card.getByTestId('package-sandbox-pay').click();
  await expect(page.getByText('支付成功，卡时已到账')).toBeVisible();
  await expect(card.getByTestId('package-refused')).toHaveText('您已购买过新人算力包，卡时可在「我的卡券」中查看。');
  await expect(card.getByTestId('package-buy')).toHaveCount(0);

  await stale.getByTestId('package-buy').click();
  await expect(stale.getByText('您已购买过新人算力包（每位实名认证用户限购一次）')).toBeVisible();
  await other.close();
});

test('a renter reads the monthly bill, exports the detail bill and downloads the statement PDF and the accountant pack', async ({ page, browser }) => {
  const errors = watchErrors(page);
  await registerByPhone(page);
  await certifyViaApi(page, browser);
  const spent = Number(await rechargeAndSpend(page)).toFixed(2);
  const month = thisMonth();

  await page.goto('/bss-bill');
  await expect(page.getByRole('tab', { name: '月账单', selected: true })).toBeVisible();
  // A prepaid purchase is billed at once (postpaid use the next day).
  const products = page.getByRole('row').filter({ hasText: '弹性GPU（包年包月）' });
  await expect(products).toContainText('预付费');
  await expect(page.getByTestId('bill-month-total')).toHaveText(`¥${spent}`);
  await expect(page.getByTestId('bill-pack-note')).toContainText('0 张发票与 0 份合同');

  const [statement] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bill-statement').click()]);
  expect(statement.suggestedFilename()).toBe(`对账单-${month}.pdf`);
  const text = pdfText(await readFile((await statement.path())!));
  expect(text).toContain(`账期：${month}`);
  expect(text).toContain(`¥${spent}`);

  const [pack] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bill-pack').click()]);
  expect(pack.suggestedFilename()).toBe(`会计资料包-${month}.zip`);
  const files = zipEntries(await readFile((await pack.path())!));
  expect([...files.keys()].sort()).toEqual(['README.txt', `bill-lines-${month}.csv`, `statement-${month}.pdf`]);
  expect(pdfText(files.get(`statement-${month}.pdf`)!)).toContain(`¥${spent}`);
  const lines = files.get(`bill-lines-${month}.csv`)!.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines.slice(1).map((line) => line.split(',').at(-1))).toEqual([spent]);

  // The detail bill, per month and instance: one row, the export holds exactly it.
  await page.getByRole('tab', { name: '明细账单' }).click();
  await page.getByText('按实例', { exact: true }).click();
  // The select shows its value (按日) over its input: open it by its box.
  await page.locator('.ant-select', { has: page.getByRole('combobox', { name: '统计周期' }) }).click();
  await page.getByTitle('按月', { exact: true }).click();
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(month);
  await expect(page.getByTestId('bill-detail-total')).toContainText(`应付 ¥${spent}（1 行）`);
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bill-detail-export').click()]);
  const exported = (await readFile((await csv.path())!)).toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(exported).toHaveLength(2);
  expect(exported[1]!.split(',')).toEqual(expect.arrayContaining([month, '弹性GPU（包年包月）', '预付费', spent]));

  // An export that fails says so.
  await page.route('**/gateway/v1/costs/bill/detail/export**', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByTestId('bill-detail-export').click();
  await expect(page.getByText('文件导出失败')).toBeVisible();
  expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
});
