import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatYuan } from './money';

/*
 * Money is written one way everywhere (issue 25: `¥ 1100.00` on the dashboard, `¥1,100.00`
 * elsewhere): through formatYuan, never a text of its own that puts a space after ¥ or leaves out
 * the thousands separator.
 */
const ROOT = join(__dirname, '../..');
const sources = readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
  .map((name) => ({ name, text: readFileSync(join(ROOT, name), 'utf8') }));

describe('money, one format', () => {
  it('is ¥1,100.00', () => {
    expect(formatYuan('1100')).toBe('¥1,100.00');
  });

  it('no text writes an amount after "¥ " of its own', () => {
    const strays = sources.flatMap(({ name, text }) => [...text.matchAll(/¥ (?:\{\{|\$\{)/g)].map((m) => `${name}: ${m[0]}`));
    expect(strays).toEqual([]);
  });
});
