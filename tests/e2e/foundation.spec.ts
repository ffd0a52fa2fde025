import { expect, signInWithPassword, test, watchErrors } from './fixtures';

test('the storefront home loads without the console', async ({ page }) => {
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2025');
  await page.waitForLoadState('networkidle');
  // No Refine, no console chunk, no antd on the public home page.
  expect(scripts.some((url) => /root-|dist-|objectSpread2-|list-/.test(url))).toBe(false);
  expect(errors).toEqual([]);
});

test('a visitor to the workbench is sent to login and lands back after signing in', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/container');
  await expect(page).toHaveURL('/login?redirect=%2Fcontainer');
  await signInWithPassword(page, 'demo_renter');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/container(\?|$)/);
  await expect(page.getByRole('menuitem', { name: '容器实例' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /我的资源/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
});

test('a wrong password is refused with the attempts left', async ({ page }) => {
  await page.goto('/login');
  await signInWithPassword(page, 'nobody_at_all', 'Wrong@2025');
  await expect(page.getByRole('alert')).toHaveText('账号或密码错误，再错4次账号将锁定30分钟');
  await expect(page).toHaveURL('/login');
});
