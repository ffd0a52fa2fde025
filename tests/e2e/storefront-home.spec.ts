import { expect, test, watchErrors } from './fixtures';
import { DESKTOP, keepFirstHomeGoods, PHONE, seededHomeGoods, signInViaApi } from './storefront-support';

test.describe('home announcement', () => {
  test('shows the decoded text with its line break, and stays dismissed until the content changes', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    const banner = page.getByTestId('announcement');
    await expect(banner).toContainText('夜间潮汐价已覆盖全部弹性 GPU 机型');
    await expect(banner.locator('br')).toHaveCount(1);
    await banner.getByRole('button', { name: '关闭公告' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('announcement')).toBeHidden();
    // Another content for the same page shows again.
    await page.evaluate(() => localStorage.setItem('announcementDismissed', JSON.stringify({ home: '旧的公告' })));
    await page.reload();
    await expect(page.getByTestId('announcement')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('on a phone it scrolls away with the page instead of staying pinned over the content', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const banner = page.getByTestId('announcement');
    await expect(banner).toBeVisible();
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const box = await banner.boundingBox();
    expect(box === null || box.y + box.height <= 0).toBe(true);
  });

  test('renders markup in the content as text, never as HTML', async ({ page }) => {
    const content = encodeURIComponent('维护通知 <img src=x onerror="window.__pwned=1"><b>粗体</b>\n第二行');
    await page.route('**/gateway/v1/announcement/page**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 100000,
          msg: '',
          data: { records: [{ announcementBaseId: 'x', content, applicablePages: ['home'] }], total: 1, current: 1, size: 10, pages: 1 },
        }),
      }),
    );
    await page.goto('/');
    const banner = page.getByTestId('announcement');
    await expect(banner).toContainText('<img src=x onerror="window.__pwned=1"><b>粗体</b>');
    await expect(banner.locator('img, b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('a failing announcement call shows nothing and no message', async ({ page }) => {
    await page.route('**/gateway/v1/announcement/page**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: -1, msg: '系统异常', data: null }) }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('announcement')).toHaveCount(0);
    await expect(page.getByText('系统异常')).toHaveCount(0);
  });
});

test.describe('home carousel', () => {
  // The slides move with motion here, as most visitors see them.
  test.use({ reducedMotion: 'no-preference' });

  test('autoplays every 5000 ms through the four slides, and the pause button stops it', async ({ page }) => {
    // The page's timers run on a clock the test moves: 5000 ms are exactly 5000 ms, however busy the machine.
    await page.clock.install();
    await page.goto('/');
    const slide = (key: string) => page.getByTestId(`slide-${key}`);
    const shown = (key: string) => expect(slide(key)).toHaveAttribute('aria-hidden', 'false');
    // React renders a timer's state change in a task of its own: let it run before looking.
    const settle = () =>
      page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          }),
      );
    // Move focus and pointer away, so nothing but the pause button holds the carousel.
    const leave = async () => {
      await page.getByRole('heading', { level: 1 }).click();
      await page.mouse.move(5, 880);
    };
    await shown('questionnaire');
    await page.clock.pauseAt(Date.now() + 1000);
    // A manual move starts a full 5 s.
    await page.getByRole('button', { name: /第 2 张/ }).click();
    await leave();
    await shown('certification');
    await page.clock.runFor(4990);
    await settle();
    await shown('certification');
    await page.clock.runFor(10);
    await shown('photo');
    await page.clock.runFor(5000);
    await shown('space');
    await page.clock.runFor(5000);
    await shown('questionnaire');

    await page.getByRole('button', { name: '暂停轮播' }).click();
    await leave();
    await page.clock.runFor(15_000);
    await settle();
    await shown('questionnaire');
    await page.getByRole('button', { name: '继续轮播' }).click();
    await leave();
    await page.clock.runFor(5000);
    await shown('certification');
  });

  test('sends visitors to login first for the questionnaire and certification', async ({ page }) => {
    await page.goto('/');
    const slide = (key: string) => page.getByTestId(`slide-${key}`);
    await page.getByRole('button', { name: '暂停轮播' }).click();
    await expect(slide('questionnaire').getByRole('link', { name: '立即领取' })).toHaveAttribute(
      'href',
      '/login?mode=login_phone&redirect=%2Fmarketing%2Fquestionnaire',
    );
    await page.getByRole('button', { name: /第 2 张/ }).click();
    await expect(slide('certification').getByRole('link', { name: '去认证' })).toHaveAttribute(
      'href',
      '/login?mode=login_phone&redirect=%2Fcertification',
    );
    await page.getByRole('button', { name: /第 3 张/ }).click();
    await expect(slide('photo').getByRole('link', { name: '免费试用' })).toHaveAttribute('href', '/access-point');
    await page.getByRole('button', { name: /第 4 张/ }).click();
    await expect(slide('space').getByRole('link', { name: '进入 AI 空间' })).toHaveAttribute('href', '/club/knowledge');
    await page.getByRole('button', { name: /第 1 张/ }).click();
    await slide('questionnaire').getByRole('link', { name: '立即领取' }).click();
    await expect(page).toHaveURL(/\/login\?mode=login_phone&redirect=%2Fmarketing%2Fquestionnaire$/);
  });

  test('takes signed-in users straight to the pages', async ({ page }) => {
    await signInViaApi(page, 'demo_renter');
    await page.goto('/');
    await page.getByRole('button', { name: '暂停轮播' }).click();
    await expect(page.getByTestId('slide-questionnaire').getByRole('link', { name: '立即领取' })).toHaveAttribute('href', '/marketing/questionnaire');
    await page.getByRole('button', { name: /第 2 张/ }).click();
    await expect(page.getByTestId('slide-certification').getByRole('link', { name: '去认证' })).toHaveAttribute('href', '/certification');
    await page.getByRole('button', { name: /第 1 张/ }).click();
    await page.getByTestId('slide-questionnaire').getByRole('link', { name: '立即领取' }).click();
    await expect(page).toHaveURL('/marketing/questionnaire');
  });
});

test.describe('/home-back', () => {
  for (const [label, viewport, base] of [
    ['desktop', DESKTOP, 50],
    ['phone', PHONE, 10],
  ] as const) {
    test(`the ticker scrolls masked phones at count/50 × ${base} s (${label})`, async ({ page }) => {
      // Scrolls for a visitor who did not ask for reduced motion (for one who did, it stands still).
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.setViewportSize(viewport);
      await page.goto('/home-back');
      const ticker = page.getByTestId('ticker');
      await expect(ticker).toContainText('138****0001');
      await expect(ticker).not.toContainText('13800000001');
      const count = await ticker.locator('ul').first().locator('li').count();
      const duration = await page.getByTestId('ticker-track').evaluate((el) => getComputedStyle(el).animationDuration);
      expect(parseFloat(duration)).toBeCloseTo((count / 50) * base, 5);
      expect(await page.getByTestId('ticker-track').evaluate((el) => getComputedStyle(el).animationName)).toMatch(label === 'phone' ? /ticker-y/ : /ticker-x/);
      await page.getByRole('button', { name: '暂停滚动' }).click();
      expect(await page.getByTestId('ticker-track').evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await page.getByTestId('ticker-track').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    });
  }

  test('the calculator reproduces the plan example and follows the inputs', async ({ page }) => {
    await page.goto('/home-back');
    await expect(page.getByTestId('plan-traditional')).toHaveText('9,600,000 元');
    await expect(page.getByTestId('plan-peak')).toHaveText('7,968,000 元');
    await expect(page.getByTestId('plan-saved')).toHaveText('1,632,000 元');
    await page.getByLabel('GPU 数量（卡）').fill('100');
    await page.getByLabel('租期（月）').fill('12');
    await page.getByLabel('单价（元/卡/月）').fill('2000');
    await expect(page.getByTestId('plan-traditional')).toHaveText('2,400,000 元');
    await expect(page.getByTestId('plan-peak')).toHaveText('1,992,000 元');
    await page.getByLabel('租期（月）').fill('0');
    await expect(page.getByText('请输入 1 至 60 之间的数字')).toBeVisible();
    await expect(page.getByTestId('plan-peak')).toHaveText('—');
    await page.getByRole('button', { name: '恢复示例数据' }).click();
    await expect(page.getByTestId('plan-peak')).toHaveText('7,968,000 元');
    // The plan example tooltip.
    await page.getByRole('button', { name: '方案示例' }).focus();
    await expect(page.getByRole('tooltip')).toContainText('1000 元/卡/月 × 400 卡 × 24 个月 = 9,600,000 元');
    await expect(page.getByRole('tooltip')).toContainText('7,968,000');
    await expect(page.getByRole('tooltip')).toContainText('17%');
  });

  test('the GPU carousel shows three of the seeded goods and loops when there are more', async ({ page }) => {
    const goods = await seededHomeGoods(page);
    // The seed marks every RTX 4090 and all of East China as home goods, 4090s first.
    expect(goods.length).toBeGreaterThan(3);
    expect(goods[0]!.gpuType).toContain('RTX 4090');
    const firstOther = goods.findIndex((g) => !/RTX\s*4090/.test(g.gpuType));
    expect(firstOther).toBeGreaterThan(0);
    const label = (g: (typeof goods)[number]) => g.areaInfo!;
    const lowest = (g: (typeof goods)[number]) =>
      Math.min(...g.specDetailList.flatMap((spec) => spec.containerGoodsSpecTimeRangeVOS.map((range) => Number(range.unitPrice))));

    await page.goto('/home-back');
    const section = page.getByTestId('gpu-section');
    const visible = section.locator('[data-testid="gpu-card"]:not([aria-hidden="true"])');
    await expect(visible).toHaveCount(3);
    await expect(visible.first()).toContainText('RTX 4090');
    await expect(visible.first()).toContainText(label(goods[0]!));
    await expect(visible.first().locator('img')).toHaveAttribute('src', '/media/gpu/rtx4090.svg');
    // The 'from' price is the lowest unit price of all time ranges (the night price here).
    const price = Number(await visible.first().getByTestId('gpu-price').textContent());
    expect(price).toBeCloseTo(lowest(goods[0]!), 4);
    expect(price).toBeLessThan(Number(goods[0]!.specDetailList[0]!.containerGoodsSpecTimeRangeVOS[0]!.unitPrice));
    await expect(visible.first().getByRole('link', { name: '立即购买' })).toHaveAttribute('href', '/gpu-market');

    const next = section.getByRole('button', { name: '下一组机型' });
    for (let i = 0; i < firstOther; i += 1) {
      await next.click();
      await page.waitForTimeout(600);
    }
    // The first goods without an RTX 4090 carries the generic icon.
    await expect(visible.first()).toContainText(goods[firstOther]!.aliasGpuType ?? goods[firstOther]!.gpuType);
    await expect(visible.first().locator('img')).toHaveAttribute('src', '/media/gpu/gpu.svg');
    for (let i = firstOther; i < goods.length; i += 1) {
      await next.click();
      await page.waitForTimeout(600);
    }
    // As many moves as goods: back at the first card, the strip having wrapped.
    await expect(visible).toHaveCount(3);
    await expect(visible.first()).toContainText(label(goods[0]!));
    await section.getByRole('button', { name: '上一组机型' }).click();
    await page.waitForTimeout(700);
    // One step back from the first card shows the last one, then the first two again.
    const last = goods.at(-1)!;
    await expect(visible.first()).toContainText(last.aliasGpuType ?? last.gpuType);
    await expect(visible.nth(1)).toContainText(label(goods[0]!));
    await expect(visible.nth(2)).toContainText(label(goods[1]!));
  });

  test('three goods or fewer make a static row, none hides the section', async ({ page }) => {
    await keepFirstHomeGoods(page, 3);
    await page.goto('/home-back');
    await expect(page.getByTestId('gpu-static').getByTestId('gpu-card')).toHaveCount(3);
    await expect(page.getByRole('button', { name: '下一组机型' })).toHaveCount(0);
    // A refetch of the first page may still be in the old handler: let it end quietly.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await keepFirstHomeGoods(page, 0);
    await page.goto('/home-back');
    await expect(page.getByTestId('plan-calculator')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('gpu-section')).toHaveCount(0);
  });

  test('a failing goods call hides the section quietly', async ({ page }) => {
    await page.route('**/gateway/v1/container_goods/homeTagGoods/page', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: -1, msg: '商品服务异常', data: null }) }),
    );
    await page.goto('/home-back');
    await expect(page.getByTestId('plan-calculator')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('gpu-section')).toHaveCount(0);
    await expect(page.getByText('商品服务异常')).toHaveCount(0);
  });

  test('the news tiles carry the latest item of each list', async ({ page }) => {
    await page.goto('/home-back');
    await expect(page.getByTestId('tile-company')).toContainText('弹性 GPU 夜间潮汐价覆盖全部机型');
    await expect(page.getByTestId('tile-knowledge')).toContainText('2025 大模型训练算力需求白皮书');
    await expect(page.getByTestId('tile-article')).toContainText('什么是 Transformer');
    await expect(page.getByTestId('tile-knowledge').getByRole('link', { name: /白皮书/ })).toHaveAttribute('href', '/club/knowledge/detail/kb-2025-llm-compute');
  });
});
