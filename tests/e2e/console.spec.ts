import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, latestCode, registerByPhone, requestCode, signInWithPassword, test, watchErrors } from './fixtures';

/**
 * The console shell in a real browser. Optional services that arrive with later issues (wallet,
 * orders) answer 404 today; the dashboard handles that quietly, the browser still logs it.
 */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e));

async function signIn(page: Page, account: string, to = '/dashboard') {
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`);
  await signInWithPassword(page, account, DEMO_PASSWORD);
  await expect(page).toHaveURL(to);
}

const tabs = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab');
const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab').filter({ hasText: new RegExp(`^${name}$`) });
const sider = (page: Page) => page.locator('aside');

async function tabCommand(page: Page, tabName: string, command: string) {
  await tab(page, tabName).click({ button: 'right' });
  const item = page.getByRole('menuitem', { name: command, exact: true });
  // The browser asks for reduced motion (playwright.config.ts): the menu opens in place, at once.
  await item.click();
  const open = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(open).toHaveCount(0);
}

test('operator: five pages, every tab action, and tabs kept across a reload', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'demo_operator');
  await expect(page.getByRole('heading', { name: /你好，演示运营/ })).toBeVisible();

  // Open five pages from the menu, three levels deep for the system group.
  await sider(page).getByRole('menuitem', { name: '容器实例' }).click();
  await expect(page.getByRole('heading', { name: '容器实例' })).toBeVisible();
  // The document is named after the page, with the workbench's own description.
  await expect(page).toHaveTitle('容器实例 - 控制台 - 算力市场');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /算力市场控制台/);
  await sider(page).getByRole('menuitem', { name: '个人资料' }).click();
  await expect(page.getByRole('heading', { name: '个人资料' })).toBeVisible();
  await sider(page).getByRole('menuitem', { name: '账号安全' }).click();
  await expect(page.getByTestId('phone-masked')).toHaveText('138****0003');
  await sider(page).getByRole('menuitem', { name: '用户列表' }).click();
  // Other tests register users in parallel, so the demo renter is found by search, not by page.
  await page.getByPlaceholder('用户名 / 昵称 / 手机 / 邮箱').fill('demo_renter');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'demo_renter', exact: true })).toBeVisible();
  await sider(page).getByRole('menuitem', { name: '角色' }).click();
  await expect(page.getByRole('heading', { name: '角色', exact: true })).toBeVisible();
  await expect(tabs(page)).toHaveText(['工作台', '容器实例', '个人资料', '账号安全', '用户列表', '角色']);

  // Breadcrumb: clickable segments, the last highlighted.
  const crumbs = page.getByRole('navigation', { name: 'breadcrumb' });
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('角色');
  await expect(crumbs).toContainText('系统');
  await expect(crumbs).toContainText('权限管理');

  // Detail pages are named by their record.
  await tab(page, '用户列表').click();
  await page.getByRole('row', { name: /demo_renter/ }).getByRole('button', { name: '查看' }).click();
  await expect(tab(page, '用户列表 · demo_renter')).toBeVisible();
  await expect(page.getByText('13800000001')).toBeVisible();

  // A cached tab keeps its state: what was typed in the users filter is still there.
  await tab(page, '用户列表').click();
  await page.getByLabel('用户名 / 昵称 / 手机 / 邮箱').fill('still here');
  await tab(page, '角色').click();
  await tab(page, '用户列表').click();
  await expect(page.getByLabel('用户名 / 昵称 / 手机 / 邮箱')).toHaveValue('still here');

  // Refresh remounts the page (the typed text goes) and refetches.
  const refetch = page.waitForRequest((r) => r.url().includes('/gateway/user/list'));
  await tabCommand(page, '用户列表', '刷新');
  await refetch;
  await expect(page.getByLabel('用户名 / 昵称 / 手机 / 邮箱')).toHaveValue('');

  // Fullscreen shows the content only.
  await tabCommand(page, '用户列表', '全屏');
  await expect(page.getByRole('button', { name: '退出全屏' })).toBeVisible();
  await expect(page.getByRole('main')).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: '退出全屏' })).toHaveCount(0);

  // Pin, then the bulk closes skip the pinned tab.
  await tabCommand(page, '容器实例', '固定');
  await expect(tabs(page).nth(1)).toHaveText('容器实例');
  await tabCommand(page, '账号安全', '关闭左侧');
  await expect(tabs(page)).toHaveText(['工作台', '容器实例', '账号安全', '用户列表', '角色', '用户列表 · demo_renter']);
  await tabCommand(page, '用户列表', '关闭右侧');
  await expect(tabs(page)).toHaveText(['工作台', '容器实例', '账号安全', '用户列表']);
  await expect(page).toHaveURL(/\/admin\/users(\?|$)/);

  // Closing the active tab activates its neighbour.
  await tab(page, '用户列表').getByRole('button', { name: /关闭标签页/ }).click();
  await expect(page).toHaveURL('/account/security');
  await expect(tab(page, '账号安全')).toHaveAttribute('aria-selected', 'true');

  await sider(page).getByRole('menuitem', { name: '权限矩阵' }).click();
  // The tab opens once its page has loaded: close the others only after it is there.
  await expect(tab(page, '权限矩阵')).toHaveAttribute('aria-selected', 'true');
  await tabCommand(page, '账号安全', '关闭其他');
  await expect(tabs(page)).toHaveText(['工作台', '容器实例', '账号安全']);

  // Kept across a reload.
  await page.reload();
  await expect(tabs(page)).toHaveText(['工作台', '容器实例', '账号安全']);
  await expect(tab(page, '账号安全')).toHaveAttribute('aria-selected', 'true');

  await tabCommand(page, '账号安全', '关闭全部');
  await expect(tabs(page)).toHaveText(['工作台', '容器实例']);
  await expect(page).toHaveURL('/dashboard');
  await tabCommand(page, '容器实例', '取消固定');
  // Unpinned once it can be closed: only then may 关闭全部 take it.
  await expect(tab(page, '容器实例').getByRole('button', { name: /关闭标签页/ })).toBeVisible();
  await page.getByRole('button', { name: '标签页操作' }).click();
  await page.getByRole('menuitem', { name: '关闭全部' }).click();
  await expect(tabs(page)).toHaveText(['工作台']);
  expect(realErrors(errors)).toEqual([]);
});

test('every setting applies live and is kept after a reload', async ({ page }) => {
  await signIn(page, 'demo_supplier');
  const layout = page.locator('.ant-layout[data-layout]').first();
  await expect(layout).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', { name: '偏好设置' }).first().click();
  const drawer = page.getByRole('dialog', { name: '偏好设置' });
  await drawer.getByText('浅色').click();
  await drawer.getByRole('radio', { name: '科技蓝' }).click();
  await drawer.getByRole('radio', { name: '顶部菜单' }).click();
  await drawer.getByRole('switch', { name: '内容区域铺满' }).click();
  await drawer.getByRole('switch', { name: '显示面包屑' }).click();
  await drawer.getByRole('switch', { name: '多标签页' }).click();
  await drawer.getByRole('switch', { name: '隐藏官网登录入口' }).click();

  await expect(layout).toHaveAttribute('data-theme', 'light');
  await expect(layout).toHaveAttribute('data-layout', 'horizontal');
  await expect(page.locator('html')).toHaveAttribute('data-theme-color', 'custonBlue');
  await expect(page.getByRole('tablist', { name: '已打开的页面' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toHaveCount(0);
  await expect(page.locator('aside')).toHaveCount(0);

  await page.reload();
  await expect(layout).toHaveAttribute('data-theme', 'light');
  await expect(layout).toHaveAttribute('data-layout', 'horizontal');
  await expect(page.locator('html')).toHaveAttribute('data-theme-color', 'custonBlue');
  await expect(page.getByRole('tablist', { name: '已打开的页面' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}'));
  expect(stored).toMatchObject({ themeMode: 'light', themeColor: 'custonBlue', layout: 'horizontal', stretch: true, breadcrumb: false, multiTab: false, hideLogin: true, language: 'zh_CN' });

  // Mini layout: icons only; the theme toggle in the header flips back to dark.
  await page.getByRole('button', { name: '偏好设置' }).first().click();
  await drawer.getByRole('radio', { name: '迷你菜单' }).click();
  await drawer.getByRole('button', { name: '恢复默认' }).click();
  await expect(layout).toHaveAttribute('data-layout', 'vertical');
  await expect(layout).toHaveAttribute('data-theme', 'dark');
});

test('the palette is driven by the keyboard alone', async ({ page }) => {
  await signIn(page, 'demo_operator');
  await expect(page.getByRole('heading', { name: /你好/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: '搜索页面、操作…' });
  await expect(search).toBeFocused();
  await expect(page.getByText('控制台页面')).toBeVisible();
  await page.keyboard.type('弹性');
  await expect(page.getByText('官网页面')).toBeVisible();
  await expect(page.getByRole('option', { name: '弹性 GPU 市场' })).toBeVisible();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  // Arrow keys move the selection through the full list.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.type('用户列表');
  // Enter acts on the highlighted result: wait until the filtered list has settled on it.
  await expect(page.getByRole('option', { name: /用户列表/ }).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin/users');
  await expect(search).toHaveCount(0);

  // A nested action: 切换布局 › 顶部菜单. Typing waits for the reopened, empty search box.
  await page.keyboard.press('Control+k');
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
  await page.keyboard.type('切换布局');
  await expect(page.getByRole('option', { name: /切换布局/ }).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: /迷你菜单/ })).toBeVisible();
  await page.keyboard.type('顶部');
  await expect(page.getByRole('option', { name: /顶部菜单/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-layout[data-layout]').first()).toHaveAttribute('data-layout', 'horizontal');
  // The layout switch remounts the frame: let the palette finish closing before reopening it.
  await expect(search).toHaveCount(0);

  // Theme toggle, then Escape closes.
  await page.keyboard.press('Control+k');
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
  await page.keyboard.type('切换深浅主题');
  await expect(page.getByRole('option', { name: /切换深浅主题/ }).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-layout[data-layout]').first()).toHaveAttribute('data-theme', 'light');
  // As after the layout switch, reopen once the palette has closed. Once in CI, a palette reopened
  // straight after the theme switch ignored Escape (panel faded out, backdrop up); not reproduced
  // alone, even with the CPU slowed 8×.
  await expect(search).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox', { name: '搜索页面、操作…' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: '搜索页面、操作…' })).toHaveCount(0);
});

test('a renter sees no back office and gets 403 on an operator path', async ({ page }) => {
  await signIn(page, 'demo_renter');
  await expect(sider(page).getByRole('menuitem', { name: '容器实例' })).toBeVisible();
  await expect(sider(page).getByText('系统')).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page.getByText('抱歉，您无权访问此页面')).toBeVisible();
  // The shell stays around the 403.
  await expect(sider(page).getByRole('menuitem', { name: '工作台' })).toBeVisible();
  // The palette does not offer it either.
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox', { name: '搜索页面、操作…' })).toBeFocused();
  await page.keyboard.type('用户列表');
  await expect(page.getByText('没有匹配的结果')).toBeVisible();
});

test('a progress bar shows while a page chunk loads, and a failing page keeps the shell', async ({ page }) => {
  await signIn(page, 'demo_operator');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/overview-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await sider(page).getByRole('menuitem', { name: '平台概况' }).click();
  await expect(page.getByRole('progressbar', { name: '页面加载中' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: '平台概况' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '页面加载中' })).toHaveCount(0);

  await page.route(/\/assets\/permissions-[^/]+\.js$/, (route) => route.abort());
  await sider(page).getByRole('menuitem', { name: '权限矩阵' }).click();
  await expect(page.getByRole('alert')).toContainText('Sorry, Page error occurred!');
  await sider(page).getByRole('menuitem', { name: '工作台' }).click();
  await expect(page.getByRole('heading', { name: /你好/ })).toBeVisible();
});

test('profile: name, contact e-mail and avatar upload', async ({ page }) => {
  // A fresh account: the demo users' names are read by other tests running at the same time.
  await registerByPhone(page);
  await page.goto('/account/profile');
  const email = `wang-${Date.now()}@example.com`;
  await page.getByLabel('昵称').fill('供应商小王');
  await page.getByLabel('联系邮箱').fill('not-an-email');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入正确格式的邮箱')).toBeVisible();
  await page.getByLabel('联系邮箱').fill(email);
  // A new e-mail is saved only with the code sent to it.
  await requestCode(page);
  await page.getByLabel('邮箱验证码').fill(await latestCode(page, email));
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('资料已保存')).toBeVisible();
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('供应商小王');

  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('头像已更新')).toBeVisible();
  await expect(page.locator('img[alt="头像"]')).toHaveAttribute('src', /\/gateway\/v1\/oss\/file\/avatars\//);
});
