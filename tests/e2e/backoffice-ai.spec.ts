import { claimAndApprove, expect, signedInPage, test, watchErrors } from './fixtures';

/**
 * 管理 › 内容 › 模型 end to end (issue 22, back office): an operator drafts a model card with a
 * README and a file, submits it, a reviewer approves it in the review centre, and a visitor finds
 * the card on /ai-market/model by searching for it.
 */

const suffix = () => Math.random().toString(36).slice(2, 7).toUpperCase();

test('an operator drafts a model, a reviewer approves it, and its card is on the model market and in search', async ({ page, browser }) => {
  const tag = suffix();
  const modelId = `E2E-Coder-${tag}-7B`;
  const name = `E2E Coder ${tag} 7B`;
  const operator = await signedInPage(browser, 'demo_operator');

  // The draft: the card's metadata and its README.
  await operator.goto('/admin/ai-models');
  await expect(operator.getByRole('heading', { name: 'AI 市场模型', level: 1 })).toBeVisible();
  await operator.getByRole('button', { name: '新建模型' }).click();
  const drawer = operator.locator('.ant-drawer-content');
  await drawer.getByLabel('模型标识').fill(modelId);
  await drawer.getByLabel('发布者').fill('suanli-lab');
  await drawer.getByLabel('名称', { exact: true }).fill(name);
  await drawer.getByLabel('简介').fill('端到端测试上架的代码模型。');
  await drawer.getByLabel('参数量').fill('7615616512');
  await drawer.getByLabel('上下文长度').fill('32768');
  await drawer.getByLabel('README').fill(`# ${name}\n\n一个会写代码的模型，支持中文与英文。\n\n- 上下文 32K`);
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer.locator('.ant-drawer-title')).toContainText(`编辑模型：${name}`);

  // A file through the object store: its SHA-256 comes back from the gateway.
  await drawer.locator('input[type=file]').setInputFiles({ name: 'config.json', mimeType: 'application/json', buffer: Buffer.from('{"architectures":["Qwen2ForCausalLM"]}') });
  await expect(drawer.getByRole('cell', { name: 'config.json', exact: true })).toBeVisible();
  await expect(drawer.getByText(/^[0-9a-f]{16}…$/)).toBeVisible();
  await operator.getByRole('dialog', { name: `编辑模型：${name}` }).getByRole('button', { name: '关闭' }).click();

  // Submit it to the review centre.
  const row = operator.getByRole('row').filter({ hasText: modelId });
  await expect(row).toContainText('草稿');
  await row.getByRole('button', { name: `提交审核 ${name}` }).click();
  await operator.getByRole('dialog').filter({ hasText: '审核通过后即在前台发布' }).getByRole('button', { name: '提交审核' }).click();
  await expect(row).toContainText('待审核');

  // Not public while in review.
  await page.goto(`/ai-market/model/${modelId}`);
  await expect(page.getByText(name)).toHaveCount(0);

  // The reviewer finds it in the queue, claims and approves it.
  await operator.goto('/admin/review');
  const keyword = operator.getByLabel('申请人用户名 / 申请内容');
  await keyword.fill(modelId);
  await keyword.press('Enter');
  const item = operator.getByRole('row').filter({ hasText: modelId });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('模型发布');
  await item.getByRole('link', { name: `suanli-lab/${modelId}` }).click();
  await expect(operator.getByTestId('review-fields')).toContainText('7.6B');
  await claimAndApprove(operator);

  await operator.goto('/admin/ai-models');
  await expect(operator.getByRole('row').filter({ hasText: modelId })).toContainText('已发布');

  // A visitor searches the model market and opens the card, README rendered.
  const errors = watchErrors(page);
  await page.goto('/ai-market/model');
  await page.getByRole('searchbox', { name: '搜索模型' }).fill(`Coder ${tag}`);
  await page.getByRole('searchbox', { name: '搜索模型' }).press('Enter');
  const result = page.getByTestId('model-row').filter({ hasText: modelId });
  await expect(result).toHaveCount(1);
  await expect(page.getByTestId('model-row')).toHaveCount(1);
  await result.click();
  await expect(page).toHaveURL(new RegExp(`/ai-market/model/${modelId}$`));
  await expect(page.getByRole('heading', { name: modelId, level: 1 })).toBeVisible();
  // The README, rendered as Markdown: its title a heading, its list a list.
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '上下文 32K' })).toBeVisible();
  await expect(page.getByText('一个会写代码的模型，支持中文与英文。')).toBeVisible();
  expect(errors).toEqual([]);
  await operator.context().close();
});
