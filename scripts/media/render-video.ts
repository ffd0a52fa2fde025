// `npx tsx scripts/media/render-video.ts`: records the peak-shaving explainer shown on /home-back
// (public/media/home-back/peak-shaving.webm). A canvas animation is drawn in Chromium and
// captured with MediaRecorder, so no video tooling is needed.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SECONDS = 12;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 960, height: 540 } });
await page.setContent('<canvas id="c" width="960" height="540"></canvas>');
await page.addScriptTag({ path: 'scripts/media/peak-video.browser.js' });
const base64 = (await page.evaluate(`window.renderPeakVideo(${SECONDS})`)) as string;
await browser.close();
const bytes = Buffer.from(base64, 'base64');
writeFileSync('public/media/home-back/peak-shaving.webm', bytes);
console.log(`peak-shaving.webm: ${(bytes.length / 1024).toFixed(0)} KB`);
