import { readFile } from 'node:fs/promises';
import { certifyViaApi, DEMO_PASSWORD, expect, registerByPhone, signInWithPassword, test, watchErrors } from './fixtures';

/** ¥1234.5 as the pages write it: ¥1,234.50. */
const yuan = (amount: string) => `¥${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a visitor sent to /bss-overview signs in and comes back to it', async ({ page }) => {
  await page.goto('/bss-overview');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbss-overview/);
  await signInWithPassword(page, 'demo_renter', DEMO_PASSWORD);
  await expect(page).toHaveURL('/bss-overview');
  await expect(page.getByRole('heading', { name: '费用总览' })).toBeVisible();
});

test('a renter recharges, spends, reads the overview and exports the records the page shows', async ({ page, browser }) => {
  const errors = watchErrors(page);
  await registerByPhone(page);
  // Ordering compute needs a passed real-name certification.
  await certifyViaApi(page, browser);

  // Recharge ¥500 from the overview.
  await page.goto('/bss-overview');
  await expect(page.getByTestId('overview-balance')).toContainText('¥0.00');
  await page.getByRole('button', { name: '充值' }).click();
  const dialog = page.getByRole('dialog', { name: '账户充值' });
  await dialog.getByText('¥500', { exact: true }).click();
  await dialog.getByRole('button', { name: '去支付' }).click();
  await dialog.getByRole('button', { name: '模拟扫码支付' }).click();
  await expect(dialog.getByText('充值成功，余额已到账').first()).toBeVisible();
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(page.getByTestId('overview-balance')).toContainText('¥500.00');

  // Spend: a one-day prepaid RTX 4090, ordered through the gateway with the renter's session.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: token ?? '' };
  const goods = await (await page.request.get('/gateway/v1/container_goods/containerGoods4ConsolePage?size=100&gpuType=RTX%204090')).json();
  const images = await (await page.request.get('/gateway/v1/image/public')).json();
  const placed = await page.request.post('/gateway/v1/order/createOrder', {
    headers,
    data: { goodsId: goods.data.records[0].id, gpuNumber: 1, billingMode: 'common', periodUnit: 'day', periodCount: 1, imageId: images.data[0].id },
  });
  const order = (await placed.json()).data as { amount: string };
  expect(Number(order.amount)).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByTestId('overview-spent')).toContainText(yuan(order.amount));
  await expect(page.getByTestId('overview-balance')).toContainText(yuan(String(500 - Number(order.amount))));
  await expect(page.getByTestId('overview-forecast')).toContainText('¥');
  // The charts draw on canvas once ECharts has loaded.
  for (const name of ['消费趋势', '按产品', '按 GPU 型号', '按地域', '按实例']) {
    await expect(page.getByRole('img', { name }).locator('canvas')).toBeVisible();
  }
  await page.getByText('近 12 个月').click();
  await expect(page.getByRole('img', { name: '消费趋势' }).locator('canvas')).toBeVisible();

  // The records: a recharge and a consumption; the export holds exactly the rows of the page.
  await page.goto('/bss-Wallet');
  const rows = page.getByTestId('wallet-records').locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.filter({ hasText: '充值' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '消费' })).toHaveCount(1);
  const shown = (await rows.allInnerTexts()).length;
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 CSV' }).click()]);
  const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(csv[0]).toBe('时间,类型,金额（元）,其中授信（元）,余额（元）,渠道,关联单据,说明');
  expect(csv.slice(1)).toHaveLength(shown);
  const amounts = csv.slice(1).map((line) => line.split(',')[2]);
  expect(amounts).toEqual(['-' + Number(order.amount).toFixed(2), '500.00']);
  await expect(page.locator('[data-testid$="-recharge"]')).toContainText('¥500.00');

  // Filtered to consumption, the table and the export agree again.
  await page.getByRole('combobox', { name: '类型' }).click();
  await page.getByTitle('消费', { exact: true }).click();
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(rows).toHaveCount(1);
  const [filtered] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 CSV' }).click()]);
  const filteredRows = (await readFile(await filtered.path())).toString('utf8').trim().split('\r\n').slice(1);
  expect(filteredRows.map((line) => line.split(',')[1])).toEqual(['消费']);

  // An export that fails says so.
  await page.route('**/gateway/v1/costs/records/export**', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: '导出 CSV' }).click();
  await expect(page.getByText('文件导出失败')).toBeVisible();
  expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
});
