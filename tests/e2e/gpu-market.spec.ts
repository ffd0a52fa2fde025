import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, signInWithPassword, test, watchErrors } from './fixtures';

/**
 * Issue 6 end to end in a real browser: the market's filters in the URL, configure and buy with
 * the tidal breakdown, the instance through its states on the simulated provider, an image, the
 * order and its bill lines. Transitions take a few seconds, hence the generous waits.
 */
const STATE_TIMEOUT = { timeout: 25_000 };

const instanceRow = (page: Page, name: string): Locator => page.locator('tr[data-instance]').filter({ hasText: name });

async function confirmPopover(page: Page) {
  const popover = page.locator('.ant-popover:not(.ant-popover-hidden)').last();
  await popover.getByRole('button', { name: /确\s*定/ }).click();
}

test('a renter filters, configures two cards, orders, runs, stops, saves an image, restarts, releases and finds the bills', async ({ page, context }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `e2e-${Date.now().toString(36)}`;

  await page.goto(`/login?redirect=${encodeURIComponent('/gpu-market')}`);
  await signInWithPassword(page, 'demo_renter', DEMO_PASSWORD);
  await expect(page).toHaveURL('/gpu-market');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('弹性GPU');
  // The legend names only the kinds of window the offers use: day and night, no 平价时段 (issue 25).
  const legend = page.getByTestId('price-legend');
  await expect(legend.locator('[data-tier]')).toHaveText(['低价时段', '高峰时段']);

  // Filters live in the URL: GPU type, region, cards; the back button undoes the last one.
  const filters = page.getByRole('region', { name: '筛选条件' });
  await filters.getByRole('button', { name: 'RTX 4090', exact: true }).click();
  await expect(page).toHaveURL(/gpu=RTX\+4090/);
  await filters.getByRole('button', { name: '华东一区', exact: true }).click();
  await expect(page).toHaveURL(/region=cn-east-1/);
  await expect(page.getByText('共 1 个机型')).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/region=/);
  await expect(filters.getByRole('button', { name: '全部地区' })).toHaveAttribute('aria-pressed', 'true');
  await page.goForward();
  await expect(page.getByText('共 1 个机型')).toBeVisible();
  await filters.getByLabel('卡数').selectOption('2');
  await expect(page).toHaveURL(/cards=2/);
  // A controlled checkbox follows the URL, which changes right after the click.
  await filters.getByLabel('只看有空闲卡').click();
  await expect(page).toHaveURL(/available=1/);
  await expect(filters.getByLabel('只看有空闲卡')).toBeChecked();

  // The offer shows its 24-hour strip with cheap and dear windows.
  const offer = page.getByRole('article').filter({ hasText: 'RTX 4090' }).first();
  await expect(offer.getByRole('img', { name: /24小时价格：.*夜间 22:00–08:00/ })).toBeVisible();
  await offer.getByRole('button', { name: /租用 RTX 4090/ }).click();

  // Configure: two cards (preselected from the filter), a day of running, a name.
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('radio', { name: '2', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(page).toHaveURL(/buy=\d+/);
  await drawer.getByLabel('预计运行时长').fill('24');
  await drawer.getByLabel('实例名称').fill(name);
  await expect(page).toHaveURL(/hours=24/);

  // The tidal breakdown: a day crosses both the day and the night window.
  const breakdown = drawer.getByRole('table', { name: '潮汐分段明细' });
  await expect(breakdown.locator('tr[data-window="night"]').first()).toBeVisible();
  await expect(breakdown.locator('tr[data-window="day"]').first()).toBeVisible();
  await expect(breakdown).toContainText('¥2.18');
  await expect(breakdown).toContainText('¥0.99');
  await expect(drawer.getByTestId('quote-total')).toHaveText(/^¥\d+\.\d\d$/);

  await drawer.getByRole('button', { name: '立即下单' }).click();
  await expect(page).toHaveURL('/container');

  // The instance reaches running; its SSH command copies, its password reveals.
  const row = instanceRow(page, name);
  await expect(row).toHaveAttribute('data-status', 'running', STATE_TIMEOUT);
  await expect(row).toContainText('RTX 4090 24G × 2');
  await row.getByRole('button', { name: '复制 SSH 登录命令' }).click();
  await expect(page.getByText('复制成功').first()).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^ssh -p \d+ root@\S+$/);
  await expect(row.getByTestId('ssh-command')).toHaveText(copied);
  await row.getByRole('button', { name: '查看密码' }).click();
  await expect(row.getByTestId('ssh-password')).not.toHaveText('••••••••');

  // Stop, then save an image.
  await row.getByRole('button', { name: `关机 ${name}` }).click();
  await confirmPopover(page);
  await expect(row).toHaveAttribute('data-status', 'stopped', STATE_TIMEOUT);
  await expect(row.getByTestId('auto-release')).toContainText('后自动释放');
  await row.getByRole('button', { name: `保存镜像 ${name}` }).click();
  const prompt = page.getByRole('dialog', { name: '保存镜像' });
  await prompt.getByLabel('镜像名称').fill(`${name}-img`);
  await prompt.getByRole('button', { name: /确\s*定/ }).click();
  await expect(prompt).toBeHidden();

  await page.goto('/image');
  const imageRow = page.getByRole('row').filter({ hasText: `${name}-img` });
  await expect(imageRow.locator('[data-state="saved"]')).toBeVisible(STATE_TIMEOUT);
  await expect(imageRow).toContainText(name);

  // Start it again (a double click sends one call), then stop and release it.
  await page.goto('/container');
  const starts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/v1/container/start/')) starts.push(request.url());
  });
  await row.getByRole('button', { name: `开机 ${name}` }).dblclick();
  await expect(row).toHaveAttribute('data-status', 'running', STATE_TIMEOUT);
  expect(starts).toHaveLength(1);
  await row.getByRole('button', { name: `关机 ${name}` }).click();
  await confirmPopover(page);
  await expect(row).toHaveAttribute('data-status', 'stopped', STATE_TIMEOUT);
  await row.getByRole('button', { name: `释放 ${name}` }).click();
  await confirmPopover(page);
  await expect(row).toHaveCount(0, STATE_TIMEOUT);

  // The order and its bill lines.
  await page.goto('/bss-order/renter');
  const orderRow = page.getByRole('row').filter({ hasText: name });
  await expect(orderRow).toContainText('已支付');
  await orderRow.getByRole('button', { name: /^详情/ }).click();
  await expect(page).toHaveURL(/\/bss-order\/renter\/detail\/GO\d+/);
  await expect(page.getByRole('heading', { name: '订单详情' })).toBeVisible();
  await expect(page.locator('.ant-descriptions-item-content', { hasText: 'RTX 4090 24G × 2' })).toBeVisible();
  const bills = page.locator('.ant-card').filter({ hasText: '账单明细' });
  await expect(bills.getByRole('row').filter({ hasText: 'GPU 计费' }).first()).toBeVisible();
  await expect(bills.getByTestId('bill-total')).toHaveText(/^¥\d+\.\d\d$/);

  // The bill page asks once: its totals come with its lines.
  const billRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/gateway/v1/bill/page')) billRequests.push(request.url());
  });
  await page.goto('/bss-bill');
  await expect(page.getByRole('heading', { name: '账单明细' })).toBeVisible();
  await page.getByRole('tab', { name: '计费流水' }).click();
  await expect(page.getByRole('row').filter({ hasText: name }).first()).toBeVisible();
  await expect(page.getByTestId('bill-total')).toHaveText(/^¥\d+\.\d\d$/);
  expect(billRequests).toHaveLength(1);

  expect(errors).toEqual([]);
});

test('an anonymous buyer goes to log in and comes back to the same configuration', async ({ page }) => {
  await page.goto('/gpu-market?gpu=RTX+3090&view=table');
  await expect(page.getByRole('button', { name: '表格' })).toHaveAttribute('aria-pressed', 'true');
  const firstRow = page.getByRole('row').filter({ hasText: 'RTX 3090' }).first();
  await firstRow.getByRole('button', { name: /租用 RTX 3090/ }).click();

  const drawer = page.getByRole('dialog');
  await drawer.getByRole('radio', { name: '3', exact: true }).click();
  await drawer.getByText('包周', { exact: true }).click();
  await drawer.getByLabel('购买时长').fill('2');
  await expect(page).toHaveURL(/count=2/);
  await expect(drawer.getByText(/原价 ¥[\d.]+，9 折/)).toBeVisible();
  const url = new URL(page.url());

  await drawer.getByRole('button', { name: '登录后下单' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signInWithPassword(page, 'demo_renter', DEMO_PASSWORD);

  await expect(page).toHaveURL(/\/gpu-market\?/);
  const back = new URL(page.url());
  for (const key of ['gpu', 'view', 'buy', 'gpus', 'plan', 'count']) expect(back.searchParams.get(key)).toBe(url.searchParams.get(key));
  expect(back.searchParams.get('plan')).toBe('week');
  const restored = page.getByRole('dialog');
  await expect(restored.getByRole('radio', { name: '3', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(restored.getByLabel('购买时长')).toHaveValue('2');
  await expect(restored.getByRole('button', { name: '立即下单' })).toBeEnabled();
});

test('an order shows at once in the instance list that was cached before it', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  const name = `cached-${Date.now().toString(36)}`;
  const lists: number[] = [];
  let orderedAt = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes('/gateway/v1/container/page')) lists.push(Date.now());
  });
  page.on('response', (response) => {
    if (response.url().includes('/gateway/v1/order/createOrder')) orderedAt = Date.now();
  });

  // The instance list first, so that it is in the cache (SPEC §9: no refetch on mount).
  await page.goto(`/login?redirect=${encodeURIComponent('/container')}`);
  await signInWithPassword(page, 'demo_renter', DEMO_PASSWORD);
  await expect(page).toHaveURL('/container');
  await expect.poll(() => lists.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: '容器实例' })).toBeVisible();

  // Into the market without leaving the app, and order.
  await page.getByRole('link', { name: '新建容器' }).first().click();
  await expect(page).toHaveURL('/gpu-market');
  await page.getByRole('article').filter({ hasText: 'RTX 4090' }).first().getByRole('button', { name: /租用 RTX 4090/ }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('实例名称').fill(name);
  await expect(drawer.getByTestId('quote-total')).toHaveText(/^¥\d+\.\d\d$/);
  await drawer.getByRole('button', { name: '立即下单' }).click();

  // Back on the list: the new instance is there at once, from a list asked for after the order.
  await expect(page).toHaveURL('/container');
  await expect(instanceRow(page, name)).toBeVisible({ timeout: 5000 });
  expect(orderedAt).toBeGreaterThan(0);
  expect(lists.some((at) => at >= orderedAt)).toBe(true);
  expect(errors).toEqual([]);
});
