import { test as base, expect, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';

/**
 * Every test gets its own client address (the gateway trusts X-Forwarded-For in the e2e server),
 * so per-IP SMS limits and captcha risk start clean in each test, as for a new visitor.
 */
const octet = () => Math.floor(Math.random() * 250) + 1;
export const test = base.extend({
  // A prerendered page shows before the app runs, and its buttons answer only once it does (see
  // AppReady in src/Root.tsx): every visit waits for the app, as a person waits for a page to load.
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready' || !document.getElementById('root'));
      return response;
    };
    await provide(page);
  },
  // Playwright's fixture signature: the first argument lists the fixtures this one needs (none).
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, provide) => {
    await provide({ 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` });
  },
});
export { expect };

export const DEMO_PASSWORD = 'Demo@2025';

/** A phone number no other test uses. */
export const freshPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * Drag the slider captcha to its answer (read through the dev captcha endpoint), or `miss` it. The
 * gateway wants a hand's drag, not a jump: 20 moves over about half a second, fast at first and
 * slowing into place (Playwright's own `steps` are even and instant).
 */
export async function solveCaptcha(page: Page, miss = 0) {
  const captcha = page.getByTestId('slider-captcha');
  await expect(captcha).toBeVisible();
  await expect(captcha).toHaveAttribute('data-captcha-id', /.+/);
  const id = await captcha.getAttribute('data-captcha-id');
  const answer = (await (await page.request.get(`/gateway/dev/captcha/${id}`)).json()) as { data: { x: number } };
  const handle = page.getByTestId('captcha-handle');
  const box = (await handle.boundingBox())!;
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  // A miss goes the way there is room: past the end of the track the handle stops, and could stop
  // close enough to the answer to pass.
  const target = miss && answer.data.x > 100 ? answer.data.x - miss : answer.data.x + miss;
  for (let i = 1; i <= 20; i += 1) {
    await page.waitForTimeout(25);
    await page.mouse.move(startX + target * (1 - (1 - i / 20) ** 3), y);
  }
  await page.mouse.up();
}

/** Click 获取验证码 and get through the captcha if the gateway asks for one. */
export async function requestCode(page: Page, button = page.getByRole('button', { name: /获取验证码|发送邮箱验证码/ })) {
  await button.click();
  const captcha = page.getByTestId('slider-captcha');
  const sent = page.getByText('发送成功');
  await expect(captcha.or(sent).first()).toBeVisible();
  if (await captcha.isVisible()) await solveCaptcha(page);
  await expect(sent.first()).toBeVisible();
}

/** The newest code sent to a phone or e-mail, from the dev outbox. */
export async function latestCode(page: Page, to: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/gateway/dev/outbox?to=${encodeURIComponent(to)}`);
      code = ((await response.json()) as { data: { code: string | null }[] }).data[0]?.code ?? null;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** The newest link e-mailed to an address. */
export async function latestLink(page: Page, to: string): Promise<string> {
  const response = await page.request.get(`/gateway/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { data: { link: string }[] }).data[0]!.link;
}

export async function signInWithPassword(page: Page, account: string, password = DEMO_PASSWORD) {
  await page.getByRole('tab', { name: '账号登录' }).click();
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Collect console errors, to assert a page ran clean. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Register a new user by phone through the UI; answers the phone. */
export async function registerByPhone(page: Page, password = 'Fresh@2025'): Promise<string> {
  const phone = freshPhone();
  await page.goto('/login?mode=register_phone');
  await page.getByLabel('手机号', { exact: true }).fill(phone);
  await requestCode(page);
  await page.getByLabel('验证码', { exact: true }).fill(await latestCode(page, phone));
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('确认密码').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('注册成功，已为您登录')).toBeVisible();
  return phone;
}

/** Register by account name and e-mail through the UI; answers the name and address. */
export async function registerByAccount(page: Page, password = 'Acct@2025x'): Promise<{ userName: string; email: string }> {
  const suffix = Math.random().toString(36).slice(2, 10);
  const userName = `acct_${suffix}`;
  const email = `${userName}@example.cn`;
  await page.goto('/login?mode=register_phone');
  await page.getByRole('tab', { name: '账号注册' }).click();
  await page.getByLabel('用户名', { exact: true }).fill(userName);
  await page.getByLabel('邮箱', { exact: true }).fill(email);
  await requestCode(page, page.getByRole('button', { name: '发送邮箱验证码' }));
  await page.getByLabel('邮箱验证码').fill(await latestCode(page, email));
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('确认密码').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('注册成功，已为您登录')).toBeVisible();
  return { userName, email };
}

/** Another person in a browser of their own (another client address, another session), signed in. */
export async function signedInPage(browser: Browser, account: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ ...options, extraHTTPHeaders: { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  await signInWithPassword(page, account);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/**
 * Give the signed-in user of `page` a passed personal real-name certification, as the user and an
 * operator would through the gateway (ordering compute requires one), and reload so the page knows.
 */
export async function certifyViaApi(page: Page, browser: Browser, name = '王测试'): Promise<void> {
  const { token, userName } = await page.evaluate(() => ({ token: localStorage.getItem('token')!, userName: (JSON.parse(localStorage.getItem('userInfo')!) as { userName: string }).userName }));
  const submitted = (await (
    await page.request.post('/gateway/v1/user/certification/certify', {
      headers: { authorization: token },
      data: { type: 'personal', name, code: '110105199003071239', contactName: name, contactPhone: '13900001111', contactEmail: 'wang@example.cn' },
    })
  ).json()) as { code: number; msg: string };
  expect(submitted.msg).toBe('提交成功，请等待审核');
  const operator = await signedInPage(browser, 'demo_operator');
  const operatorToken = await operator.evaluate(() => localStorage.getItem('token')!);
  const queue = (await (
    await operator.request.get(`/gateway/v1/review/page?kind=certification&status=pending&size=100&keyword=${encodeURIComponent(userName)}`, { headers: { authorization: operatorToken } })
  ).json()) as { data: { records: { id: number; applicant: { userName: string } }[] } };
  const item = queue.data.records.find((r) => r.applicant.userName === userName)!;
  const approved = (await (await operator.request.post(`/gateway/v1/review/approve/${item.id}`, { headers: { authorization: operatorToken }, data: {} })).json()) as { code: number };
  expect(approved.code).toBe(100000);
  await operator.context().close();
}

/** The operator searches the review centre's queue by the applicant's user name: their rows. */
export async function reviewQueueRows(operator: Page, userName: string): Promise<Locator> {
  await operator.goto('/admin/review');
  await expect(operator.getByRole('heading', { name: '审核中心', level: 1 })).toBeVisible();
  const keyword = operator.getByLabel('申请人用户名 / 申请内容');
  await keyword.fill(userName);
  await keyword.press('Enter');
  return operator.getByRole('row').filter({ hasText: `@${userName}` });
}

/** The operator claims the open review item and approves it. */
export async function claimAndApprove(operator: Page): Promise<void> {
  await operator.getByRole('button', { name: /认领/ }).first().click();
  await expect(operator.getByTestId('review-state')).toContainText('您已认领该申请');
  await operator.getByRole('button', { name: /通过申请/ }).click();
  await expect(operator.getByTestId('review-state')).toContainText('已通过');
}
