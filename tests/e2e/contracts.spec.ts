import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, latestCode, registerByPhone, requestCode, signInWithPassword, test, watchErrors } from './fixtures';

/**
 * 合同管理 (issue 24): a certified renter generates a framework contract, signs it with the SMS code
 * from the dev outbox, sees it in force and signed by both sides, downloads the PDF whose SHA-256 is
 * the one the page shows, and checks that file with 验证文件.
 */
test('a renter generates a framework contract, signs it with the SMS code and downloads the PDF whose SHA-256 is the one shown', async ({ page, browser }) => {
  const errors = watchErrors(page);
  const phone = await registerByPhone(page);
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  const userName = (await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo')!).userName)) as string;

  // Certified as a person (the contract is filled from the certification), passed by an operator through the review API.
  const certify = await page.request.post('/gateway/v1/user/certification/certify', {
    headers: { authorization: token },
    data: { type: 'personal', name: '李雷', code: '110101199003070011', contactName: '李雷', contactPhone: phone, contactEmail: 'lilei@example.cn' },
  });
  expect((await certify.json()).code).toBe(100000);
  const operator = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.250.7.7' } });
  const operatorPage = await operator.newPage();
  await operatorPage.goto('/login');
  await signInWithPassword(operatorPage, 'demo_operator');
  await expect(operatorPage).not.toHaveURL(/\/login/);
  const operatorToken = (await operatorPage.evaluate(() => localStorage.getItem('token')))!;
  await operator.close();
  const queue = await page.request.get(`/gateway/v1/review/page?kind=certification&status=pending&keyword=${encodeURIComponent(userName)}`, { headers: { authorization: operatorToken } });
  const item = ((await queue.json()).data.records as { id: number; applicant: { userName: string } }[]).find((r) => r.applicant.userName === userName)!;
  expect((await (await page.request.post(`/gateway/v1/review/approve/${item.id}`, { headers: { authorization: operatorToken }, data: {} })).json()).code).toBe(100000);

  // Generate a 24-month framework contract: a draft filled from the certification.
  await page.goto('/bss-contract');
  await expect(page.getByRole('heading', { name: '合同管理' })).toBeVisible();
  await page.getByRole('button', { name: '生成合同' }).click();
  const form = page.getByRole('dialog', { name: '生成合同' });
  await expect(form.getByText('使用模板：算力服务框架协议（v1）')).toBeVisible();
  await form.getByText('24 个月').click();
  await form.getByLabel('联系地址').fill('北京市海淀区中关村大街 1 号');
  await form.getByRole('button', { name: '生成草稿' }).click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.getByTestId('contract-status')).toHaveText('草稿');
  await expect(drawer.getByTestId('contract-text')).toContainText('甲方（用户）：李雷');
  await expect(drawer.getByTestId('contract-text')).toContainText('期限 24 个月');

  // Start signing, then sign with the typed name and the code from the outbox.
  await drawer.getByRole('button', { name: '确认内容，发起签署' }).click();
  await expect(drawer.getByTestId('contract-status')).toHaveText('待签署');
  await drawer.getByRole('button', { name: '签署合同' }).click();
  const sign = page.getByRole('dialog', { name: '签署合同' });
  await sign.getByLabel('签署人姓名').fill('李雷');
  await requestCode(page, sign.getByRole('button', { name: /获取验证码/ }));
  await sign.getByLabel('短信验证码').fill(await latestCode(page, phone));
  await sign.getByRole('button', { name: '确认签署' }).click();
  await expect(page.getByText('合同签署成功，平台已自动盖章')).toBeVisible();
  await expect(sign).toBeHidden();

  await expect(drawer.getByTestId('contract-status')).toHaveText('已生效');
  await expect(drawer.getByTestId('user-signature')).toContainText('已签署 · 李雷 · 输入姓名');
  await expect(drawer.getByTestId('platform-signature')).toContainText('已签署 · 自动盖章');
  const shown = (await drawer.getByTestId('contract-sha256').textContent())!.trim();
  expect(shown).toMatch(/^[a-f0-9]{64}$/);

  // The downloaded file is exactly the document whose hash is shown.
  const [download] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: '下载 PDF' }).click()]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(shown);

  // The list shows it in force; 验证文件 recognises the downloaded copy.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const row = page.getByTestId('contract-table').locator('tr.ant-table-row').filter({ hasText: '算力服务框架协议' });
  await expect(row.getByTestId('contract-status')).toHaveText('已生效');
  await page.getByRole('button', { name: '验证文件' }).click();
  await page.getByTestId('verify-file').setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/pdf', buffer: bytes });
  await expect(page.getByTestId('verify-result')).toContainText('未被修改');
  await expect(page.getByTestId('verify-result')).toContainText(shown);
  expect(errors).toEqual([]);
});
