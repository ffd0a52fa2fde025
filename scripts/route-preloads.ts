import type { Plugin, Rolldown } from 'vite';

type OutputAsset = Rolldown.OutputAsset;
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Public routes whose first screen is worth fetching up front: their modules and largest image. */
export const PRELOADED_ROUTES = [
  { file: 'routes/home.html', modules: ['src/storefront/layout/PublicLayout.tsx', 'src/storefront/home/HomePage.tsx'], image: '/media/home/slide-questionnaire.svg' },
  { file: 'routes/home-back.html', modules: ['src/storefront/layout/PublicLayout.tsx', 'src/storefront/home-back/HomeBackPage.tsx'], image: '/media/home-back/peak-poster.svg' },
] as const;

/**
 * Writes a copy of index.html per route above, with <link rel="modulepreload"> for the route's
 * lazy chunks (and what they import) and a preload of its largest image, so a visitor's browser
 * fetches them alongside the entry instead of after it has run. The gateway serves a route's copy
 * for that path only, so other pages (the workbench) download nothing extra.
 */
export function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle: OutputBundle) {
      const html = bundle['index.html'] as OutputAsset | undefined;
      if (!html) return;
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const already = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      for (const route of PRELOADED_ROUTES) {
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || already.has(fileName)) return;
          files.add(fileName);
          byFile.get(fileName)?.imports.forEach(visit);
        };
        for (const module of route.modules) {
          const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
          if (!chunk) this.error(`route-preloads: no chunk for ${module}`);
          visit(chunk.fileName);
        }
        const links = [
          `<link rel="preload" as="image" href="${route.image}" fetchpriority="high">`,
          ...[...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ].join('\n    ');
        this.emitFile({ type: 'asset', fileName: route.file, source: String(html.source).replace('</head>', `    ${links}\n  </head>`) });
      }
    },
  };
}
