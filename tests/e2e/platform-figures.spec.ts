import { expect, test, watchErrors } from './fixtures';

/*
 * The figures the home and about pages state come from the data (issue 25: "20+ GPU models" when
 * the market lists 8, "12 regions" for 4, "60+ suppliers" for 1, "5 折" when 4.5 折 is on sale):
 * the prerendered HTML holds the build's figures, and the page shows the gateway's once hydrated,
 * in the same place, without moving anything.
 */

interface Stats {
  gpuModels: number;
  regions: number;
  suppliers: number;
  lowestDiscount: string | null;
}

test.describe('platform figures', () => {
  test('the home page states the figures the gateway computes from the data, in its HTML already', async ({ page, request }) => {
    const errors = watchErrors(page);
    const answer = await request.get('/gateway/v1/platform/stats');
    const stats = ((await answer.json()) as { data: Stats }).data;
    expect(stats.gpuModels).toBeGreaterThan(0);
    // The HTML before any script: the build's figures, the same query over the seed as this gateway's data.
    const html = await (await request.get('/')).text();
    expect(html).toContain(`data-figure="gpuModels">${stats.gpuModels}<`);
    expect(html).toContain(`data-figure="regions">${stats.regions}<`);
    expect(html).not.toMatch(/20\+|60\+/);

    await page.goto('/');
    await expect(page.locator('[data-figure="gpuModels"]')).toHaveText(String(stats.gpuModels));
    await expect(page.locator('[data-figure="regions"]')).toHaveText(String(stats.regions));
    await expect(page.locator('[data-figure="lowestDiscount"]')).toHaveText(`${stats.lowestDiscount} 折`);
    // The market lists as many GPU models as the home page says.
    const types = await request.get('/gateway/v1/container_goods/gpuTypes');
    const models = new Set(((await types.json()) as { data: { gpuType: string }[] }).data.map((t) => t.gpuType));
    expect(models.size).toBe(stats.gpuModels);
    expect(errors).toEqual([]);
  });

  test('refreshes the figures after hydration without moving the page', async ({ page }) => {
    const errors = watchErrors(page);
    let answer: (() => void) | null = null;
    const asked = new Promise<void>((resolve) => {
      void page.route('**/gateway/v1/platform/stats', async (route) => {
        // Held until the page's first figures are measured, then answered with other figures.
        await new Promise<void>((release) => {
          answer = release;
          resolve();
        });
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ code: 100000, msg: '', data: { gpuModels: 13, regions: 7, suppliers: 3, lowestDiscount: '3.9' } }),
        });
      });
    });
    await page.goto('/');
    await asked;
    const figures = page.locator('dl:has([data-figure])');
    const before = await figures.boundingBox();
    const introBefore = await page.locator('#home-title').boundingBox();
    answer!();
    await expect(page.locator('[data-figure="gpuModels"]')).toHaveText('13');
    await expect(page.locator('[data-figure="regions"]')).toHaveText('7');
    await expect(page.locator('[data-figure="lowestDiscount"]')).toHaveText('3.9 折');
    const after = await figures.boundingBox();
    expect(after!.y).toBe(before!.y);
    expect(after!.height).toBe(before!.height);
    expect((await page.locator('#home-title').boundingBox())!.y).toBe(introBefore!.y);
    expect(errors).toEqual([]);
  });

  test('the about page states the same figures', async ({ page, request }) => {
    const stats = ((await (await request.get('/gateway/v1/platform/stats')).json()) as { data: Stats }).data;
    await page.goto('/about-us');
    const list = page.locator('#us');
    await expect(list).toContainText(`可用区${stats.regions}`);
    await expect(list).toContainText(`资源供应商${stats.suppliers}`);
    await expect(list).toContainText(`在售 GPU 型号${stats.gpuModels}`);
    await expect(list).not.toContainText('60+');
  });
});
