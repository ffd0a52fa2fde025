import path from 'node:path';

/**
 * The layout's zones (DESIGN §1), which ESLint's path patterns cannot express because they depend
 * on where the importing file sits: shared atoms → shared/features → faces → app.
 * - the rest of src/shared never imports src/shared/features;
 * - nothing under src/shared, src/storefront or src/console imports the app layer
 *   (src/Root.tsx, src/routes.tsx, src/main.tsx, src/prerender.tsx, src/account-dialogs);
 * - storefront areas do not import each other sideways (layout, ui and i18n are the
 *   storefront's own shared parts);
 * - console resources do not import each other.
 * The gateway's layers (server/), bottom to top: lib → db → plugins → modules → app (app.ts,
 * server.ts, env.ts, seed/). A file imports its own layer or lower ones, never a higher one (tests
 * next to the code are exempt: they wire whatever they test).
 * Each relative import is resolved against the importing file, so `../x` is judged by where it lands.
 */
const STOREFRONT_SHARED = new Set(['layout', 'ui', 'i18n']);
const APP = new Set(['Root.tsx', 'Root', 'routes.tsx', 'routes', 'main.tsx', 'main', 'prerender.tsx', 'prerender', 'account-dialogs']);

function zoneError(from, to) {
  const [faceA, areaA, subA] = from;
  const [faceB, areaB, subB] = to;
  if (to.length === 1 || (to.length >= 1 && APP.has(faceB))) {
    if (['shared', 'storefront', 'console'].includes(faceA)) return 'The app layer (Root, routes, account dialogs) imports the faces, never the reverse.';
  }
  if (faceA === 'shared' && areaA !== 'features' && faceB === 'shared' && areaB === 'features') {
    return 'Shared atoms never import a feature: move the piece into src/shared/features or pass it in.';
  }
  if (faceA === 'storefront' && faceB === 'storefront' && from.length > 2 && to.length > 2 && areaA !== areaB && !STOREFRONT_SHARED.has(areaB)) {
    return `Storefront areas do not import each other (${areaA} → ${areaB}): move the shared piece to src/shared/features or src/storefront/ui.`;
  }
  if (faceA === 'console' && faceB === 'console' && areaA === 'resources' && areaB === 'resources' && from.length > 3 && to.length > 3 && subA !== subB) {
    return `Console resources do not import each other (${subA} → ${subB}): move the shared piece to src/console/components or src/shared/features.`;
  }
  return null;
}

const SERVER_LAYERS = ['lib', 'db', 'plugins', 'modules'];
const serverLayer = (parts) => {
  const index = SERVER_LAYERS.indexOf(parts[0]);
  return index >= 0 && parts.length > 1 ? index : SERVER_LAYERS.length; // app.ts, server.ts, env.ts, seed/
};
const layerName = (parts) => (serverLayer(parts) < SERVER_LAYERS.length ? parts[0] : 'the app level');

function serverZoneError(from, to) {
  if (serverLayer(to) <= serverLayer(from)) return null;
  return `The gateway's layers go lib → db → plugins → modules → app: ${layerName(from)} must not import ${layerName(to)} (${to.join('/')}); move the shared piece down.`;
}

export default {
  rules: {
    zones: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const filename = context.filename;
        const src = path.resolve('src');
        const server = path.resolve('server');
        const [root, judge] = filename.startsWith(src + path.sep)
          ? [src, zoneError]
          : filename.startsWith(server + path.sep) && !/\.test\.ts$/.test(filename)
            ? [server, serverZoneError]
            : [null, null];
        if (!root) return {};
        const from = path.relative(root, filename).split(path.sep);
        const check = (node, source) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const resolved = path.resolve(path.dirname(filename), source);
          if (!resolved.startsWith(root + path.sep)) return;
          const message = judge(from, path.relative(root, resolved).split(path.sep));
          if (message) context.report({ node, message });
        };
        return {
          ImportDeclaration: (node) => check(node.source, node.source.value),
          ImportExpression: (node) => check(node.source, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
          ExportAllDeclaration: (node) => check(node.source, node.source.value),
        };
      },
    },
  },
};
