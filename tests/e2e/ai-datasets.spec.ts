import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, signInWithPassword, test, watchErrors } from './fixtures';

/**
 * The dataset market (issue 22): the viewer pages, searches and filters the 10,000-row file and
 * shows each column's statistics; an anonymous download goes to login and comes back, and the file
 * downloaded is the one whose SHA-256 the card shows. The viewer's rules (bounds, the filter
 * language, ranges) are tested at the gateway (tests/gateway/datasets.test.ts).
 */

test('the viewer pages, searches and filters the 10,000-row split and shows the columns’ histograms', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/ai-market/dataset');
  await page.getByTestId('dataset-row').filter({ hasText: 'amazon_reviews_multi_zh' }).click();
  await expect(page).toHaveURL('/ai-market/dataset/amazon_reviews_multi_zh');
  const range = page.getByTestId('viewer-range');
  await expect(range).toHaveText('第 1–100 行，共 10,000 行');
  // A histogram of a number column and the frequencies of a label column, from the stored statistics.
  await expect(page.getByRole('img', { name: 'stars 的分布直方图' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'product_category 的取值频率' })).toBeVisible();
  // The table draws the rows in view, not the whole page of 100.
  const rows = page.getByTestId('viewer-row');
  await expect(rows.first()).toContainText('zh_train_0000000');
  expect(await rows.count()).toBeLessThan(40);

  await page.getByRole('button', { name: '下一页' }).click();
  await expect(range).toHaveText('第 101–200 行，共 10,000 行');
  await expect(rows.first()).toContainText('zh_train_0000100');

  const search = page.getByRole('searchbox', { name: '在文本列中搜索' });
  await search.fill('包装破损');
  await search.press('Enter');
  await expect(range).toHaveText(/^第 1–\d+ 行，共 [\d,]+ 行符合条件$/);
  await expect(rows.first()).toContainText('包装破损');

  // Complaints are low-star reviews: with the search still on, the filter below would match nothing.
  await search.fill('');
  await search.press('Enter');
  await expect(range).toHaveText('第 1–100 行，共 10,000 行');
  const filter = page.getByRole('searchbox', { name: '筛选表达式' });
  await filter.fill("stars >= 4 and product_category = '图书'");
  await filter.press('Enter');
  await expect(page).toHaveURL(/where=/);
  await expect(rows.first().getByRole('cell').nth(2)).toHaveText('图书');
  for (const row of (await rows.all()).slice(0, 8)) {
    await expect(row.getByRole('cell').nth(2)).toHaveText('图书');
    expect(Number(await row.getByRole('cell').nth(3).textContent())).toBeGreaterThanOrEqual(4);
  }

  await filter.fill('stars = 1; drop table datasets');
  await filter.press('Enter');
  await expect(page.getByTestId('filter-error')).toHaveText(/筛选表达式有误：.*不支持的字符“;”/);
  await expect(filter).toHaveAttribute('aria-invalid', 'true');
  expect(errors).toEqual([]);
});

test('an anonymous download goes to login and comes back, then downloads the file the card describes', async ({ page }) => {
  await page.goto('/ai-market/dataset/iris?tab=files');
  const files = page.getByTestId('dataset-files');
  const sha256 = (await files.getByTestId('file-sha256').first().textContent())!.trim();
  await files.getByTestId('download-login').first().click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fai-market%2Fdataset%2Firis%3Ftab%3Dfiles/);
  await signInWithPassword(page, 'demo_renter');
  await expect(page).toHaveURL('/ai-market/dataset/iris?tab=files');
  const downloads = Number((await page.getByTestId('fact-downloads').textContent())!.replaceAll(',', ''));
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载 train.csv' }).click();
  const download = await started;
  expect(download.suggestedFilename()).toBe('train.csv');
  const bytes = await readFile((await download.path())!);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256);
  await page.reload();
  await expect(page.getByTestId('fact-downloads')).toHaveText((downloads + 1).toLocaleString('en-US'));
});
