import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRanges, formatRange } from './tidal';
import { BILLING_UNIT, DAY_HOURS, DAY_WINDOW, NIGHT_HOURS, NIGHT_WINDOW } from './tidal-window';

/*
 * Every text that names a window (the storefront's and the console's i18n files, the seeds) names
 * one the specs have (issue 25: 00:00–08:00 in the copy, 22:00–08:00 in the market), and none says
 * a billing unit other than the one metering uses.
 */

const ROOT = join(__dirname, '../../..');
const TEXT_DIRS = ['src/storefront/i18n', 'src/console/i18n', 'src/shared/i18n', 'server/seed'];
const files = TEXT_DIRS.flatMap((dir) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
    .map((name) => ({ name: `${dir}/${name}`, text: readFileSync(join(ROOT, dir, name), 'utf8') })),
);

/** "22:00–08:00", "22:00 至 08:00", "22:00-08:00", "22 点到 8 点": the windows a text names. */
function windowsIn(text: string): string[] {
  const clock = String.raw`([01]\d|2[0-4]):([0-5]\d)`;
  const found: string[] = [];
  for (const m of text.matchAll(new RegExp(`${clock}\\s*(?:–|—|-|~|～|至|到)\\s*(?:次日\\s*)?${clock}`, 'g'))) {
    found.push(`${m[1]}:${m[2]}–${m[3]}:${m[4]}`);
  }
  for (const m of text.matchAll(/(?:每晚|夜间|凌晨)\s*(\d{1,2})\s*点\s*(?:到|至|-|–)\s*(?:次日\s*)?(\d{1,2})\s*点/g)) {
    found.push(`${m[1]!.padStart(2, '0')}:00–${m[2]!.padStart(2, '0')}:00`);
  }
  return found;
}
/** `{ beginMinute: 0, endMinute: 480 }` written out in a seed. */
function minuteWindowsIn(text: string): string[] {
  return [...text.matchAll(/beginMinute:\s*(\d+),\s*endMinute:\s*(\d+)/g)].map((m) => formatRange({ beginMinute: Number(m[1]), endMinute: Number(m[2]) }));
}

// The windows of the specs: the standard day the seed gives every offer; the whole day (a rule's "00:00–24:00").
const SPEC_WINDOWS = new Set([formatRange(DAY_WINDOW), formatRange(NIGHT_WINDOW), '00:00–24:00']);

describe('the tidal windows and the billing unit, from one source', () => {
  it('names the windows as the price calculation formats them', () => {
    expect(DAY_HOURS).toBe(formatRange(DAY_WINDOW));
    expect(NIGHT_HOURS).toBe(formatRange(NIGHT_WINDOW));
    // The two cover the day exactly once.
    expect(
      checkRanges([
        { ...DAY_WINDOW, unitPrice: 2, label: 'day' },
        { ...NIGHT_WINDOW, unitPrice: 1, label: 'night' },
      ]),
    ).toBeNull();
  });

  it('finds the windows a text names (the check below sees what it must)', () => {
    expect(windowsIn('每日 00:00–08:00 的潮汐时段')).toEqual(['00:00–08:00']);
    expect(windowsIn('00:00 至 08:00 之间')).toEqual(['00:00–08:00']);
    expect(windowsIn('每晚 0 点到 8 点跑批')).toEqual(['00:00–08:00']);
    expect(minuteWindowsIn('nightWindow: { beginMinute: 0, endMinute: 480 }')).toEqual(['00:00–08:00']);
    expect(windowsIn('工作日 9:00–18:00')).toEqual([]);
  });

  it('no static text names a window no spec has', () => {
    const strays = files.flatMap(({ name, text }) => [...windowsIn(text), ...minuteWindowsIn(text)].filter((w) => !SPEC_WINDOWS.has(w)).map((w) => `${name}: ${w}`));
    expect(strays).toEqual([]);
  });

  it('no static text states a billing unit other than the one metering uses', () => {
    expect(BILLING_UNIT).toBe('按分钟计费');
    const strays = files.flatMap(({ name, text }) => [...text.matchAll(/按小时(?:计费|出账|租用)|精确到小时/g)].map((m) => `${name}: ${m[0]}`));
    expect(strays).toEqual([]);
  });

  it('no static text says the tidal price goes by when an order is placed (each segment is billed at its own price)', () => {
    const strays = files.flatMap(({ name, text }) => [...text.matchAll(/下单(?:的[^，。]*)?按潮汐价/g)].map((m) => `${name}: ${m[0]}`));
    expect(strays).toEqual([]);
  });
});
