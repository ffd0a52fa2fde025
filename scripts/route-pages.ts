import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, minify, type CSSOptions, type Plugin, type Rolldown } from 'vite';
import type { lightPaths as listLightPaths, PrerenderedPage, render as renderPage, workbenchPaths as listWorkbenchPaths } from '../src/prerender';
import { routeSkeletons } from './route-skeletons';

type OutputAsset = Rolldown.OutputAsset;
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

interface RoutePage {
  /** The client route the page is for; its HTML goes to dist/routes/ under the same name. */
  path: string;
  /** The page's lazy module, fetched alongside the entry (modulepreload) and styled at once. */
  page: string;
  /** Modules the page loads later but whose prerendered markup needs their styles at once. */
  styled?: readonly string[];
  /** The largest image of the first screen when the HTML alone does not start it early. */
  image?: string;
  /**
   * The route table imports the page itself; every other page comes through
   * src/storefront/page-loaders.ts (with the query client), which is then preloaded with it.
   */
  direct?: true;
  /**
   * The page's first render reads the query string (a market's filters): its HTML is the bare
   * path's, so with a query string the app renders the page afresh instead of hydrating it.
   */
  readsQuery?: true;
}

const LAYOUT = 'src/storefront/layout/PublicLayout.tsx';
/** Below every page's first screen, loaded as it comes near: its HTML is in every page, styled. */
const FOOTER = 'src/storefront/layout/Footer.tsx';
const PAGE_LOADERS = 'src/storefront/page-loaders.ts';
const agreement = (id: string): RoutePage => ({ path: `/support/agreement/${id}`, page: 'src/storefront/support/AgreementPage.tsx' });

/**
 * Public pages the build prerenders: those whose first render depends on nothing but the code.
 * (Pages with antd forms are left out: antd writes its styles at run time.)
 */
export const ROUTE_PAGES: readonly RoutePage[] = [
  {
    path: '/',
    page: 'src/storefront/home/HomePage.tsx',
    // Below the first screen, loaded as they come into view: their HTML is there, styled, before.
    styled: ['src/storefront/home/HomeSections.tsx', 'src/storefront/home/HomeMore.tsx'],
    image: '/media/home/slide-questionnaire.svg',
    direct: true,
  },
  { path: '/home-back', page: 'src/storefront/home-back/HomeBackPage.tsx', image: '/media/home-back/peak-poster.svg' },
  { path: '/news', page: 'src/storefront/news/NewsPage.tsx' },
  { path: '/about-us', page: 'src/storefront/about/AboutPage.tsx' },
  { path: '/products', page: 'src/storefront/products/ProductsPage.tsx' },
  { path: '/white-paper', page: 'src/storefront/white-paper/WhitePaperPage.tsx' },
  { path: '/ic-wp', page: 'src/storefront/white-paper/WhitePaperPage.tsx' },
  { path: '/error/403', page: 'src/storefront/errors/ErrorPages.tsx' },
  { path: '/error/404', page: 'src/storefront/errors/ErrorPages.tsx' },
  ...['privacy', 'registration', 'end-user', 'product-service', 'supplier', 'credit-recharge'].map(agreement),
  // The markets (light): their frame, hero and filters show before the JavaScript; the offers
  // themselves are read in the browser (their skeleton is in the HTML).
  { path: '/gpu-market', page: 'src/storefront/gpu-market/GpuMarketPage.tsx', readsQuery: true },
  { path: '/mall', page: 'src/storefront/mall/MallPage.tsx', readsQuery: true },
  { path: '/ai-market/model', page: 'src/storefront/ai-market/ModelMarketPage.tsx', readsQuery: true },
  { path: '/ai-market/dataset', page: 'src/storefront/ai-market/dataset/DatasetMarketPage.tsx', readsQuery: true },
  // The AI space's knowledge library (dark): hero, tabs and search before the JavaScript; the
  // reports are read in the browser. Its page and search live in the query string.
  { path: '/club/knowledge', page: 'src/storefront/club/ClubPages.tsx', readsQuery: true },
];

/** The list the gateway serves pages by (server/plugins/spa.ts): path → file in dist/. */
export const ROUTE_PAGES_MANIFEST = 'routes/pages.json';
const LIGHT_PAGE = 'routes/light.html';
const fileOf = (route: RoutePage) => `routes${route.path === '/' ? '/home' : route.path}.html`;

/** A CSS-module class as vite.config.ts's scopedName writes it: `_local_` and five base64url characters. */
const SCOPED_CLASS = /^_[A-Za-z]\w*_[\w-]{5}$/;
/** index.html's loading screen in <div id="root"> (with the comment above it), which a page of its own replaces. */
const LOADING_SCREEN = /(?:<!--[\s\S]*?-->\s*)?<div id="root">[\s\S]*?<\/div>\s*<noscript>/;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Renders the pages with the app's own components (src/prerender.tsx, built for Node). */
async function renderPages(root: string, css: CSSOptions): Promise<{ pages: Map<string, PrerenderedPage>; lightPaths: string[]; workbenchPaths: string[] }> {
  // Inside the project, so the built page resolves react and the rest from node_modules.
  const cache = path.join(root, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const outDir = await mkdtemp(path.join(cache, 'prerender-'));
  try {
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      mode: 'production',
      // The app's own CSS options, so the markup names the classes the built style sheets define.
      css,
      build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false, minify: false, target: 'node20' },
    });
    const entry = pathToFileURL(path.join(outDir, 'prerender.js')).href;
    const { render, lightPaths, workbenchPaths } = (await import(entry)) as {
      render: typeof renderPage;
      lightPaths: typeof listLightPaths;
      workbenchPaths: typeof listWorkbenchPaths;
    };
    const pages = new Map<string, PrerenderedPage>();
    for (const page of ROUTE_PAGES) pages.set(page.path, await render(page.path));
    return { pages, lightPaths: lightPaths(), workbenchPaths: await workbenchPaths() };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * Writes a page of its own for each route above: index.html with the route's prerendered markup
 * (hydrated by src/main.tsx), its title and description, its styles and, where needed, a preload
 * of its largest image. A visitor sees the page as soon as the HTML and its CSS arrive; the boot
 * script (route-pages-boot.js) then requests the entry and the route's chunks, after the first
 * paint. The sign-in page, the demand form and the workbench get index.html with a skeleton of
 * their frame (scripts/route-skeletons.ts); other pages keep the plain index.html.
 */
export function routePages(): Plugin {
  let root = process.cwd();
  let css: CSSOptions = {};
  return {
    name: 'route-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      css = { modules: config.css.modules };
    },
    async generateBundle(_options, bundle: OutputBundle) {
      const html = bundle['index.html'] as OutputAsset | undefined;
      if (!html) return;
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const inEntry = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // The chunk a module starts, or the one it was gathered into (vite.config.ts CHUNK_GROUPS).
      const chunkOf = (module: string) => {
        const chunk =
          chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module)) ??
          chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(module)));
        if (!chunk) this.error(`route-pages: no chunk for ${module}`);
        return chunk;
      };
      /** A chunk and what it imports statically, outside the entry's own files. */
      const closure = (start: OutputChunk[]) => {
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || inEntry.has(fileName)) return;
          files.add(fileName);
          byFile.get(fileName)?.imports.forEach(visit);
        };
        start.forEach((chunk) => visit(chunk.fileName));
        return [...files];
      };
      const cssOf = (files: string[]) => files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
      const entryCss = [...(entry?.viteMetadata?.importedCss ?? [])];
      const cssText = (file: string) => String((bundle[file] as OutputAsset).source);

      const { pages, lightPaths, workbenchPaths } = await renderPages(root, css);
      // Minified like the app's own chunks: every prerendered page loads it first.
      const boot = await minify('boot.js', await readFile(path.join(root, 'scripts/route-pages-boot.js'), 'utf8'));
      if (boot.errors.length) this.error(`route-pages: boot.js: ${boot.errors[0]!.message}`);
      const bootFile = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source: boot.code }));
      // The entry and the chunks it imports, as index.html loads them; the boot script loads them here.
      const entryTags = String(html.source).match(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g) ?? [];
      const entryFiles = entryTags.map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)![1]!);
      if (!entryFiles[0]?.includes(entry!.fileName)) this.error('route-pages: index.html does not start the entry as expected');
      for (const route of ROUTE_PAGES) {
        const page = pages.get(route.path)!;
        const scripts = closure([LAYOUT, route.page, ...(route.direct ? [] : [PAGE_LOADERS])].map(chunkOf));
        const styled = closure([FOOTER, ...(route.styled ?? [])].map(chunkOf));
        const css = [...new Set(cssOf([...scripts, ...styled]))];

        // Every CSS-module class in the markup must be defined by a style sheet the page links,
        // or the page would show unstyled until its JavaScript arrives.
        const styles = [...entryCss, ...css].map(cssText).join('\n');
        const classes = [...page.html.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/));
        const scoped = new Set(classes.filter((name) => SCOPED_CLASS.test(name)));
        if (!scoped.size) this.error(`route-pages: ${route.path} has no CSS-module class: has the scoped name's shape changed?`);
        const missing = [...scoped].filter((name) => !styles.includes(`.${name}`));
        if (missing.length) this.error(`route-pages: ${route.path} uses classes no linked style sheet defines: ${missing.join(', ')}`);

        // React puts the preloads it asks for ahead of the markup; they belong in <head>.
        const hoisted = page.html.match(/^(?:<link [^>]*>)*/)![0];
        const markup = page.html.slice(hoisted.length);
        const head = [
          ...(route.image ? [`<link rel="preload" as="image" href="${route.image}" fetchpriority="high">`] : []),
          ...(hoisted.match(/<link [^>]*>/g)?.filter((link) => !route.image || !link.includes(`href="${route.image}"`)) ?? []),
          ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
          `<script defer src="/${bootFile}" data-entry="${entryFiles[0]}" data-preload="${[...entryFiles.slice(1), ...scripts.map((file) => `/${file}`)].join(' ')}"></script>`,
        ].join('\n    ');
        // Vite writes each of the entry's tags on a line of its own.
        const source = String(html.source)
          .split('\n')
          .filter((line) => !entryTags.some((tag) => line.includes(tag)))
          .join('\n')
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
          .replace(/(<meta name="description" content=")[^"]*(")/, (tag, open: string, close: string) =>
            page.description ? `${open}${escapeHtml(page.description)}${close}` : tag,
          )
          // A light page (SPEC §2, §6) colours the browser's bar as light.html does.
          .replace('<meta name="theme-color" content="#0a0e1a" />', (tag) =>
            /^<div[^>]* data-theme="light"/.test(markup) ? '<meta name="theme-color" content="#f5f7fb" />' : tag,
          )
          .replace('</head>', `  ${head}\n  </head>`)
          .replace(
            LOADING_SCREEN,
            () => `<div id="root" data-prerendered="${route.path}"${route.readsQuery ? ' data-reads-query' : ''}>${markup}</div>\n    <noscript>`,
          );
        if (!source.includes('data-prerendered')) this.error('route-pages: index.html has no <div id="root"> to fill');
        this.emitFile({ type: 'asset', fileName: fileOf(route), source });
      }
      // The light pages that are not prerendered get index.html with a light loading screen, so
      // the dark one does not flash before them.
      const light = String(html.source)
        .replace('<meta name="theme-color" content="#0a0e1a" />', '<meta name="theme-color" content="#f5f7fb" />')
        .replace('background:#0a0e1a;color:#e8ecf5', 'background:#f5f7fb;color:#161b2e')
        .replace('color:#9aa4bf', 'color:#4f5872');
      if ((light.match(/#f5f7fb|#161b2e|#4f5872/g) ?? []).length !== 4) this.error('route-pages: index.html\'s loading screen has changed; update the light copy');
      this.emitFile({ type: 'asset', fileName: LIGHT_PAGE, source: light });
      // Pages drawn with antd (the sign-in page, the demand form, the workbench) get index.html
      // with a skeleton of their frame in place of the loading screen (scripts/route-skeletons.ts).
      const skeletons = routeSkeletons(workbenchPaths);
      for (const skeleton of skeletons) {
        const source = String(html.source)
          .replace('<meta name="theme-color" content="#0a0e1a" />', `<meta name="theme-color" content="${skeleton.themeColor}" />`)
          .replace('</head>', `  <style>${skeleton.css.replace(/\n/g, '')}</style>\n  </head>`)
          .replace(LOADING_SCREEN, () => `<div id="root" data-skeleton="${skeleton.name}">${skeleton.html.replace(/\n/g, '')}</div>\n    <noscript>`);
        if (!source.includes('data-skeleton')) this.error('route-pages: index.html has no <div id="root"> for the skeletons');
        this.emitFile({ type: 'asset', fileName: `routes/${skeleton.name}.html`, source });
      }
      const manifest = Object.fromEntries([
        ...lightPaths.filter((lightPath) => !ROUTE_PAGES.some((route) => route.path === lightPath)).map((lightPath) => [lightPath, LIGHT_PAGE]),
        ...skeletons.flatMap((skeleton) => skeleton.paths.map((skeletonPath) => [skeletonPath, `routes/${skeleton.name}.html`])),
        ...ROUTE_PAGES.map((route) => [route.path, fileOf(route)]),
      ]);
      this.emitFile({ type: 'asset', fileName: ROUTE_PAGES_MANIFEST, source: JSON.stringify(manifest, null, 2) });
    },
  };
}
