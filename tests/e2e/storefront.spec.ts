import AxeBuilder from '@axe-core/playwright';
import { expect, test, watchErrors } from './fixtures';
import { DESKTOP, PHONE } from './storefront-support';

/** Every public route of the storefront issue, with the theme SPEC §2 / §6 gives it. */
const ROUTES: { path: string; theme: 'dark' | 'light'; heading: RegExp }[] = [
  { path: '/', theme: 'dark', heading: /企业级 GPU 算力租赁与交易平台/ },
  { path: '/home-back', theme: 'dark', heading: /削峰填谷/ },
  { path: '/news', theme: 'dark', heading: /新闻资讯/ },
  { path: '/news/detail/h800-cluster-online', theme: 'dark', heading: /H800 八卡裸金属服务器/ },
  { path: '/about-us', theme: 'dark', heading: /让每一张 GPU 都物尽其用/ },
  { path: '/products', theme: 'dark', heading: /从一张卡到一个集群/ },
  { path: '/consultation', theme: 'dark', heading: /算力需求/ },
  { path: '/consultationwp', theme: 'dark', heading: /解读白皮书/ },
  { path: '/white-paper', theme: 'dark', heading: /算力削峰填谷白皮书/ },
  { path: '/ic-wp', theme: 'dark', heading: /智算中心建设与运营白皮书/ },
  { path: '/connect', theme: 'dark', heading: /遇到问题/ },
  { path: '/activity/partners', theme: 'light', heading: /让算力流动起来/ },
  { path: '/support/agreement/privacy', theme: 'dark', heading: /隐私政策/ },
  { path: '/support/agreement/registration', theme: 'dark', heading: /用户注册协议/ },
  { path: '/support/agreement/end-user', theme: 'dark', heading: /最终用户服务协议/ },
  { path: '/support/agreement/product-service', theme: 'dark', heading: /平台产品服务协议/ },
  { path: '/support/agreement/supplier', theme: 'dark', heading: /资源供应商协议/ },
  { path: '/support/agreement/credit-recharge', theme: 'dark', heading: /授信充值服务声明/ },
  { path: '/marketing/questionnaire', theme: 'dark', heading: /领取 10 卡时/ },
  { path: '/marketing/credit-recharge', theme: 'dark', heading: /先用算力/ },
  { path: '/error/403', theme: 'dark', heading: /无权访问/ },
  { path: '/error/404', theme: 'dark', heading: /不存在/ },
];

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`every storefront page at ${label} width`, () => {
    test.use({ viewport });
    for (const route of ROUTES) {
      test(`${route.path} renders clean`, async ({ page }) => {
        const errors = watchErrors(page);
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', route.theme);
        // The footer loads as it comes near, as a reader scrolls down to it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(page.getByRole('contentinfo')).toContainText('© 2025');
        await page.waitForLoadState('networkidle');
        // Every page has its own title and description.
        expect(await page.title()).toMatch(/算力市场/);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0).toBeGreaterThan(20);
        // Nothing wider than the screen.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
      });
    }
  });
}

test('each page sets a title of its own', async ({ page }) => {
  const titles = new Set<string>();
  for (const route of ROUTES) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    titles.add(await page.title());
  }
  expect(titles.size).toBe(ROUTES.length);
});

test.describe('redirects', () => {
  test('an unknown path goes home', async ({ page }) => {
    await page.goto('/definitely/not/a/page');
    await expect(page).toHaveURL('/');
  });

  test('the white-paper news entry opens the white paper', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('link', { name: /算力削峰填谷白皮书（2025）》正式发布/ }).first().click();
    await expect(page).toHaveURL('/white-paper');
    await page.goto('/news/detail/white-paper');
    await expect(page).toHaveURL('/white-paper');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('算力削峰填谷白皮书（2025）');
  });

  test('an unknown agreement goes to 404, an unknown news id says so', async ({ page }) => {
    await page.goto('/support/agreement/nothing-here');
    await expect(page).toHaveURL('/error/404');
    await page.goto('/news/detail/no-such-news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('新闻不存在');
  });

  test('the footer scrolls to the peak-shaving section and the about anchors', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('contentinfo').getByRole('link', { name: '削峰填谷' }).click();
    await expect(page).toHaveURL('/#peakCut');
    await expect(page.locator('#peakCut')).toBeInViewport();
    await page.getByRole('contentinfo').getByRole('link', { name: '联系方式' }).click();
    await expect(page).toHaveURL('/about-us#contact');
    await expect(page.locator('#contact')).toBeInViewport();
    await page.goto('/about-us#us');
    await expect(page.locator('#us')).toBeInViewport();
  });
});

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  const pages = [
    { path: '/', theme: 'dark' },
    { path: '/home-back', theme: 'dark' },
    { path: '/consultation', theme: 'dark' },
    { path: '/activity/partners', theme: 'light' },
    { path: '/support/agreement/credit-recharge', theme: 'dark' },
  ];
  for (const target of pages) {
    test(`${target.path} (${target.theme}) has no violations`, async ({ page }) => {
      await page.goto(target.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
  test('the phone menu and header pass too', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: '打开菜单' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('header').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe('header and menus', () => {
  test('the phone menu lists the same items plus contact; feedback needs a full session', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: '打开菜单' }).click();
    const menu = page.locator('#mobile-menu');
    for (const name of ['首页', '弹性GPU', '裸金属市场', 'AI市场', '模型市场', '数据集市场', 'AI空间', '知识库', 'AI百科', '新闻资讯', '关于我们', '业务咨询']) {
      await expect(menu.getByRole('link', { name }).first()).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: '问题反馈' })).toHaveCount(0);
  });

  test('desktop hides bare metal below xl and AI market below lg', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(nav.getByRole('link', { name: '裸金属市场' })).toBeHidden();
    await expect(nav.getByRole('link', { name: /AI市场/ })).toBeVisible();
    await page.setViewportSize(DESKTOP);
    await expect(nav.getByRole('link', { name: '裸金属市场' })).toBeVisible();
  });

  test("the workbench's hideLogin setting hides the login entry of the header and phone menu, live", async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '登录' })).toBeVisible();
    await expect(header.getByRole('link', { name: '注册' })).toBeVisible();
    // The settings drawer writes the shared settings object; the header follows it without a reload.
    await page.evaluate(() => {
      const settings = JSON.parse(localStorage.getItem('settings') ?? '{}');
      localStorage.setItem('settings', JSON.stringify({ ...settings, hideLogin: true }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'settings' }));
    });
    await expect(header.getByRole('link', { name: '登录' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: '注册' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(header.getByRole('link', { name: '登录' })).toHaveCount(0);
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: '打开菜单' }).click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: '注册' })).toHaveCount(0);
  });

  test('the hover children of AI market and AI space open for the keyboard too', async ({ page }) => {
    await page.goto('/news');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(nav.getByRole('link', { name: '模型市场' })).toBeHidden();
    await nav.getByRole('link', { name: /AI市场/ }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: '模型市场' })).toBeFocused();
    await expect(nav.getByRole('link', { name: '模型市场' })).toBeVisible();
    await nav.getByRole('link', { name: /AI空间/ }).focus();
    await expect(nav.getByRole('link', { name: '模型市场' })).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: '知识库' })).toBeFocused();
    await expect(nav.getByRole('link', { name: '知识库' })).toHaveAttribute('href', '/club/knowledge');
  });

  test('the contact menu offers the e-mail and consultation, and is keyboard reachable', async ({ page }) => {
    await page.goto('/news');
    const trigger = page.getByRole('button', { name: '联系我们' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: '业务咨询' })).toBeVisible();
    await expect(page.getByText('support@suanli.cn').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: '业务咨询' })).toBeHidden();
  });
});
