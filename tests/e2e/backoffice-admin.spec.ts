import { readFile } from 'node:fs/promises';
import { expect, registerByPhone, signedInPage, test, watchErrors } from './fixtures';

/**
 * 管理 › 卡券 and 用户 end to end: an operator issues a card batch and exports its codes once; a
 * renter redeems an exported code and sees the balance; the operator makes that renter a supplier.
 */

/** The CSV's data rows as [batch, card number, code]. */
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/)
    .slice(1)
    .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));

test('an operator issues a card batch, a renter redeems an exported code, the operator makes the renter a supplier', async ({ page, browser }) => {
  const errors = watchErrors(page);
  const batchName = `E2E 余额卡 ${Math.random().toString(36).slice(2, 7)}`;

  // The operator issues two ¥66 cards.
  const operator = await signedInPage(browser, 'demo_operator', { acceptDownloads: true });
  await operator.goto('/admin/cards');
  await expect(operator.getByRole('heading', { name: '卡券', level: 1 })).toBeVisible();
  await operator.getByRole('button', { name: '发行卡券' }).click();
  const form = operator.getByRole('dialog', { name: '发行卡券' });
  await form.getByLabel('批次名称').fill(batchName);
  await form.getByLabel('面值').fill('66');
  await form.getByLabel('发行数量').fill('2');
  await form.getByRole('button', { name: /^发\s?行$/ }).click();

  // The codes show once; exporting saves them as CSV.
  const codes = operator.getByRole('dialog', { name: `卡密 · ${batchName}` });
  await expect(codes.getByText('卡密只显示这一次')).toBeVisible();
  await expect(codes.getByTestId('card-code')).toHaveCount(2);
  const [download] = await Promise.all([operator.waitForEvent('download'), codes.getByRole('button', { name: /导出 CSV/ }).click()]);
  const rows = csvRows(await readFile((await download.path())!, 'utf8'));
  expect(rows).toHaveLength(2);
  const [batch, cardNumber, cardCode] = rows[0]!;
  expect(batch).toBe(batchName);
  await expect(codes.getByTestId('card-code').first()).toHaveText(cardCode!);
  await expect(operator.getByText('卡密已导出')).toBeVisible();
  await codes.getByRole('button', { name: /^关\s?闭$/ }).click();
  await expect(codes).toBeHidden();
  const row = operator.getByRole('row').filter({ hasText: batchName });
  await expect(row).toContainText('0 / 2');
  await expect(row).toContainText('已导出');

  // A renter redeems the exported code and sees the balance.
  await registerByPhone(page);
  const userName = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo')!).userName as string);
  await page.goto('/');
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('button', { name: '我的卡券' }).click();
  const wallet = page.getByRole('dialog', { name: '我的卡券' });
  await expect(wallet.getByTestId('wallet-balance')).toHaveText('账户余额：¥0.00');
  await wallet.getByLabel('卡号').fill(cardNumber!);
  await wallet.getByLabel('兑换码').fill(cardCode!);
  await wallet.getByRole('button', { name: '立即兑换' }).click();
  await expect(wallet.getByRole('status')).toHaveText('兑换成功，已到账 ¥66.00 余额');
  await expect(wallet.getByTestId('wallet-balance')).toHaveText('账户余额：¥66.00');

  // The operator's redemption report names the renter.
  await operator.reload();
  await operator.getByRole('row').filter({ hasText: batchName }).getByRole('button', { name: `兑换报告 ${batchName}` }).click();
  const report = operator.getByRole('dialog', { name: `兑换报告 · ${batchName}` });
  await expect(report.getByRole('row').filter({ hasText: cardNumber! })).toContainText(userName);

  // The operator makes the renter a supplier.
  await operator.goto('/admin/users');
  const keyword = operator.getByLabel('用户名 / 昵称 / 手机 / 邮箱');
  await keyword.fill(userName);
  await keyword.press('Enter');
  const userRow = operator.getByRole('row').filter({ hasText: userName });
  await expect(userRow).toHaveCount(1);
  await userRow.getByRole('button', { name: /查\s?看/ }).click();
  await expect(operator.getByTestId('user-roles')).toHaveText('租户');
  await operator.getByRole('checkbox', { name: '资源供应商' }).check();
  await operator.getByRole('button', { name: '保存角色' }).click();
  await expect(operator.getByText('角色已更新')).toBeVisible();
  await expect(operator.getByTestId('user-roles')).toContainText('资源供应商');
  expect(errors).toEqual([]);
});
