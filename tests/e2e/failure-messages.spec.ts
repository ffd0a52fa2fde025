import { expect, freshPhone, latestCode, registerByPhone, requestCode, signInWithPassword, test } from './fixtures';
import { signInViaApi } from './storefront-support';

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

test('忘记密码 takes the phone a phone-registered user signed up with, and says every refusal on the page', async ({ page }) => {
  const phone = await registerByPhone(page);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login?mode=reset');
  const form = page.locator('form');
  // An unknown user name is said beside the form, not only in a passing toast.
  await page.getByLabel('账号').fill('nobody_here_77');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(form.getByRole('alert')).toHaveText('账号不存在');

  await page.getByLabel('账号').fill(phone);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText(`验证码将发送至手机 ${phone.slice(0, 3)}****${phone.slice(7)}`)).toBeVisible();
  await requestCode(page);
  await page.getByLabel('验证码', { exact: true }).fill('000000');
  await page.getByLabel('密码', { exact: true }).fill('Forgot@2026');
  await page.getByLabel('确认密码').fill('Forgot@2026');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(form.getByText('验证码错误', { exact: true })).toBeVisible();
  await page.getByLabel('验证码', { exact: true }).fill(await latestCode(page, phone));
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByText('密码已重置，请使用新密码登录')).toBeVisible();
  await signInWithPassword(page, phone, 'Forgot@2026');
  await expect(page.getByText('登录成功')).toBeVisible();
});

test('忘记密码 with a phone that has no account says so to the holder of the code and offers to sign up', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/login?mode=reset');
  await page.getByLabel('账号').fill(phone);
  await page.getByRole('button', { name: '下一步' }).click();
  await requestCode(page);
  await page.getByLabel('验证码', { exact: true }).fill(await latestCode(page, phone));
  await page.getByLabel('密码', { exact: true }).fill('Forgot@2026');
  await page.getByLabel('确认密码').fill('Forgot@2026');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('该手机号尚未注册，请先注册');
  await page.getByRole('button', { name: '用该手机号注册' }).click();
  await expect(page).toHaveURL(/mode=register_phone/);
  await expect(page.getByLabel('手机号', { exact: true })).toHaveValue(phone);
});

test('我的卡券 says which failure it is and what a redemption credited, taking codes in any case and spacing', async ({ page }) => {
  await registerByPhone(page);
  await page.goto('/');
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('button', { name: '我的卡券' }).click();
  const dialog = page.getByRole('dialog', { name: '我的卡券' });
  await expect(dialog.getByText('连续输错5次将暂停兑换1小时')).toBeVisible();
  const redeem = dialog.getByRole('button', { name: '立即兑换' });
  await dialog.getByLabel('卡号').fill('SLK-2025-0004');
  await dialog.getByLabel('兑换码').fill('NOPE-NOPE');
  await redeem.click();
  await expect(dialog.getByRole('alert')).toHaveText('卡号或兑换码错误，还可尝试4次（连续错误5次将暂停兑换1小时）');
  // Lower case, spaces for dashes: the same card.
  await dialog.getByLabel('卡号').fill('slk 2025 0004');
  await dialog.getByLabel('兑换码').fill('h9we 53lc');
  await redeem.click();
  await expect(dialog.getByRole('status')).toHaveText('兑换成功，已到账 10 卡时');
  await dialog.getByLabel('卡号').fill('SLK-2025-0004');
  await dialog.getByLabel('兑换码').fill('H9WE-53LC');
  await redeem.click();
  await expect(dialog.getByRole('alert')).toHaveText('该卡已被使用（您已兑换过这张卡）');
});

test('授信申请 fills in a certified company and does not ask it to certify', async ({ page }) => {
  await signInViaApi(page, 'demo_renter');
  await page.goto('/marketing/credit-recharge');
  await expect(page.getByTestId('credit-certified')).toHaveText('企业名称与统一社会信用代码已按您的企业认证信息填写。');
  await expect(page.getByLabel('企业名称')).toHaveValue('演示智算科技（北京）有限公司');
  await expect(page.getByLabel('统一社会信用代码')).toHaveValue(/^91.+3W$/);
  await expect(page.getByRole('link', { name: '去企业认证' })).toHaveCount(0);
});

test('授信申请 tells a certified person that credit needs enterprise certification', async ({ page }) => {
  await signInViaApi(page, 'demo_operator');
  await page.goto('/marketing/credit-recharge');
  await expect(page.getByTestId('credit-certify-hint')).toContainText('您完成的是个人认证，需以企业身份完成企业认证');
  await expect(page.getByLabel('企业名称')).toHaveValue('');
  await expect(page.getByRole('link', { name: '去企业认证' })).toBeVisible();
});

test('授信申请 guides an uncertified user to certification and back', async ({ page }) => {
  await registerByPhone(page);
  await page.goto('/marketing/credit-recharge');
  await expect(page.getByTestId('credit-certify-hint')).toContainText('请先完成企业实名认证，通过后回到本页申请');
  await page.getByRole('link', { name: '去企业认证' }).click();
  await expect(page).toHaveURL(/\/certification\?redirect=%2Fmarketing%2Fcredit-recharge%23apply/);
});

test('the demand form picks dates in antd’s Chinese date picker, not the browser’s mm/dd/yyyy', async ({ page }) => {
  await signInViaApi(page, 'demo_renter');
  await page.goto('/demands/publish');
  const day = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
  const start = page.getByLabel('开始日期');
  await expect(start).toHaveValue(day(7));
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
  await start.click();
  const panel = page.locator('.ant-picker-dropdown:visible');
  await expect(panel.getByText('今天')).toBeVisible();
  await expect(panel.locator('.ant-picker-header-view')).toHaveText(/^\d{4}年\s?\d{1,2}月$/);
  await panel.getByText('今天').click();
  await expect(start).toHaveValue(day(0));
});
