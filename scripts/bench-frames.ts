// The first frame of the pages drawn with antd (issue 25) in `npm run bench` (BENCH_ONLY=frames):
// with the CPU slowed four times (CDP Emulation.setCPUThrottlingRate), a cold load's first
// contentful paint (the skeleton from the HTML: scripts/route-skeletons.ts) against the moment the
// app has drawn the page and answers (<html data-app="ready"> with the page's own text shown).
import type { Browser } from '@playwright/test';

/** The CPU slow-down, as Lighthouse's mobile preset applies it. */
export const FRAME_CPU_THROTTLING = 4;
/** The frame must be painted in at most this share of the time the app takes to show the page. */
export const FRAME_SHARE_BUDGET = 0.4;
const RUNS = Number(process.env.BENCH_FRAME_RUNS ?? 3);

export interface FramePage {
  path: string;
  /** Text only the drawn page shows (not the skeleton). */
  text: string;
  /** Signed in (localStorage entries) or not. */
  storage?: Record<string, string>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function once(browser: Browser, base: string, target: FramePage) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (target.storage) {
    await context.addInitScript((entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, target.storage);
  }
  // The moment the page is drawn and the app runs, recorded in the page (a string: see cachedTabSwitch).
  await context.addInitScript(`(() => {
    const check = () => {
      if (window.__pageShownAt) return;
      if (document.documentElement.dataset.app === 'ready' && !document.querySelector('.sk') && document.body && document.body.innerText.includes(${JSON.stringify(target.text)})) {
        window.__pageShownAt = performance.now();
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  })()`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: FRAME_CPU_THROTTLING });
  await page.goto(`${base}${target.path}`);
  // Polled from here: waitForFunction evaluates a string, which the page's CSP forbids.
  for (let waited = 0; (await page.evaluate('window.__pageShownAt')) === undefined; waited += 100) {
    if (waited > 60_000) throw new Error(`${target.path}: the page was not drawn within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const timings = (await page.evaluate(`({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    shown: window.__pageShownAt,
    skeleton: document.getElementById('root')?.dataset.skeleton ?? null,
  })`)) as { fcp: number | null; shown: number; skeleton: string | null };
  await context.close();
  return timings;
}

/** Each page RUNS times, cold (a new context each time): medians and the worst share. */
export async function frameTimings(browser: Browser, base: string, pages: FramePage[]) {
  const lines = [];
  for (const target of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await once(browser, base, target));
    const fcp = runs.map((r) => r.fcp ?? Number.POSITIVE_INFINITY);
    const shown = runs.map((r) => r.shown);
    const worstShare = Math.max(...runs.map((r) => (r.fcp ?? Number.POSITIVE_INFINITY) / r.shown));
    lines.push({
      path: target.path,
      skeleton: runs[0]!.skeleton,
      frameFcpMs: Math.round(median(fcp)),
      pageShownMs: Math.round(median(shown)),
      worstShare: +worstShare.toFixed(2),
      runs: runs.map((r) => ({ fcpMs: r.fcp === null ? null : Math.round(r.fcp), shownMs: Math.round(r.shown) })),
      holds: runs.every((r) => r.skeleton !== null) && worstShare <= FRAME_SHARE_BUDGET,
    });
  }
  return lines;
}
