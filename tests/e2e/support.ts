import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2025';

/** Collect console errors and failed requests, to assert a page ran clean. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Sign in through the password form as a person would. */
export async function signInWithPassword(page: Page, account: string, password = DEMO_PASSWORD) {
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

/** Read the newest code sent to a phone or e-mail from the dev outbox. */
export async function latestCode(page: Page, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/gateway/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as { data: { code: string | null }[] };
      code = body.data[0]?.code ?? undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}
