import { expect, registerByPhone, test, watchErrors } from './fixtures';

test('a user deploys a model from its card as a model service, sees it reach 运行中, and sees its replica time in the bills', async ({ page }) => {
  const errors = watchErrors(page);
  await registerByPhone(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: token ?? '' };
  // ¥500 through the sandbox channel: a service holds its first hour before it starts.
  const trade = (await (await page.request.post('/gateway/v1/wallet/getWalletRechargePayInfo', { headers, data: { amount: '500' } })).json()).data as { tradeNo: string };
  expect((await (await page.request.post(`/gateway/dev/pay/${trade.tradeNo}`, { headers })).json()).code).toBe(100000);

  // From the model's card in the AI market.
  await page.goto('/ai-market/model/Qwen2.5-7B-Instruct');
  await page.getByTestId('deploy-model-service').click();
  await expect(page).toHaveURL(/\/model-services\/create\?model=Qwen2\.5-7B-Instruct$/);
  await expect(page.getByRole('heading', { name: '部署模型服务' })).toBeVisible();
  const name = page.getByLabel('服务名称');
  await expect(name).toHaveValue('qwen2.5-7b-instruct');
  await name.fill(`qwen-e2e-${Date.now().toString(36)}`);
  const serviceName = await name.inputValue();

  await page.getByLabel('GPU 商品').click();
  const option = page.locator('.ant-select-item-option:not(.ant-select-item-option-disabled)').filter({ hasText: 'RTX 4090' }).first();
  await option.click();
  await page.getByLabel('每副本卡数').fill('4');
  await page.getByRole('button', { name: '部署', exact: true }).click();

  // The access point's key once, then the service's page.
  const dialog = page.getByRole('dialog', { name: '模型服务已开始部署' });
  await expect(dialog.getByTestId('new-key')).toHaveValue(/^sk-[A-Za-z0-9]{48}$/);
  await dialog.getByRole('button', { name: '查看服务' }).click();
  await expect(page).toHaveURL(/\/model-services\/detail\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const status = page.getByTestId('service-status');
  // 创建中 until the provider's replicas are up (on a busy machine the page may first load after that).
  await expect(status).toHaveAttribute('data-state', /^(creating|running)$/);
  await expect(status).toHaveAttribute('data-state', 'running', { timeout: 30_000 });
  await expect(status).toHaveText('运行中');
  await expect(page.getByText('部署完成，1 个副本运行中')).toBeVisible();

  // In the list too.
  await page.goto('/model-services');
  const row = page.getByRole('row').filter({ hasText: serviceName });
  await expect(row.getByTestId('service-status')).toHaveText('运行中');

  // Stopping bills its replica time up to now.
  await row.getByRole('button', { name: '停止' }).click();
  await expect(row.getByTestId('service-status')).toHaveText('已停止');
  await page.goto(`/model-services/detail/${id}`);
  await expect(page.getByTestId('service-status')).toHaveText('已停止');
  const seconds = Number(((await page.getByTestId('billing-billedSeconds').textContent()) ?? '').replace(/\D/g, ''));
  expect(seconds).toBeGreaterThan(0);
  const amount = ((await page.getByTestId('billing-billedAmount').textContent()) ?? '').match(/\d+\.\d{2}/)?.[0];
  expect(Number(amount)).toBeGreaterThan(0);

  // 查看账单 opens the bills on 计费流水, filtered to model services: its line by the service's
  // name, of kind 模型服务, with the same amount.
  await page.getByRole('link', { name: '查看账单' }).click();
  await expect(page).toHaveURL(/\/bss-bill\?tab=lines&kind=model_service$/);
  await expect(page.getByRole('tab', { name: '计费流水' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.ant-select-selection-item').filter({ hasText: '模型服务' })).toBeVisible();
  const line = page.getByRole('row').filter({ hasText: `${serviceName} (模型服务 ${id})` });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('模型服务');
  await expect(line).toContainText(`¥${amount}`);
  await expect(page.getByTestId('bill-total')).toHaveText(`¥${amount}`);
  // Another tab is in the URL too; back to the lines, as linked.
  await page.getByRole('tab', { name: '月账单' }).click();
  await expect(page).toHaveURL(/\/bss-bill$/);
  await page.goto('/bss-bill?tab=lines');
  await expect(page.getByRole('tab', { name: '计费流水' })).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
});
