import type { Page } from '@playwright/test';
import { formatYuan, fromMinor, toMinor } from '../../src/shared/core/money';
import { certifyViaApi, expect, registerByPhone, reviewQueueRows, signedInPage, test, watchErrors } from './fixtures';

/**
 * 管理 › 审核中心 end to end: an operator decides what applicants sent in, in the operator's own
 * browser, and each applicant sees the outcome in theirs.
 */

/** A 1×1 PNG: a business licence as the applicant's file picker would send it. */
const LICENCE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const suffix = () => Math.random().toString(36).slice(2, 7).toUpperCase();

/** Find an applicant's waiting item in the queue by their user name, and open it. */
async function openFromQueue(operator: Page, userName: string, title: string) {
  const row = await reviewQueueRows(operator, userName);
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: title }).click();
  await expect(operator.getByRole('heading', { level: 1 })).toContainText(title);
}

const userNameOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('userInfo')!).userName as string);

test('an operator approves an organisation certification and the applicant’s banner shows the organisation', async ({ page, browser }) => {
  const errors = watchErrors(page);
  const company = `杭州${suffix()}智算科技有限公司`;
  await registerByPhone(page);
  const userName = await userNameOf(page);

  // The applicant sends an organisation certification with the licence.
  await page.goto('/certification');
  await page.getByLabel('企业名称').fill(company);
  await page.getByLabel('统一社会信用代码').fill('91350100M000100Y43');
  await page.getByLabel('营业执照').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: LICENCE });
  await page.getByLabel('联系人').fill('李四');
  await page.getByLabel('联系电话').fill('13800000008');
  await page.getByLabel('联系邮箱').fill('li@example.cn');
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('提交成功，请等待审核')).toBeVisible();
  await page.goto('/');
  await page.getByRole('button', { name: '用户菜单' }).click();
  await expect(page.getByTestId('certification-banner')).toContainText('审核中');

  // The operator finds it, opens the licence, claims and approves it.
  const operator = await signedInPage(browser, 'demo_operator');
  await openFromQueue(operator, userName, company);
  // In full, to compare with the licence; the page says the view is audited (issue 25).
  await expect(operator.getByTestId('review-fields')).toContainText('91350100M000100Y43');
  await expect(operator.getByTestId('review-fields')).toContainText(company);
  await expect(operator.getByTestId('review-personal-hint')).toHaveText('完整信息仅供核对证件，本次查看已记入审计日志');
  await expect(operator.getByTestId('evidence-image')).toBeVisible();
  await operator.getByRole('button', { name: /认领/ }).first().click();
  await expect(operator.getByTestId('review-state')).toContainText('您已认领该申请');
  await operator.getByRole('button', { name: /通过申请/ }).click();
  await expect(operator.getByTestId('review-state')).toContainText('已由 演示运营');
  await expect(operator.getByTestId('review-state')).toContainText('已通过');
  await expect(operator.getByTestId('review-history')).toContainText('通过');

  // The applicant's page, left open, shows it by itself: the unread count is asked every 30 s, and
  // the new notice refreshes the user's views (no reload, no focus change).
  await page.getByRole('button', { name: '用户菜单' }).click();
  await expect(page.getByTestId('certification-banner')).toContainText(company, { timeout: 45_000 });
  await expect(page.getByTestId('certification-banner')).toContainText('已认证');

  // The workbench bell has the notice; opening it leads to the certification page.
  await page.goto('/dashboard');
  const bell = page.getByTestId('notice-bell');
  await expect(bell).toHaveAccessibleName('通知（1 条未读）');
  await bell.click();
  await page.getByTestId('notice-list').getByText('实名认证已通过').click();
  await expect(page).toHaveURL('/certification');
  await expect(page.getByTestId('certification-outcome')).toContainText(`认证已通过，认证主体：${company}`);
  expect(errors).toEqual([]);
  await operator.context().close();
});

test('a rejection’s reason reaches the applicant, who corrects it and resubmits as round 2', async ({ page, browser }) => {
  const name = `王${suffix().slice(0, 2)}`;
  await registerByPhone(page);
  const userName = await userNameOf(page);
  await page.goto('/certification');
  await page.getByText('个人认证', { exact: true }).click();
  await page.getByLabel('真实姓名').fill(name);
  await page.getByLabel('身份证号码').fill('11010519491231002X');
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('提交成功，请等待审核')).toBeVisible();

  // The operator rejects it with a template, completed in their own words.
  const operator = await signedInPage(browser, 'demo_operator');
  await openFromQueue(operator, userName, name);
  await operator.getByRole('tab', { name: '驳回' }).click();
  // Without a reason nothing is sent.
  await operator.getByRole('button', { name: /驳回申请/ }).click();
  await expect(operator.getByText('请填写驳回原因')).toBeVisible();
  const template = '姓名与身份证号核验不一致，请核对后重新提交';
  await operator.getByText(template, { exact: true }).click();
  const reason = operator.getByLabel('理由');
  await expect(reason).toHaveValue(template);
  await reason.fill(`${template}（身份证号与姓名不匹配）`);
  await operator.getByRole('button', { name: /驳回申请/ }).click();
  await expect(operator.getByTestId('review-state')).toContainText('已驳回');

  // The applicant sees the reason, corrects and sends it again.
  await page.goto('/certification');
  await expect(page.getByTestId('certification-outcome')).toContainText(`认证未通过：${template}（身份证号与姓名不匹配）`);
  await expect(page.getByRole('heading', { name: '修改后重新提交' })).toBeVisible();
  await expect(page.getByLabel('真实姓名')).toHaveValue(name);
  await page.getByLabel('身份证号码').fill('11010519491231002X');
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('提交成功，请等待审核')).toBeVisible();
  await expect(page.getByRole('main').getByText('审核中', { exact: true })).toBeVisible();

  // The queue has round 2, which lists round 1 and its reason.
  await openFromQueue(operator, userName, name);
  await expect(operator.getByRole('heading', { level: 1 })).toContainText('第 2 轮');
  await expect(operator.getByTestId('earlier-rounds')).toContainText('第 1 轮');
  await expect(operator.getByTestId('earlier-rounds')).toContainText(template);
  await operator.context().close();
});

test('an approved credit line shows in the applicant’s wallet and buy drawer and pays an order', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const company = `深圳${suffix()}智算科技有限公司`;
  await registerByPhone(page);
  const userName = await userNameOf(page);
  // Ordering compute (below) needs a passed real-name certification.
  await certifyViaApi(page, browser, '陈女士');

  await page.goto('/marketing/credit-recharge');
  await page.getByLabel('企业名称').fill(company);
  await page.getByLabel('统一社会信用代码').fill('91440300708461136T');
  await page.getByLabel('联系人').fill('陈女士');
  await page.getByLabel('联系电话').fill('13600001234');
  await page.getByLabel('期望额度（元）').fill('100000');
  await page.getByLabel('资金用途').fill('训练集群的算力采购，按月结算。');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByTestId('credit-status')).toContainText('银行审核中');

  // The operator grants ¥50,000 with the bank's reference (both are required).
  const operator = await signedInPage(browser, 'demo_operator');
  await openFromQueue(operator, userName, company);
  await operator.getByRole('button', { name: /通过申请/ }).click();
  await expect(operator.getByText('请填写授信额度')).toBeVisible();
  await expect(operator.getByText('请填写银行授信编号')).toBeVisible();
  await operator.getByLabel('授信额度（元）').fill('50000');
  await operator.getByLabel('银行授信编号').fill('ICBC-E2E-0001');
  await operator.getByRole('button', { name: /通过申请/ }).click();
  await expect(operator.getByTestId('review-state')).toContainText('已通过');
  await expect(operator.getByTestId('review-fields')).toContainText('ICBC-E2E-0001');
  await operator.context().close();

  // The applicant's credit page shows the line; the wallet shows it at once.
  await page.goto('/marketing/credit-recharge');
  await expect(page.getByTestId('credit-status')).toContainText('已通过');
  await expect(page.getByTestId('credit-granted')).toHaveText('50,000 元');
  await page.getByRole('button', { name: '查看账户' }).click();
  await expect(page.getByTestId('recharge-credit')).toHaveText('可用授信：¥50,000.00（授信总额 ¥50,000.00）');
  await page.keyboard.press('Escape');

  // A new account has no balance: a day's rental is paid from the credit line.
  await page.goto('/gpu-market');
  await page.getByRole('article').filter({ hasText: 'RTX 4090' }).first().getByRole('button', { name: /租用 RTX 4090/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('buy-funds')).toContainText('余额 ¥0.00');
  await expect(drawer.getByTestId('buy-funds')).toContainText('授信额度 ¥50,000.00');
  await drawer.getByText('包天', { exact: true }).click();
  await expect(drawer.getByText('应付金额')).toBeVisible();
  await expect(drawer.getByTestId('quote-total')).toHaveText(/^¥\d+\.\d\d$/);
  await drawer.getByRole('button', { name: '立即下单' }).click();
  await expect(page).toHaveURL('/container', { timeout: 30_000 });

  // What the order cost came out of the credit line: the workbench's wallet shows what is left.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const orders = await (await page.request.get('/gateway/v1/order/page?current=1&size=1', { headers: { authorization: token! } })).json();
  const paid = orders.data.records[0] as { amount: string; billingMode: string };
  expect(paid.billingMode).not.toBe('timed');
  expect(toMinor(paid.amount)).toBeGreaterThan(0);
  await page.goto('/dashboard');
  const wallet = page.locator('#wallet');
  await expect(wallet).toContainText(`可用授信${formatYuan(fromMinor(toMinor('50000.00') - toMinor(paid.amount)))}`);
  await expect(wallet).toContainText('可用余额¥0.00');
});

test('on the board, dragging a card to 已认领 claims it and 放回 gives it back', async ({ browser }) => {
  test.setTimeout(90_000);
  const operator = await signedInPage(browser, 'demo_operator');
  await operator.goto('/admin/review-board');
  await expect(operator.getByRole('heading', { name: '审核看板' })).toBeVisible();
  await expect(operator.getByTestId('queue-times-kind').first()).toContainText('待审核');
  // A demo applicant waiting since yesterday (seeded for the running product).
  const waiting = operator.getByTestId('board-column-waiting');
  const claimed = operator.getByTestId('board-column-claimed');
  const card = waiting.getByTestId('board-card').filter({ hasText: '张伟' });
  await expect(card).toBeVisible();
  // Dropped on the column's heading (in view, so nothing scrolls under the pointer mid-drag).
  await card.dragTo(claimed.getByText('已认领', { exact: true }));
  const held = claimed.getByTestId('board-card').filter({ hasText: '张伟' });
  await expect(held).toContainText('我');
  await held.getByRole('button', { name: /放回/ }).click();
  await expect(waiting.getByTestId('board-card').filter({ hasText: '张伟' })).toBeVisible();
  await expect(claimed.getByTestId('board-card').filter({ hasText: '张伟' })).toHaveCount(0);
  await operator.context().close();
});
