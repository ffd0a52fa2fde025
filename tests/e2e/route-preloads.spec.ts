import { expect, test } from './fixtures';

test('/ and /home-back fetch their first screen up front; other pages get the plain page', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('<link rel="preload" as="image" href="/media/home/slide-questionnaire.svg" fetchpriority="high">');
  expect(home).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/HomePage-[\w-]+\.js">/);
  expect(home).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/PublicLayout-[\w-]+\.js">/);

  const homeBack = await (await request.get('/home-back')).text();
  expect(homeBack).toContain('href="/media/home-back/peak-poster.svg"');
  expect(homeBack).toMatch(/HomeBackPage-[\w-]+\.js/);

  const workbench = await (await request.get('/container')).text();
  expect(workbench).not.toContain('rel="preload" as="image"');
  expect(workbench).not.toMatch(/HomePage-|PublicLayout-/);
});

test('pages answer with and without compression, and are never cached as assets are', async ({ request }) => {
  for (const encoding of ['identity', 'gzip', 'br']) {
    for (const page of ['/', '/home-back', '/container']) {
      const response = await request.get(page, { headers: { 'accept-encoding': encoding } });
      expect(response.status(), `${page} ${encoding}`).toBe(200);
      expect(response.headers()['cache-control'], `${page} ${encoding}`).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  }
});
