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

/** A goods page in the SPEC §3 home GPU card shape. */
export function gpuGoodsPage(count: number) {
  const types = ['NVIDIA GeForce RTX 4090', 'NVIDIA A100 80GB', 'NVIDIA H800', 'NVIDIA L40S', 'NVIDIA A800', 'NVIDIA RTX 3090'];
  const records = Array.from({ length: count }, (_, i) => ({
    goodsBaseId: `g${i + 1}`,
    gpuType: types[i % types.length],
    aliasGpuType: types[i % types.length]!.replace('NVIDIA ', '').replace('GeForce ', ''),
    gpuNumber: [1, 8, 8, 4, 8, 2][i % 6],
    gpuVram: [24, 80, 80, 48, 80, 24][i % 6],
    areaInfo: ['上海二区', '北京一区', '芜湖一区', '成都一区', '上海一区', '深圳一区'][i % 6],
    cpuCore: 16,
    ramSize: 64,
    storageSpace: 500,
    specDetailList: [
      {
        containerGoodsSpecTimeRangeVOS: [
          { beginTime: '08:00', endTime: '24:00', unitPrice: (2.2 + i).toFixed(2) },
          { beginTime: '00:00', endTime: '08:00', unitPrice: (1.1 + i).toFixed(4) },
        ],
      },
    ],
  }));
  return { code: 100000, msg: '操作成功', data: { records, total: count, current: 1, size: 100, pages: count ? 1 : 0 } };
}

/** Answer the home GPU list with fixed data (the goods endpoint belongs to the market module). */
export async function mockHomeGpuGoods(page: Page, count: number) {
  await page.route('**/gateway/v1/container_goods/homeTagGoods/page', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(gpuGoodsPage(count)) }),
  );
}
