import { expect, freshPhone, latestCode, requestCode, test } from './fixtures';

test('SMS sign-in with a phone that has no account says so and offers to sign up with that phone', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/login');
  await page.getByLabel('手机号', { exact: true }).fill(phone);
  await requestCode(page);
  await page.getByLabel('验证码', { exact: true }).fill(await latestCode(page, phone));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: '该手机号尚未注册，请先注册' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: '用该手机号注册' }).click();
  await expect(page).toHaveURL(/mode=register_phone/);
  await expect(page.getByLabel('手机号', { exact: true })).toHaveValue(phone);
});

test('the market applies the price ceiling as it is typed, without Enter or leaving the field', async ({ page }) => {
  await page.goto('/gpu-market');
  const price = page.getByLabel('当前单价不超过');
  await price.click();
  await price.pressSequentially('2.5');
  // Still focused, no Enter: the filter is in the URL once typing pauses.
  await expect(page).toHaveURL(/priceMax=2\.5/);
  await expect(price).toBeFocused();
  await price.fill('');
  await expect(page).not.toHaveURL(/priceMax=/);
});
