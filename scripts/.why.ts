import { build, type Plugin } from 'vite';
const targets = process.argv.slice(2);
const why: Plugin = {
  name: 'why',
  buildEnd() {
    const ids = [...this.getModuleIds()];
    const starts = ids.filter((id) => /src\/(main\.tsx|console\/root\.tsx|console\/resources\/container\/list\.tsx|console\/shell\/StatusPage\.tsx)$/.test(id));
    const parent = new Map<string, string | null>();
    const queue = [...starts];
    for (const s of starts) parent.set(s, null);
    while (queue.length) {
      const id = queue.shift()!;
      const info = this.getModuleInfo(id);
      for (const dep of info?.importedIds ?? []) if (!parent.has(dep)) { parent.set(dep, id); queue.push(dep); }
    }
    for (const t of targets) {
      for (const id of parent.keys()) {
        if (!id.includes(t)) continue;
        const chain: string[] = [];
        let cur: string | null | undefined = id;
        while (cur) { chain.push(cur.replace(process.cwd() + '/', '').replace('node_modules/', '')); cur = parent.get(cur); }
        console.log(`\n${t}:\n  ` + chain.reverse().join('\n  '));
        break;
      }
    }
  },
};
await build({ logLevel: 'warn', plugins: [why], build: { write: false } });
