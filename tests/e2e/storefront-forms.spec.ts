import { expect, test, watchErrors } from './fixtures';
import { signInViaApi } from './storefront-support';

test('a visitor leaves a business consultation, stored on the server; the phones come from the gateway', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/consultation');
  const phones = page.getByTestId('consultation-phones');
  await expect(phones).toContainText('华东大客户经理');
  await expect(phones).toContainText('021-5080-6688');
  await page.getByLabel('姓名').fill('王经理');
  await page.getByLabel('公司名称').fill('杭州云图智能科技有限公司');
  await page.getByLabel('手机号').fill('1370000');
  await page.getByLabel('需求描述').fill('计划租用 32 张 A800 进行三个月的模型训练，希望了解包月价格。');
  await page.getByRole('button', { name: '提交咨询' }).click();
  await expect(page.getByText('请输入正确格式的手机号')).toBeVisible();
  await page.getByLabel('手机号').fill('13700001234');
  const submitted = page.waitForResponse('**/gateway/v1/consultation/add');
  await page.getByRole('button', { name: '提交咨询' }).click();
  expect((await (await submitted).json()).code).toBe(100000);
  await expect(page.getByTestId('consultation-success')).toContainText('13700001234');
  // The same consultation again is recognised as a repeat.
  await page.getByRole('button', { name: '再提交一条咨询' }).click();
  await page.getByLabel('姓名').fill('王经理');
  await page.getByLabel('公司名称').fill('杭州云图智能科技有限公司');
  await page.getByLabel('手机号').fill('13700001234');
  await page.getByLabel('需求描述').fill('计划租用 32 张 A800 进行三个月的模型训练，希望了解包月价格。');
  await page.getByRole('button', { name: '提交咨询' }).click();
  await expect(page.getByRole('alert')).toContainText('请勿重复提交');
  expect(errors).toEqual([]);
});

test('the white-paper consultation is stored with its own type', async ({ page }) => {
  await page.goto('/consultationwp');
  await expect(page.getByRole('radio', { name: '白皮书专家解读' })).toBeChecked();
  await page.getByLabel('姓名').fill('李工');
  await page.getByLabel('公司名称').fill('成都星海数据中心有限公司');
  await page.getByLabel('手机号').fill('13900002222');
  await page.getByLabel('需求描述').fill('希望专家解读智算中心白皮书中关于上架率与回本周期的测算。');
  const submitted = page.waitForRequest('**/gateway/v1/consultation/add');
  await page.getByRole('button', { name: '提交咨询' }).click();
  expect((await submitted).postDataJSON()).toMatchObject({ source: 'white-paper', demandType: 'white_paper' });
  await expect(page.getByTestId('consultation-success')).toBeVisible();
});

test('feedback needs a signed-in user, then is stored', async ({ page }) => {
  await page.goto('/connect');
  await expect(page.getByTestId('feedback-gate')).toBeVisible();
  await expect(page.getByTestId('feedback-gate').getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login?mode=login_phone&redirect=%2Fconnect');

  await signInViaApi(page, 'demo_renter');
  await page.goto('/connect');
  await page.locator('label', { hasText: '性能与稳定性' }).click();
  await page.getByLabel('问题描述').fill('太短');
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByText('请至少输入10个字')).toBeVisible();
  await page.getByLabel('问题描述').fill('上海二区的 RTX 4090 容器在夜间潮汐时段偶尔 SSH 断开，重连后恢复。');
  const submitted = page.waitForResponse('**/gateway/v1/feedback/add');
  await page.getByRole('button', { name: '提交反馈' }).click();
  expect((await (await submitted).json()).code).toBe(100000);
  await expect(page.getByTestId('feedback-success')).toContainText('138****0001');
  // The contact menu now offers feedback too (full session).
  await page.getByRole('button', { name: '联系我们' }).click();
  await expect(page.getByRole('link', { name: '问题反馈' }).first()).toBeVisible();
});

test('the questionnaire grants 10 card-hours once', async ({ page }) => {
  await page.goto('/marketing/questionnaire');
  await expect(page.getByTestId('questionnaire-gate')).toBeVisible();
  await signInViaApi(page, 'demo_supplier');
  await page.goto('/marketing/questionnaire');
  await page.getByRole('button', { name: '提交问卷，领取 10 卡时' }).click();
  await expect(page.getByText('请回答此题').first()).toBeVisible();
  const choose = (name: string) => page.locator('label', { has: page.getByText(name, { exact: true }) }).click();
  const pick = choose;
  const tick = choose;
  await pick('算法 / 模型工程师');
  await pick('互联网');
  await pick('11–50 人');
  await tick('大模型推理与部署');
  await tick('模型微调');
  await tick('RTX 4090');
  await pick('2 万–10 万元');
  await tick('价格');
  await tick('稳定性');
  await pick('部分任务可以');
  await pick('技术社区 / 公众号');
  await expect(page.getByText('已完成 9 / 9 题')).toBeVisible();
  const submitted = page.waitForResponse('**/gateway/v1/questionnaire/add');
  await page.getByRole('button', { name: '提交问卷，领取 10 卡时' }).click();
  const body = await (await submitted).json();
  expect(body.code).toBe(100000);
  await expect(page.getByTestId('questionnaire-reward')).toContainText('奖励已发放');
  // Coming back shows the claim, not the form.
  await page.reload();
  await expect(page.getByTestId('questionnaire-reward')).toContainText('您已领取过问卷奖励');
  await expect(page.getByRole('button', { name: '提交问卷，领取 10 卡时' })).toHaveCount(0);
  // The card-hours are there to spend: the buy drawer says they pay for GPU time first.
  await page.goto('/gpu-market');
  await page.getByRole('article').filter({ hasText: 'RTX 4090' }).first().getByRole('button', { name: /租用 RTX 4090/ }).click();
  await expect(page.getByTestId('card-hours-hint')).toContainText('您有 10 GPU卡时可用');
});

test('a credit-line application is stored and its status shown', async ({ page }) => {
  await page.goto('/marketing/credit-recharge');
  await expect(page.getByText('资金来源于银行').first()).toBeVisible();
  await expect(page.getByText('不能提现').first()).toBeVisible();
  await expect(page.getByText('生效日期：2025-09-18')).toBeVisible();
  await expect(page.getByTestId('credit-gate')).toBeVisible();
  await signInViaApi(page, 'demo_operator');
  await page.goto('/marketing/credit-recharge');
  await page.getByLabel('企业名称').fill('深圳星河智算科技有限公司');
  await page.getByLabel('统一社会信用代码').fill('91440300708461136U');
  await page.getByLabel('联系人').fill('陈女士');
  await page.getByLabel('联系电话').fill('13600001234');
  await page.getByLabel('期望额度（元）').fill('500000');
  await page.getByLabel('资金用途').fill('下季度 64 卡 H800 训练集群的算力采购。');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请输入正确的18位统一社会信用代码')).toBeVisible();
  await expect(page.getByText('请阅读并同意《授信充值服务声明》')).toBeVisible();
  await page.getByLabel('统一社会信用代码').fill('91440300708461136T');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByTestId('credit-status')).toContainText('银行审核中');
  await expect(page.getByTestId('credit-status')).toContainText('500,000');
});
