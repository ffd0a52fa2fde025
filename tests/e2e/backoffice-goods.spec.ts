import type { Page } from '@playwright/test';
import { expect, signInWithPassword, test, watchErrors } from './fixtures';

/**
 * Issue 13, 管理 › 商品与价格: an operator edits a spec's tidal ranges — an overlap is refused with
 * a clear message — schedules the new prices a few seconds ahead, and the GPU market shows them
 * from the scheduled time (the e2e gateway runs its worker every second).
 */

/** An instant `ms` from now as the operator types it: Beijing wall-clock time. */
const beijing = (ms: number) => new Date(Date.now() + ms).toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai', hour12: false });

async function setRange(page: Page, row: number, begin: string, end: string, price: string) {
  await page.getByLabel(`开始 ${row}`, { exact: true }).fill(begin);
  await page.getByLabel(`结束 ${row}`, { exact: true }).fill(end);
  await page.getByLabel(`单价（元/卡时） ${row}`, { exact: true }).fill(price);
}

/** The V100 offer of 华南一区 on the public market, as a visitor sees it. */
const marketOffer = (page: Page) => page.getByRole('article').filter({ hasText: 'V100' }).filter({ hasText: '华南一区' });

test('an operator edits tidal ranges, an overlap is refused, the new prices are scheduled and the market shows them at that time', async ({ page, browser }) => {
  const errors = watchErrors(page);

  await page.goto(`/login?redirect=${encodeURIComponent('/admin/goods')}`);
  await signInWithPassword(page, 'demo_operator');
  await expect(page).toHaveURL('/admin/goods');
  await expect(page.getByRole('heading', { name: 'GPU商品', level: 1 })).toBeVisible();

  // Find the offer and open it.
  await page.getByLabel('型号关键词').fill('V100');
  await page.getByRole('button', { name: /^搜\s?索$/ }).click();
  await expect(page.getByRole('row').filter({ hasText: 'V100' })).toHaveCount(2);
  await page.getByRole('button', { name: '详情 V100 32G 华南一区' }).click();
  await expect(page.getByRole('heading', { name: 'V100 32G · 华南一区', level: 1 })).toBeVisible();
  const bar = page.getByTestId('tidal-bar');
  await expect(bar).toHaveAttribute('aria-label', /日间 08:00–22:00 ¥1\.88；夜间 22:00–08:00 ¥0\.88/);
  await expect(page.getByText('运行中的按量实例本小时仍按开始时的价格计费，从下一个整点起按新价格计费')).toBeVisible();

  // An overlap is named as it is typed, and refused.
  await setRange(page, 1, '08:00', '23:00', '3.33');
  await expect(page.getByTestId('range-problem')).toHaveText('08:00–23:00 与 22:00–08:00 重叠');
  await expect(bar).toHaveAttribute('aria-label', /日间 08:00–23:00 ¥3\.33/);
  await page.getByRole('button', { name: '立即生效' }).last().click();
  await expect(page.locator('.ant-message').getByText('08:00–23:00 与 22:00–08:00 重叠')).toBeVisible();
  await expect(page.getByText('暂无调价记录')).toBeVisible();

  // Fixed: the day ends at 22:00 again; the new prices are scheduled a few seconds ahead.
  await setRange(page, 1, '08:00', '22:00', '3.33');
  await setRange(page, 2, '22:00', '08:00', '1.11');
  await expect(page.getByTestId('range-problem')).toHaveCount(0);
  await page.getByText('定时生效', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '定时生效' })).toBeChecked();
  await page.getByLabel('备注').fill('端到端测试调价');
  const at = beijing(20_000);
  const picker = page.getByLabel('生效时间（北京时间）');
  await picker.click();
  await picker.fill(at);
  await picker.press('Tab');
  await expect(picker).toHaveValue(at);
  await page.getByRole('button', { name: '计划调价' }).click();
  await expect(page.getByText(`调价已计划，将于 ${at} 生效`)).toBeVisible();
  const history = page.getByRole('row').filter({ hasText: '端到端测试调价' });
  await expect(history).toContainText('待生效');
  await expect(history).toContainText('08:00–22:00 ¥3.33，22:00–08:00 ¥1.11');

  // A visitor's market: the old prices until the time, then the new ones.
  const visitor = await browser.newPage();
  await visitor.goto('/gpu-market?gpu=V100&region=cn-south-1');
  await expect(marketOffer(visitor).getByRole('img', { name: /24小时价格/ })).toHaveAttribute('aria-label', /22:00–08:00 ¥0\.88\/卡时/);
  await expect(async () => {
    await visitor.reload();
    await expect(marketOffer(visitor).getByRole('img', { name: /24小时价格/ })).toHaveAttribute('aria-label', /08:00–22:00 ¥3\.33\/卡时.*22:00–08:00 ¥1\.11\/卡时/, { timeout: 2_000 });
  }).toPass({ timeout: 45_000, intervals: [1_000, 2_000] });
  await expect(marketOffer(visitor)).toContainText('¥1.11');
  // Not before its time.
  expect(Date.now()).toBeGreaterThanOrEqual(new Date(`${at.replace(' ', 'T')}+08:00`).getTime());
  await visitor.close();

  // Back in the console the change shows as applied, and the editor holds the new prices.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: '端到端测试调价' })).toContainText('已生效');
  await expect(page.getByTestId('tidal-bar')).toHaveAttribute('aria-label', /日间 08:00–22:00 ¥3\.33；夜间 22:00–08:00 ¥1\.11/);
  expect(errors).toEqual([]);
});
