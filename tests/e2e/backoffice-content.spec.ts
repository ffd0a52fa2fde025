import type { Page } from '@playwright/test';
import { expect, signedInPage, test, watchErrors } from './fixtures';

/**
 * 管理 › 内容 end to end: an operator writes and publishes in the console, in a browser of their
 * own, and a visitor sees it on the storefront in theirs.
 */

const suffix = () => Math.random().toString(36).slice(2, 7).toUpperCase();

/** Beijing wall-clock time, as the console's pickers take it. */
const beijing = (at: Date) => {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(at);
  return parts.replace('T', ' ');
};

/** Confirm a lifecycle action in its dialog. */
async function confirmAction(operator: Page, action: string) {
  const dialog = operator.getByRole('dialog').filter({ hasText: action });
  await dialog.getByRole('button', { name: action }).click();
}

test('an operator publishes an announcement that appears on / and stays dismissed once closed', async ({ page, browser }) => {
  const errors = watchErrors(page);
  const first = `平台维护通知 ${suffix()}`;
  const second = '今晚 22:00 起维护两小时 <b>请留意</b>';
  const operator = await signedInPage(browser, 'demo_operator');

  // Write the announcement in the console: two lines, with markup that must stay text.
  await operator.goto('/admin/content/announcement');
  await expect(operator.getByRole('heading', { name: '公告', level: 1 })).toBeVisible();
  await operator.getByRole('button', { name: '新建' }).click();
  const drawer = operator.getByRole('dialog').filter({ hasText: '新建公告' });
  await drawer.getByLabel('公告内容').fill(`${first}\n${second}`);
  await expect(drawer.getByRole('checkbox', { name: '首页', exact: true })).toBeChecked();

  // The preview draws it as the storefront will: each line, the markup as text.
  await drawer.getByRole('button', { name: '预览' }).click();
  const preview = operator.getByTestId('preview');
  await expect(preview.getByTestId('announcement')).toContainText(first);
  await expect(preview.getByTestId('announcement')).toContainText(second);
  await expect(preview.locator('b')).toHaveCount(0);
  await operator.getByRole('dialog', { name: '预览：与前台显示一致' }).getByRole('button', { name: '关闭', exact: true }).first().click();

  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(operator.getByText('已保存', { exact: true })).toBeVisible();
  const row = operator.getByRole('row').filter({ hasText: first });
  await expect(row).toContainText('草稿');

  // Not public while a draft.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('announcement').filter({ hasText: first })).toHaveCount(0);

  await row.getByRole('button', { name: `发布 ${first}`, exact: true }).click();
  await confirmAction(operator, '发布');
  await expect(row).toContainText('已发布');

  // The visitor sees it on /, both lines, markup as text.
  await page.goto('/');
  const banner = page.getByTestId('announcement').filter({ hasText: first });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(second);
  await expect(banner.locator('b')).toHaveCount(0);
  await expect(banner.locator('br')).toHaveCount(1);

  // Closed, it stays closed after a reload.
  await banner.getByRole('button', { name: '关闭公告' }).click();
  await expect(banner).toHaveCount(0);
  // The announcement list arrives again after the reload; only then is its absence meaningful.
  const listed = page.waitForResponse((response) => response.url().includes('/v1/announcement/page'));
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  await listed;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('announcement').filter({ hasText: first })).toHaveCount(0);

  // Archived, it leaves the storefront: the seeded announcement shows again for this visitor.
  await row.getByRole('button', { name: `归档 ${first}`, exact: true }).click();
  await confirmAction(operator, '归档');
  await expect(row).toContainText('已归档');
  await page.reload();
  await expect(page.getByTestId('announcement')).toContainText('夜间潮汐价');
  await expect(page.getByTestId('announcement').filter({ hasText: first })).toHaveCount(0);

  expect(errors).toEqual([]);
  await operator.context().close();
});

test('an operator publishes a new agreement version and the storefront shows it', async ({ page, browser }) => {
  const version = `2026.${suffix()}`;
  const operator = await signedInPage(browser, 'demo_operator');

  // Before: the built-in privacy policy.
  await page.goto('/support/agreement/privacy');
  await expect(page.getByRole('heading', { name: '隐私政策', level: 1 })).toBeVisible();
  await expect(page.getByText(version)).toHaveCount(0);

  await operator.goto('/admin/content/agreement');
  await expect(operator.getByRole('heading', { name: '协议与声明', level: 1 })).toBeVisible();
  await operator.getByRole('button', { name: '新建' }).click();
  const drawer = operator.getByRole('dialog').filter({ hasText: '新建协议与声明' });
  await drawer.getByLabel('协议', { exact: true }).click();
  await operator.locator('.ant-select-dropdown').getByTitle('隐私政策').click();
  await drawer.getByLabel('版本号').fill(version);
  const effective = drawer.getByLabel('生效日期（北京时间）');
  await effective.click();
  await effective.fill(beijing(new Date(Date.now() - 60_000)));
  await effective.press('Enter');
  await drawer.getByLabel('协议标题').fill('隐私政策');
  await drawer.getByLabel('正文（Markdown）').fill('## 第一条 信息收集\n\n我们仅收集提供服务**必需**的信息。\n\n<script>window.__pwned = 1</script>');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(operator.getByText('已保存', { exact: true })).toBeVisible();

  const row = operator.getByRole('row').filter({ hasText: version });
  await expect(row).toContainText('草稿');
  await row.getByRole('button', { name: new RegExp(`^发布 `) }).click();
  await confirmAction(operator, '发布');
  await expect(row).toContainText('已发布');
  await expect(row).toContainText('现行版本');

  // The storefront shows the version in force, its Markdown rendered and its HTML never run.
  await page.goto('/support/agreement/privacy');
  await expect(page.getByTestId('agreement-version')).toContainText(`版本 ${version}`);
  await expect(page.getByRole('heading', { name: '第一条 信息收集', level: 2 })).toBeVisible();
  await expect(page.getByTestId('agreement-document').locator('strong')).toHaveText('必需');
  await expect(page.getByTestId('agreement-document').locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  // Archived, the built-in text stands again.
  await row.getByRole('button', { name: /^归档 / }).click();
  await confirmAction(operator, '归档');
  await expect(row).toContainText('已归档');
  const asked = page.waitForResponse((response) => response.url().includes('/v1/agreement/privacy'));
  await page.reload();
  await asked;
  await expect(page.getByRole('heading', { name: '隐私政策', level: 1 })).toBeVisible();
  await expect(page.getByTestId('agreement-version')).toHaveCount(0);

  await operator.context().close();
});
