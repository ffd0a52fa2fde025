import type { Page } from '@playwright/test';
import { expect, signedInPage, test, watchErrors } from './fixtures';

/**
 * The AI market and the AI space (issue 22): the model list's filters live in the URL (a shared
 * link opens the same list), a model card's README is rendered safely, the fit panel lists only
 * goods that hold the model and opens the GPU market's buy panel, and /cub/kowedge shows the
 * knowledge library.
 */

const listedIds = (page: Page) => page.getByTestId('model-row').locator('h2').allTextContents();

test('filters models by task and licence in the URL, and the shared URL opens the same list', async ({ page, browser }) => {
  const errors = watchErrors(page);
  await page.goto('/ai-market');
  await expect(page).toHaveURL('/ai-market/model');
  await expect(page.getByText(/共 \d+ 个模型/)).toBeVisible();
  await page.getByRole('group', { name: '任务' }).getByRole('button', { name: /^文本生成/ }).click();
  await expect(page).toHaveURL(/task=text-generation/);
  await page.getByRole('group', { name: '许可证' }).getByRole('button', { name: 'MIT', exact: true }).click();
  await expect(page).toHaveURL(/license=mit/);
  await expect(page.getByText(/^共 \d+ 个模型$/)).toHaveText(/共 (\d) 个模型/);
  const rows = page.getByTestId('model-row');
  await expect(rows.first()).toContainText('MIT');
  for (const row of await rows.all()) {
    await expect(row).toContainText('文本生成');
    await expect(row).toContainText('MIT');
  }
  await page.getByLabel('排序').selectOption('publishTime-desc');
  await expect(page).toHaveURL(/sort=publishTime-desc/);
  await expect(rows.first()).toContainText('GLM-4-9B-0414');
  const ids = await listedIds(page);
  expect(ids.length).toBeGreaterThan(1);

  const shared = await (await browser.newContext()).newPage();
  await shared.goto(page.url());
  await expect(shared.getByTestId('model-row').first()).toContainText('GLM-4-9B-0414');
  expect(await listedIds(shared)).toEqual(ids);
  await expect(shared.getByRole('group', { name: '许可证' }).getByRole('button', { name: 'MIT', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect(errors).toEqual([]);
});

test('a README with <script>, <img onerror> and a javascript: link shows them as text and runs nothing', async ({ page, browser }) => {
  const modelId = `xss-probe-${Date.now()}`;
  const readme = [
    '# 安全测试模型',
    '',
    '<script>window.__pwned = "script"</script>',
    '',
    '<img src="/nope.png" onerror="window.__pwned = \'onerror\'">',
    '',
    '[点我](javascript:window.__pwned="link")',
  ].join('\n');
  // Published as an operator does: a draft in the back office, submitted, approved in the review centre.
  const operator = await signedInPage(browser, 'demo_operator');
  const headers = { authorization: await operator.evaluate(() => localStorage.getItem('token')!) };
  const send = async <T>(url: string, data: object = {}) => {
    const res = (await (await operator.request.post(`/gateway/v1/${url}`, { headers, data })).json()) as { code: number; msg: string; data: T };
    expect(res.code, res.msg).toBe(100000);
    return res.data;
  };
  const draft = await send<{ id: number }>('modelAdmin/add', {
    modelId, publisher: 'e2e', name: modelId, summary: '用于验证 README 的安全渲染', readme, task: 'text-to-speech', library: 'transformers',
    license: 'cc-by-nc-4.0', languages: ['zh'], tags: ['test'], params: 1_000_000_000,
  });
  const review = await send<{ review: { itemId: number } }>(`modelAdmin/submit/${draft.id}`);
  await send(`review/approve/${review.review.itemId}`);
  await operator.context().close();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/ai-market/model_old/' + modelId);
  await expect(page).toHaveURL(`/ai-market/model/${modelId}`);
  const body = page.getByTestId('markdown-body');
  await expect(body.getByRole('heading', { name: '安全测试模型' })).toBeVisible();
  await expect(body).toContainText('<script>window.__pwned = "script"</script>');
  await expect(body).toContainText('onerror="window.__pwned');
  await expect(body.locator('script, img')).toHaveCount(0);
  const link = body.getByText('点我');
  await expect(link).toBeVisible();
  expect(await link.evaluate((el) => el.closest('a')?.getAttribute('href') ?? '')).not.toMatch(/javascript/i);
  await link.click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('the fit panel of a 7B model lists only goods that hold it and opens the GPU market with one preselected', async ({ page }) => {
  await page.goto('/ai-market/model/Qwen2.5-7B-Instruct?tab=fit');
  const panel = page.getByTestId('fit-panel');
  await expect(panel.getByTestId('estimate-fp16')).toContainText('约需 17.3 GB');
  const rows = panel.getByTestId('fit-goods').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    const vram = Number(await row.getAttribute('data-vram'));
    const cards = Number(await row.getAttribute('data-cards'));
    expect(vram * cards).toBeGreaterThanOrEqual(17.3);
    expect(vram === 16 && cards === 1).toBe(false);
  }
  await rows.first().getByRole('link', { name: '去租用' }).click();
  await expect(page).toHaveURL(/\/gpu-market\?buy=\d+&gpus=1&image=\d+/);
  // The vLLM image comes chosen with the good.
  await expect(page.getByRole('dialog')).toContainText('vLLM 0.6');
});

test('/cub/kowedge shows the knowledge library, newest first, and opens a report', async ({ page }) => {
  await page.goto('/cub/kowedge');
  const list = page.getByTestId('knowledge-list');
  await expect(list.locator('li').first()).toBeVisible();
  const dates = await list.locator('time').allTextContents();
  expect(dates.length).toBeGreaterThan(1);
  expect(dates).toEqual([...dates].sort().reverse());
  const first = list.locator('li').first();
  const title = (await first.locator('h2').textContent())!;
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/club\/knowledge\/detail\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
