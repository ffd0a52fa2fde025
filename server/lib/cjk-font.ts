import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The CJK font ships inside an npm package (@embedpdf/fonts-sc: Noto Sans Hans, SIL OFL 1.1), so
 * nothing is fetched at run time. Read once, on the first PDF; pdfkit embeds only the glyphs used.
 */
let font: Buffer | undefined;
export function cjkFont(): Buffer {
  if (!font) {
    const require = createRequire(import.meta.url);
    const root = path.dirname(path.dirname(require.resolve('@embedpdf/fonts-sc')));
    font = readFileSync(path.join(root, 'fonts', 'NotoSansHans-Regular.otf'));
  }
  return font;
}
