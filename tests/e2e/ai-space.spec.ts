import type { Page } from '@playwright/test';
import { claimAndApprove, expect, registerByPhone, reviewQueueRows, signedInPage, signInWithPassword, test, watchErrors } from './fixtures';

/**
 * Gated models and report downloads (issue 22): a gated model's access request is approved by an
 * operator in the review centre and the requester then sees the files; a report downloads after
 * login and its count goes up by one.
 */

const GATED = 'Llama-3.2-3B-Instruct';
const userNameOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('userInfo')!).userName as string);

test('a gated model\'s request is approved by an operator and the requester then sees the files', async ({ page, browser }) => {
  // Two people in two browsers, the applicant registering: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  await registerByPhone(page);
  const userName = await userNameOf(page);
  await page.goto(`/ai-market/model/${GATED}?tab=files`);
  await expect(page.getByTestId('gated-badge')).toBeVisible();
  const gate = page.getByTestId('model-gate');
  await expect(gate).toContainText('该模型需申请访问');
  await expect(page.getByTestId('model-files')).toHaveCount(0);
  // A required answer left out is named in place.
  await gate.getByLabel('姓名').fill('李雷');
  await gate.getByRole('button', { name: '提交访问申请' }).click();
  await expect(gate).toContainText('请填写所在机构');
  await gate.getByLabel('所在机构').fill('示例科技有限公司');
  await gate.getByLabel('国家或地区').fill('中国');
  await gate.getByLabel('使用用途').fill('评测端侧模型在客服问答中的效果');
  await gate.getByRole('button', { name: '提交访问申请' }).click();
  await expect(gate).toContainText('访问申请审核中');
  await expect(page.getByTestId('queue-position')).toHaveText(/第 \d+ 位/);

  const operator = await signedInPage(browser, 'demo_operator');
  const row = await reviewQueueRows(operator, userName);
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: new RegExp(GATED) }).click();
  await expect(operator.getByText('评测端侧模型在客服问答中的效果')).toBeVisible();
  await claimAndApprove(operator);

  await page.reload();
  await expect(page.getByTestId('model-files')).toBeVisible();
  await expect(page.getByTestId('model-files')).toContainText('tokenizer.json');
  expect(errors).toEqual([]);
});

test('a report downloads after login and its count goes up by one', async ({ page }) => {
  await page.goto('/club/knowledge/detail/kb-2025-tidal-economics');
  const link = page.getByTestId('report-download');
  await expect(link).toHaveText('登录后下载报告 PDF');
  await link.click();
  await expect(page).toHaveURL(/\/login\?.*redirect=%2Fclub%2Fknowledge%2Fdetail%2Fkb-2025-tidal-economics/);
  await signInWithPassword(page, 'demo_renter');
  await expect(page).toHaveURL('/club/knowledge/detail/kb-2025-tidal-economics');

  const meta = page.getByTestId('content-article').getByText(/\d+ 次下载/);
  const before = Number((await meta.textContent())!.match(/(\d+) 次下载/)![1]);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-download').click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await expect(meta).toHaveText(`${before + 1} 次下载`);
});
