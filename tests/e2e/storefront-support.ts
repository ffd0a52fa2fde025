import { createCipheriv } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures';

/** What the browser does with crypto-js (AES, ECB, PKCS7, key = the secret's UTF-8 bytes), in node. */
function encryptWithSecret(plain: string, secret: string): string {
  const key = Buffer.from(secret, 'utf8');
  const cipher = createCipheriv(`aes-${key.length * 8}-ecb`, key, null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * Sign in through the gateway (the real secret + AES path) and start the page with that session
 * stored the way the app stores it, so storefront tests do not depend on the login screen's layout.
 */
export async function signInViaApi(page: Page, userName: string): Promise<void> {
  const secret = (await (await page.request.get('/gateway/v1/secret/generateSecret')).json()) as { data: { key: string; secret: string } };
  const response = await page.request.post('/gateway/v1/user/login', {
    data: { userName, password: encryptWithSecret(DEMO_PASSWORD, secret.data.secret), secretKey: secret.data.key },
  });
  const body = (await response.json()) as { code: number; data: { token: string; userInfo: Record<string, unknown> & { roles: string[] } } };
  expect(body.code).toBe(100000);
  const { token, userInfo } = body.data;
  await page.addInitScript(
    ([t, user, roles]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('userInfo', user);
      localStorage.setItem('roles', roles);
    },
    [token, JSON.stringify(userInfo), JSON.stringify(userInfo.roles)] as const,
  );
}

const HOME_GOODS = '**/gateway/v1/container_goods/homeTagGoods/page';

/** A home GPU card as the gateway answers it (SPEC §3), the fields the tests look at. */
export interface HomeGoods {
  gpuType: string;
  aliasGpuType: string | null;
  areaInfo: string | null;
  specDetailList: { containerGoodsSpecTimeRangeVOS: { unitPrice: string }[] }[];
}

/** The seeded home goods (server/seed/seed-market.ts), as the page will receive them. */
export async function seededHomeGoods(page: Page): Promise<HomeGoods[]> {
  const response = await page.request.post('/gateway/v1/container_goods/homeTagGoods/page', { data: { current: 1, size: 100 } });
  const body = (await response.json()) as { code: number; data: { records: HomeGoods[] } };
  expect(body.code).toBe(100000);
  return body.data.records;
}

/**
 * Let the real seeded goods through, keeping only the first `count` records: the carousel's
 * static (three or fewer) and hidden (none) cases without a database of their own.
 */
export async function keepFirstHomeGoods(page: Page, count: number): Promise<void> {
  await page.route(HOME_GOODS, async (route) => {
    // A request the page abandoned (it navigated on) while this ran has nothing left to answer;
    // a real failure still shows in the test's own assertions on the cards.
    try {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { records: unknown[]; total: number } };
      body.data.records = body.data.records.slice(0, count);
      body.data.total = body.data.records.length;
      await route.fulfill({ response, json: body });
    } catch (error) {
      if (!/disposed|closed|already handled/i.test(String(error))) throw error;
    }
  });
}
