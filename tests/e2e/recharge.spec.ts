import { expect, registerByPhone, test, watchErrors } from './fixtures';

test('recharge the wallet through the sandbox cashier and see the balance arrive', async ({ page }) => {
  const errors = watchErrors(page);
  await registerByPhone(page);
  await page.goto('/');
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('button', { name: '账户充值' }).click();
  const dialog = page.getByRole('dialog', { name: '账户充值' });
  await expect(dialog.getByTestId('recharge-balance')).toHaveText('当前余额：¥0.00');
  await dialog.getByLabel('其他金额').fill('0.5');
  await expect(dialog.getByText('单次充值金额须在1至100000元之间')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '去支付' })).toBeDisabled();
  await dialog.getByText('¥500', { exact: true }).click();
  await dialog.getByRole('button', { name: '去支付' }).click();
  await expect(dialog.getByRole('heading', { name: '请扫码支付 ¥500.00' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: '请扫码支付 ¥500.00' })).toBeVisible();
  await expect(dialog.getByText('沙箱支付渠道')).toBeVisible();
  await dialog.getByRole('button', { name: '模拟扫码支付' }).click();
  await expect(dialog.getByText('充值成功，余额已到账').first()).toBeVisible();
  await dialog.getByRole('button', { name: '完成' }).click();

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('button', { name: '我的卡券' }).click();
  await expect(page.getByRole('dialog', { name: '我的卡券' }).getByTestId('wallet-balance')).toHaveText('账户余额：¥500.00');
  expect(errors).toEqual([]);
});

test('a cancelled recharge credits nothing', async ({ page }) => {
  await registerByPhone(page);
  await page.goto('/');
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('button', { name: '账户充值' }).click();
  const dialog = page.getByRole('dialog', { name: '账户充值' });
  await dialog.getByRole('button', { name: '去支付' }).click();
  await dialog.getByRole('button', { name: '取消支付' }).click();
  await expect(dialog.getByText('已取消支付').first()).toBeVisible();
  await dialog.getByRole('button', { name: '重新充值' }).click();
  await expect(dialog.getByTestId('recharge-balance')).toHaveText('当前余额：¥0.00');
});

test('a recharge from the dashboard shows in its balance without a reload', async ({ page }) => {
  const errors = watchErrors(page);
  await registerByPhone(page);
  await page.goto('/dashboard');
  const wallet = page.locator('#wallet');
  const balance = wallet.locator('.ant-statistic').filter({ hasText: '可用余额' });
  await expect(balance).toContainText('¥0.00');
  // Any navigation from here on (a reload included) would refresh the figure by itself.
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  await wallet.getByRole('button', { name: '充值' }).click();
  const dialog = page.getByRole('dialog', { name: '账户充值' });
  await dialog.getByText('¥500', { exact: true }).click();
  await dialog.getByRole('button', { name: '去支付' }).click();
  await dialog.getByRole('button', { name: '模拟扫码支付' }).click();
  await expect(dialog.getByText('充值成功，余额已到账').first()).toBeVisible();
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(dialog).toBeHidden();

  await expect(balance).toContainText('¥500.00');
  expect(navigations).toBe(0);
  await expect(page).toHaveURL('/dashboard');
  expect(errors).toEqual([]);
});
