// `npx tsx scripts/chunks.ts [filter]`: build once and print, per JS chunk, its size and the
// packages (or source folders) that make it up, largest first — to see what a page pays for.
import { build, type Plugin } from 'vite';
import { gzipSync } from 'node:zlib';

const filter = process.argv[2];
const report: Plugin = {
  name: 'chunk-report',
  generateBundle(_options, bundle) {
    const rows: string[] = [];
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      if (filter && !chunk.fileName.includes(filter)) continue;
      const gz = gzipSync(chunk.code).length;
      const groups = new Map<string, number>();
      for (const [id, info] of Object.entries(chunk.modules)) {
        const m = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(\/.*)?/);
        const key = m ? `${m[1]}${m[1] === 'antd' || m[1]?.startsWith('@refinedev') || m[1]?.startsWith('@ant-design') || m[1] === 'kbar' ? (m[2] ?? '').split('/').slice(0, 3).join('/') : ''}` : id.replace(process.cwd(), '').split('/').slice(0, 4).join('/');
        groups.set(key, (groups.get(key) ?? 0) + info.renderedLength);
      }
      rows.push(`\n${chunk.fileName}  ${(chunk.code.length / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip  imports: ${chunk.imports.join(' ')}`);
      for (const [key, size] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
        if (size > 1500) rows.push(`   ${(size / 1024).toFixed(1).padStart(7)} KB  ${key}`);
      }
    }
    console.log(rows.join('\n'));
  },
};

await build({ logLevel: 'warn', plugins: [report], build: { write: false } });
