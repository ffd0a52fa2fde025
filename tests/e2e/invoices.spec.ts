import { readFile } from 'node:fs/promises';
import { pdfText } from '../gateway/pdf-text';
import { certifyViaApi, expect, registerByPhone, reviewQueueRows, signedInPage, test, watchErrors, claimAndApprove } from './fixtures';

const TITLE = '深圳星河智算科技有限公司';

test('a renter asks for a month invoice to a company title, finance issues it, the renter downloads the PDF', async ({ page, browser }) => {
  // Two people in two browsers, a review and an issued PDF: longer than one page's flow.
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await registerByPhone(page);
  // Ordering compute needs a passed real-name certification.
  await certifyViaApi(page, browser);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: token ?? '' };
  // Recharge ¥500 through the sandbox channel and spend on a one-day prepaid GPU, as the gateway lets any renter.
  const trade = (await (await page.request.post('/gateway/v1/wallet/getWalletRechargePayInfo', { headers, data: { amount: '500' } })).json()).data as { tradeNo: string };
  expect((await (await page.request.post(`/gateway/dev/pay/${trade.tradeNo}`, { headers })).json()).code).toBe(100000);
  const goods = await (await page.request.get('/gateway/v1/container_goods/containerGoods4ConsolePage?size=100&gpuType=RTX%204090')).json();
  const images = await (await page.request.get('/gateway/v1/image/public')).json();
  const placed = await page.request.post('/gateway/v1/order/createOrder', {
    headers,
    data: { goodsId: goods.data.records[0].id, gpuNumber: 1, billingMode: 'common', periodUnit: 'day', periodCount: 1, imageId: images.data[0].id },
  });
  const spent = Number(((await placed.json()).data as { amount: string }).amount).toFixed(2);

  await page.goto('/bss-invoice');
  await expect(page.getByTestId('invoice-invoiceable')).toContainText(`¥${spent}`);

  // A company title: a wrong check digit is refused with its message, the right code is saved (to review: not the certified organisation).
  await page.getByTestId('title-add').click();
  const dialog = page.getByRole('dialog', { name: '新增抬头' });
  await dialog.getByLabel('发票抬头').fill(TITLE);
  await dialog.getByLabel('统一社会信用代码').fill('91440300708461136X');
  await dialog.getByTestId('title-save').click();
  await expect(dialog.getByText('请输入正确的18位统一社会信用代码')).toBeVisible();
  await dialog.getByLabel('统一社会信用代码').fill('91440300708461136T');
  await dialog.getByTestId('title-save').click();
  await expect(dialog).toBeHidden();
  const titleRow = page.getByRole('row').filter({ hasText: TITLE });
  await expect(titleRow).toContainText('审核中');

  // This month's invoice.
  await page.getByTestId('request-open').click();
  const drawer = page.getByRole('dialog', { name: '申请开票' });
  await drawer.getByRole('combobox', { name: '请选择月份' }).click();
  await page.locator('.ant-select-item-option').first().click();
  await drawer.getByLabel('接收邮箱').fill('ap@xinghe.example.cn');
  await drawer.getByTestId('request-submit').click();
  await expect(drawer).toBeHidden();
  const requestRow = page.getByRole('row').filter({ hasText: '按月' });
  await expect(requestRow).toContainText('已提交');
  await expect(page.getByTestId('invoice-invoiceable')).toContainText('¥0.00');

  // Finance (the operator holds review:invoice): approves the title in the review centre, then issues the invoice.
  const userName = (await (await page.request.get('/gateway/v1/user/getUserInfo', { headers })).json()).data.userName as string;
  const finance = await signedInPage(browser, 'demo_operator');
  const queued = await reviewQueueRows(finance, userName);
  await queued.getByRole('link').first().click();
  await claimAndApprove(finance);
  await finance.goto('/admin/invoices');
  const issuing = finance.getByRole('row').filter({ hasText: userName });
  await issuing.getByRole('button', { name: '开具' }).click();
  await expect(issuing).toContainText('已开具');

  await page.reload();
  await expect(requestRow).toContainText('已开具');
  const [download] = await Promise.all([page.waitForEvent('download'), requestRow.getByTestId('invoice-download').click()]);
  const text = pdfText(await readFile((await download.path())!));
  expect(text).toContain(TITLE);
  expect(text).toContain(`¥${spent}`);
  expect(text).toContain('价税合计（大写）');
  expect(errors).toEqual([]);
});
