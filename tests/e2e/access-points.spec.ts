import { expect, registerByPhone, test, watchErrors } from './fixtures';

test('a new user creates an access point, copies its key once, runs the playground on the sample, and sees the call logged', async ({ page, context }) => {
  const errors = watchErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerByPhone(page);
  await page.goto('/access-point');
  await expect(page.getByRole('heading', { name: '接入点', exact: true })).toBeVisible();
  await page.getByRole('link', { name: '新建接入点' }).first().click();
  await expect(page).toHaveURL(/\/access-point\/create$/);
  await page.getByLabel('名称').fill('证件照小程序');
  await page.getByLabel('每分钟请求数').fill('30');
  await page.getByRole('button', { name: '创建' }).click();

  const dialog = page.getByRole('dialog', { name: '请立即复制 API 密钥' });
  const keyField = dialog.getByTestId('new-key');
  await expect(keyField).toHaveValue(/^sk-[A-Za-z0-9]{48}$/);
  const key = await keyField.inputValue();
  await dialog.getByRole('button', { name: '复制密钥' }).click();
  await expect(page.getByText('已复制')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await dialog.getByRole('button', { name: '关闭' }).click();

  // The detail page never shows the key again: only its mask (the list, kept in its own tab, shows it too).
  await expect(page).toHaveURL(/\/access-point\/detail\/\d+$/);
  await expect(page.getByText(`${key.slice(0, 5)}********${key.slice(-4)}`).filter({ visible: true })).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);
  await expect(page.getByTestId('usage-freeImagesLeft')).toContainText('20');
  await expect(page.getByTestId('code-curl')).toContainText(`${new URL(page.url()).origin}/gateway/open/v1/photo/id-photo`);

  const playground = page.getByTestId('playground');
  await playground.getByRole('button', { name: '使用示例照片' }).click();
  await expect(playground.getByText('已选：示例照片')).toBeVisible();
  await playground.getByText('白底').click();
  await playground.getByRole('button', { name: '生成证件照' }).click();
  const result = page.getByTestId('playground-result');
  await expect(result.getByRole('img', { name: '结果' })).toBeVisible({ timeout: 30_000 });
  await expect(result).toContainText('295×413');
  await expect(result).toContainText('¥0.00（免费额度）');
  await expect(result.getByTestId('result-free-left')).toHaveText('19');
  await expect(page.getByTestId('usage-freeImagesLeft')).toContainText('19');
  await expect(page.getByTestId('usage-imagesToday')).toContainText('1');

  await page.goto('/API-call-log');
  await expect(page.getByRole('heading', { name: 'API 调用日志' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'POST /gateway/v1/accessPoint/playground/:id' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('证件照小程序');
  await expect(row).toContainText('免费');
  expect(errors).toEqual([]);
});
