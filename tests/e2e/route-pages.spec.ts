import { expect, test, watchErrors } from './fixtures';
import { signInViaApi } from './storefront-support';

test('/ and /home-back arrive prerendered, with their styles, first image and a deferred start', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('<div id="root" data-prerendered="/">');
  expect(home).toContain('<h1 id="home-title"');
  expect(home).toContain('<title>算力市场 - 企业级 GPU 算力租赁与交易平台</title>');
  expect(home).toContain('<link rel="preload" as="image" href="/media/home/slide-questionnaire.svg" fetchpriority="high">');
  // The site's frame and the top of the home page are gathered chunks (vite.config.ts CHUNK_GROUPS).
  expect(home).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/frame-[\w-]+\.css">/);
  expect(home).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/HomeSections-[\w-]+\.css">/);
  // The app's JavaScript is started by the boot script after the first paint, not by the HTML.
  expect(home).not.toContain('<script type="module"');
  expect(home).not.toContain('rel="modulepreload"');
  const boot = /<script defer src="(\/assets\/boot-[\w-]+\.js)" data-entry="(\/assets\/index-[\w-]+\.js)" data-preload="([^"]+)"><\/script>/.exec(home);
  expect(boot).not.toBeNull();
  expect(boot![3]).toMatch(/\/assets\/home-[\w-]+\.js/);
  expect(boot![3]).toMatch(/\/assets\/frame-[\w-]+\.js/);
  // The home page reads without the query client: neither it nor the page loaders are preloaded.
  expect(boot![3]).not.toMatch(/page-loaders-|provider-/);
  for (const asset of [boot![1], boot![2]]) expect((await request.get(asset!)).status(), asset).toBe(200);
  // No inline script anywhere: the CSP allows none.
  expect(home).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

  const homeBack = await (await request.get('/home-back')).text();
  expect(homeBack).toContain('<div id="root" data-prerendered="/home-back">');
  expect(homeBack).toContain('<title>削峰填谷算力方案 - 算力市场</title>');
  expect(homeBack).toContain('href="/media/home-back/peak-poster.svg"');
  expect(homeBack).toMatch(/HomeBackPage-[\w-]+\.js/);
  expect(homeBack).toMatch(/page-loaders-[\w-]+\.js/);

  // The workbench gets its skeleton page: the entry at once, nothing prerendered, nothing extra.
  const workbench = await (await request.get('/container')).text();
  expect(workbench).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
  expect(workbench).not.toContain('data-prerendered');
  expect(workbench).not.toContain('rel="preload" as="image"');
  expect(workbench).not.toMatch(/\/assets\/(home|frame)-|boot-/);
});

test('the sign-in page, the demand form and the workbench arrive with a skeleton of their frame, which the app replaces', async ({ page, request }) => {
  // In the first HTML response: the frame drawn by inline styles, before any script (issue 25).
  const skeletons = { '/login': 'login', '/demands/publish': 'demands-publish', '/container': 'workbench', '/dashboard': 'workbench', '/model-services/detail/700001': 'workbench', '/admin/review/12': 'workbench' };
  for (const [path, name] of Object.entries(skeletons)) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<div id="root" data-skeleton="${name}"><div class="sk sk-`);
    expect(html, path).toMatch(/<style>\.sk\{min-height:100vh/);
    expect(html, path).not.toContain('正在加载…');
    expect(html, path).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
  }
  expect(await (await request.get('/login')).text()).toContain('class="sk-card"');
  expect(await (await request.get('/container')).text()).toContain('class="sk-sider"');
  // Other paths keep the loading screen.
  expect(await (await request.get('/no-such-page')).text()).not.toContain('data-skeleton');

  // The skeleton stays until the page is drawn, then the page takes its place: #root is never
  // empty in between (the blank screen of issue 25).
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root && root.childElementCount === 0) (window as unknown as { rootEmptied: boolean }).rootEmptied = true;
    }).observe(document, { subtree: true, childList: true });
  });
  const emptied = () => page.evaluate(() => (window as unknown as { rootEmptied?: boolean }).rootEmptied === true);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '手机号登录' })).toBeVisible();
  await expect(page.locator('.sk')).toHaveCount(0);
  expect(await emptied()).toBe(false);
  await signInViaApi(page, 'demo_renter');
  await page.goto('/container');
  await expect(page.getByRole('heading', { name: '容器实例' })).toBeVisible();
  await expect(page.locator('.sk')).toHaveCount(0);
  expect(await emptied()).toBe(false);
  expect(errors).toEqual([]);
});

test('every page the build lists is served prerendered with its own title and description', async ({ request }) => {
  const manifest = (await (await request.get('/routes/pages.json')).json()) as Record<string, string>;
  // The content pages that depend on nothing but the code, six agreements among them.
  expect(Object.keys(manifest)).toEqual(
    expect.arrayContaining(['/', '/home-back', '/news', '/about-us', '/white-paper', '/error/404', '/support/agreement/credit-recharge', '/gpu-market', '/mall']),
  );
  // Less the light loading screen's paths and the skeletons' (the test above).
  const prerendered = Object.keys(manifest).filter((path) => manifest[path] !== 'routes/light.html' && !/^routes\/(login|demands-publish|workbench)\.html$/.test(manifest[path]!));
  const titles = new Set<string>();
  for (const path of prerendered) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<div id="root" data-prerendered="${path}"`);
    titles.add(/<title>([^<]+)<\/title>/.exec(html)![1]!);
    expect(/<meta name="description" content="([^"]*)"/.exec(html)![1]!.length, path).toBeGreaterThan(20);
  }
  expect(titles.size).toBe(prerendered.length);
  expect(await (await request.get('/support/agreement/credit-recharge')).text()).toContain('2025-09-18');
  // Pages with forms (antd styles itself at run time) and unknown paths get the plain page; the
  // light ones (SPEC §2, §6) with a light loading screen, so no dark one flashes before them.
  for (const path of ['/consultation', '/activity/partners', '/demands', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root">');
    expect(html, path).toContain(path === '/activity/partners' || path === '/demands' ? 'background:#f5f7fb' : 'background:#0a0e1a');
  }
});

test('without JavaScript the prerendered home pages are complete and styled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveTitle('算力市场 - 企业级 GPU 算力租赁与交易平台');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Who is signed in is not known without the app: the login entry holds its place unseen.
  await expect(page.locator('header a[href^="/login"]').first()).toBeAttached();
  await expect(page.locator('header a[href^="/login"]').first()).toBeHidden();
  // The sections below the first screen, which the app loads lazily, are in the HTML too.
  await expect(page.locator('#peakCut')).toBeAttached();
  await expect(page.getByRole('contentinfo')).toContainText('© 2025');
  // Styled from the start: the skip link sits off screen, the header's menu button shows on phones.
  expect((await page.getByRole('link', { name: '跳到主要内容' }).boundingBox())!.y).toBeLessThan(0);
  await expect(page.getByRole('button', { name: '打开菜单' })).toBeVisible();

  await page.goto('/home-back');
  await expect(page).toHaveTitle('削峰填谷算力方案 - 算力市场');
  await expect(page.getByRole('heading', { name: /削峰填谷/ }).first()).toBeVisible();
  await context.close();
});

for (const signedIn of [false, true]) {
  test(`the app hydrates the prerendered page in place${signedIn ? ' for a signed-in visitor' : ''}`, async ({ page }) => {
    if (signedIn) await signInViaApi(page, 'demo_renter');
    const errors = watchErrors(page);
    // Remember the heading the HTML brought, before any of the app's code runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerendered: Element | null }).prerendered = document.getElementById('home-title');
      });
    });
    await page.goto('/');
    // The carousel answers clicks: the app has taken over the page.
    await page.getByRole('button', { name: '下一张' }).click();
    await expect(page.getByTestId('slide-certification')).not.toHaveAttribute('aria-hidden', 'true');
    // Hydrated, not rendered again: the heading is the very element the HTML brought.
    expect(await page.evaluate(() => document.getElementById('home-title') === (window as unknown as { prerendered: Element }).prerendered)).toBe(true);
    const banner = page.getByRole('banner');
    if (signedIn) {
      await expect(banner.getByLabel('用户菜单')).toBeVisible();
      await expect(banner.getByRole('link', { name: '登录' })).toHaveCount(0);
    } else {
      await expect(banner.getByRole('link', { name: '登录' })).toBeVisible();
    }
    // A hydration mismatch would be reported as a page error (React #418).
    expect(errors).toEqual([]);
  });
}

test('the markets arrive prerendered and are hydrated in place; with filters in the URL they are drawn afresh', async ({ page, request }) => {
  const html = await (await request.get('/gpu-market?gpu=A800')).text();
  expect(html).toContain('<div id="root" data-prerendered="/gpu-market" data-reads-query>');
  expect(html).toContain('data-theme="light"');
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { prerendered: Element | null }).prerendered = document.querySelector('h1');
    });
  });
  const sameHeading = () => page.evaluate(() => document.querySelector('h1') === (window as unknown as { prerendered: Element }).prerendered);
  for (const path of ['/gpu-market', '/mall']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(page.getByText(/共 \d+/).first()).toBeVisible();
    expect(await sameHeading(), path).toBe(true);
  }
  // The HTML is the bare path's: with a filter the page is rendered, not hydrated, and filters.
  await page.goto('/gpu-market?gpu=A800');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByRole('region', { name: '筛选条件' }).getByRole('button', { name: 'A800', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect(await sameHeading()).toBe(false);
  expect(errors).toEqual([]);
});

test('/ loads the sections below its first screen, and the query client, as they come into view', async ({ page }) => {
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.waitForLoadState('networkidle');
  // At 1440×900 the elastic GPU section shows; what follows, and the query client, wait.
  expect(scripts.filter((path) => /\/assets\/(HomeSections)-/.test(path))).toHaveLength(1);
  expect(scripts.filter((path) => /\/assets\/(HomeMore|FooterQrCode|provider|page-loaders)-/.test(path))).toEqual([]);
  // Their HTML is there meanwhile; scrolled to, they load and read the gateway.
  const news = page.getByRole('heading', { name: '平台动态' });
  await expect(news).toBeAttached();
  await news.scrollIntoViewIfNeeded();
  await expect(page.getByRole('list', { name: '最新发布' }).first().getByRole('listitem').first()).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('img', { name: '关注公众号' })).toBeVisible();
  expect(scripts.some((path) => /\/assets\/HomeMore-/.test(path))).toBe(true);
  expect(errors).toEqual([]);
});

test('leaving / before its lower sections loaded navigates at once, and coming back shows them', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // Their server HTML cannot take the router's update before their code is there: it loads first.
  // (Without that, a navigation that keeps the home page, then any other, would never be shown.)
  const nav = page.getByRole('navigation', { name: '主导航' });
  await nav.getByRole('link', { name: '首页' }).click();
  await nav.getByRole('link', { name: '新闻资讯' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新闻资讯');
  await nav.getByRole('link', { name: '首页' }).click();
  await expect(page.locator('#peakCut')).toBeVisible();
  await page.getByRole('heading', { name: '平台动态' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('list', { name: '最新发布' }).first().getByRole('listitem').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('pages answer with and without compression, and are never cached as assets are', async ({ request }) => {
  for (const encoding of ['identity', 'gzip', 'br']) {
    for (const page of ['/', '/home-back', '/container']) {
      const response = await request.get(page, { headers: { 'accept-encoding': encoding } });
      expect(response.status(), `${page} ${encoding}`).toBe(200);
      expect(response.headers()['cache-control'], `${page} ${encoding}`).toBe('no-cache');
      expect(await response.text()).toMatch(/<div id="root"( data-prerendered="[^"]+"| data-skeleton="[^"]+")?>/);
    }
  }
});
