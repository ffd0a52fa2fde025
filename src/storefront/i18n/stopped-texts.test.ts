import { describe, expect, it } from 'vitest';
import { gpuMarketText } from './gpu-market';
import { homeSectionsText } from './home-sections';
import { agreementsText } from './agreements';

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

/** Issue 25: the storefront never says stopping an instance ends billing without its storage fee. */
describe('storefront texts about stopping', () => {
  it('mention the storage fee wherever they speak of stopping and billing', () => {
    const texts = [gpuMarketText, homeSectionsText, agreementsText].flatMap(strings).filter((s) => /关机[^。；]*停止[^。；]*计费/.test(s));
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text, text).toMatch(/存储费|数据盘按保留容量计费/);
    expect([gpuMarketText, homeSectionsText].flatMap(strings).filter((s) => /关机/.test(s) && /计费|收/.test(s) && !/冻结/.test(s)).every((s) => /存储费/.test(s))).toBe(true);
  });
});
