import type { Page } from '@playwright/test';
import { claimAndApprove, expect, registerByPhone, reviewQueueRows, signedInPage, test, watchErrors } from './fixtures';

/**
 * The supplier side end to end: a certified renter becomes a supplier, builds a plan in the wizard
 * (autosaved, reset), submits, withdraws and resubmits it; the operator approves; the plan is
 * published and its GPUs are rented on /gpu-market; the supplier sees the vendor order, the week is
 * closed, and the confirmed statement's net reaches the wallet.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const suffix = () => Math.random().toString(36).slice(2, 6).toUpperCase();
const userNameOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('userInfo')!).userName as string);

/** The operator finds the applicant's waiting item, claims it and approves it. */
async function approve(operator: Page, userName: string, title: string) {
  const row = (await reviewQueueRows(operator, userName)).filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: title }).click();
  await expect(operator.getByRole('heading', { level: 1 })).toContainText(title);
  await claimAndApprove(operator);
}

test('a renter becomes a supplier, sells a plan on the market, and is paid for the week', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  const id = suffix();
  const name = `周${id.slice(0, 2)}`;
  const planName = `杭州集群${id}`;
  const gpuModel = `L20-${id}`;

  // A certified renter.
  await registerByPhone(page);
  const userName = await userNameOf(page);
  await page.goto('/certification');
  await page.getByText('个人认证', { exact: true }).click();
  await page.getByLabel('真实姓名').fill(name);
  await page.getByLabel('身份证号码').fill('11010519491231002X');
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('提交成功，请等待审核')).toBeVisible();
  const operator = await signedInPage(browser, 'demo_operator');
  await approve(operator, userName, name);

  // Applies as a supplier: the agreement must be accepted.
  await page.goto('/account/supplier');
  await expect(page.getByRole('heading', { name: '成为供应商', level: 1 })).toBeVisible();
  await expect(page.getByTestId('supplier-status')).toHaveText('未申请');
  await page.getByLabel('联系人姓名').fill(name);
  await page.getByLabel('联系电话').fill('13912345678');
  await page.getByLabel('联系邮箱').fill('ops@idc.example.cn');
  await page.getByLabel('银行账号').fill('6214 8301 2345 6789');
  await page.getByLabel('开户银行').fill('招商银行');
  await page.getByLabel('开户支行').fill('杭州分行营业部');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请阅读并同意《资源供应商协议》')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('提交成功，请等待审核')).toBeVisible();
  await expect(page.getByTestId('supplier-status')).toHaveText('审核中');

  await approve(operator, userName, name);
  await page.reload();
  await expect(page.getByTestId('supplier-status')).toHaveText('已通过');
  // The supplier role arrives with the user info: 我的变现 appears.
  await expect(page.getByRole('menuitem', { name: /我的变现/ })).toBeVisible();
  await page.getByRole('button', { name: '去创建供应方案' }).click();
  await expect(page).toHaveURL('/bss-profit');

  // The wizard: step 0 in add mode; the draft saves itself once it has a name.
  await page.getByRole('link', { name: '新建供应方案' }).click();
  await expect(page).toHaveURL('/bss-profit/add-or-update');
  await expect(page.getByRole('heading', { name: '新建供应方案', level: 1 })).toBeVisible();
  await expect(page.getByTestId('plan-steps')).toHaveAttribute('data-step', '0');
  await expect(page.getByTestId('save-state')).toHaveText('尚未保存');
  await page.getByLabel('方案名称').fill(planName);
  await expect(page.getByTestId('save-state')).toHaveText('已保存');
  await expect(page).toHaveURL(/\/bss-profit\/add-or-update\/\d+$/);
  const planId = page.url().split('/').pop()!;
  // The saved plan now has its own page (update mode), and the blank 'new plan' tab is gone.
  await expect(page.locator(`form#supplier-plan-${planId}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: '编辑供应方案', level: 1 })).toBeVisible();
  await expect(page.getByLabel('方案名称')).toHaveValue(planName);

  // Reset restores the defaults and the first step.
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByTestId('plan-steps')).toHaveAttribute('data-step', '1');
  await page.getByLabel('单机 GPU 卡数').fill('4');
  await page.getByRole('button', { name: '重置' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByTestId('plan-steps')).toHaveAttribute('data-step', '0');
  await expect(page.getByLabel('方案名称')).toHaveValue('');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByLabel('单机 GPU 卡数')).toHaveValue('8');
  await page.getByRole('button', { name: '上一步' }).click();

  // Fill it in again, through every step.
  await page.getByLabel('方案名称').fill(planName);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('GPU 型号').fill(gpuModel);
  await page.getByLabel('单卡显存（GB）').fill('48');
  await page.getByLabel('公网 IP').fill('203.0.113.10');
  await expect(page.getByTestId('income-estimate')).toContainText('每周可售');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('每周出售时段', { exact: false }).or(page.getByText('按潮汐时段选择')).first()).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.locator('input[type=file]').first().setInputFiles({ name: 'rack.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('rack.png')).toBeVisible();
  await expect(page.getByTestId('save-state')).toHaveText('已保存');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByTestId('plan-steps')).toHaveAttribute('data-step', '4');
  // The sale time in days and hours, the same line the reviewer will read (issue 25: 7 here, 12 there).
  const saleTime = await page.getByTestId('plan-sale-time').innerText();
  expect(saleTime).toMatch(/^每周 7 天共 98 小时（/);
  await page.getByRole('button', { name: '保存并提交审核' }).click();
  await expect(page).toHaveURL('/bss-profit');
  const planRow = page.getByRole('row').filter({ hasText: planName });
  await expect(planRow.getByTestId('plan-status')).toHaveText('审核中');

  // Withdraw, then submit again.
  await planRow.getByRole('button', { name: '撤回审核' }).click();
  await expect(planRow.getByTestId('plan-status')).toHaveText('草稿');
  await planRow.getByRole('button', { name: '提交审核' }).click();
  await expect(planRow.getByTestId('plan-status')).toHaveText('审核中');

  // The operator reads the plan as the supplier did (sale time, prices, CPU, IP, the region by name), approves it; the supplier publishes it.
  const planItem = (await reviewQueueRows(operator, userName)).filter({ hasText: planName });
  await planItem.getByRole('link', { name: planName }).click();
  const fields = operator.getByTestId('review-fields');
  await expect(fields).toContainText(saleTime);
  await expect(fields).toContainText('华东一区（上海），公网 IP 203.0.113.10');
  await expect(fields).toContainText(/日间 ¥[\d.]+\/卡时，夜间 ¥[\d.]+\/卡时/);
  await expect(fields).toContainText('CPU AMD EPYC 7542 64 核');
  await expect(fields).not.toContainText('cn-east-1');
  await claimAndApprove(operator);
  await page.reload();
  await expect(planRow.getByTestId('plan-status')).toHaveText('审核通过');
  await planRow.getByRole('button', { name: '发布' }).click();
  await expect(planRow.getByTestId('plan-status')).toHaveText('已发布');

  // A renter finds the plan's GPUs on /gpu-market and rents a day of them.
  const renter = await signedInPage(browser, 'demo_renter');
  await renter.goto('/gpu-market');
  const filters = renter.getByRole('region', { name: '筛选条件' });
  await filters.getByRole('button', { name: gpuModel, exact: true }).click();
  const offer = renter.getByRole('article').filter({ hasText: gpuModel }).first();
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: new RegExp(`租用 ${gpuModel}`) }).click();
  const drawer = renter.getByRole('dialog');
  await drawer.getByText('包天', { exact: true }).click();
  // Order once the day's quote is in (a click while it is refreshing is ignored by design).
  await expect(drawer.getByText(/原价 ¥[\d.]+，[\d.]+ 折/)).toBeVisible();
  await drawer.getByRole('button', { name: '立即下单' }).click();
  await expect(renter).toHaveURL('/container');

  // The supplier sees the order on their machines, the renter masked.
  await page.goto('/bss-order/vender');
  const orderRow = page.getByRole('row').filter({ hasText: planName });
  await expect(orderRow).toContainText('138****0001');
  await expect(orderRow).toContainText(gpuModel);

  // The week is closed (the dev tools close it now rather than on Monday), and the statement shows.
  const closed = await page.request.post('/gateway/dev/supplier/closeWeek');
  expect(((await closed.json()) as { code: number }).code).toBe(100000);
  await page.goto('/bss-profit');
  await page.getByRole('tab', { name: '结算单' }).click();
  await page.getByRole('button', { name: /^查看/ }).first().click();
  await expect(page).toHaveURL(/\/bss-profit\/bill\/\d+$/);
  await expect(page.getByTestId('statement-status')).toHaveText('待确认');
  const figure = (title: string) => page.locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content-value');
  const gross = Number((await figure('总收入').innerText()).replace(/[¥,]/g, ''));
  const fee = Number((await figure('平台服务费').innerText()).replace(/[¥,]/g, ''));
  const net = (await figure('净收入').innerText()).replace(/[¥,]/g, '');
  // A day of the plan's cards was rented: the fee is 10 % of it, and the net is what is left (or the floor).
  expect(gross).toBeGreaterThan(0);
  expect(fee).toBeCloseTo(gross * 0.1, 2);
  expect(Number(net)).toBeGreaterThanOrEqual(gross - fee - 0.005);
  await expect(page.getByRole('table').filter({ hasText: '平台服务费（费率 10.00%）' })).toBeVisible();
  // On sale for a few minutes of the week: the floor is pro-rated, and the page says by what (issue 25).
  await expect(page.getByTestId('statement-pro-rata')).toContainText(/保底收入按上架时长折算：\d+ 分钟 \/ 168 小时，本周保底 ¥[\d.,]+/);
  await page.getByRole('button', { name: '确认结算单' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByTestId('statement-status')).toHaveText('已结算');

  // The wallet shows the income.
  await page.goto('/dashboard');
  await expect(page.locator('#wallet')).toContainText(Number(net).toLocaleString('en-US', { minimumFractionDigits: 2 }));
  expect(errors).toEqual([]);
  await operator.context().close();
  await renter.context().close();
});
