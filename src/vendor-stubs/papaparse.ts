// Build-time stand-in for papaparse (aliased in vite.config.ts). @refinedev/core imports it at
// the top of its single bundle for useImport/useExport only; the workbench uses neither, and the
// real parser would add ~9 KB gzip to the first workbench page. Using those hooks would need the
// alias removed, so fail loudly rather than silently.
const unavailable = (): never => {
  throw new Error('papaparse is stubbed out of the build: remove its alias in vite.config.ts to use useImport/useExport');
};
export default { parse: unavailable, unparse: unavailable };
