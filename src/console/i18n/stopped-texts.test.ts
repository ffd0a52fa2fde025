import { describe, expect, it } from 'vitest';
import { compute } from './compute';
import { modelService } from './model-service';

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** Issue 25: a stopped instance is 已关机 and costs its storage; no text says stopping ends all billing. */
describe('stopped instance texts', () => {
  it('names the stopped state 已关机 and its storage fee per day', () => {
    expect(compute.container.statuses.stopped).toBe('已关机');
    expect(compute.container.statuses.stopping).toBe('关机中');
    expect(fill(compute.container.stoppedDaily, { amount: '0.48' })).toBe('关机期间存储费 ¥0.48/天');
    expect(fill(compute.container.stopConfirm, { amount: '0.48' })).toContain('存储费 ¥0.48/天');
  });

  it('never says stopping ends billing without the storage fee', () => {
    const texts = [compute, modelService].flatMap(strings).filter((s) => /关机/.test(s) && /停止.{0,6}计费/.test(s));
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text, text).toMatch(/存储费/);
  });
});
