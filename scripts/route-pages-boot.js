/* global document, requestAnimationFrame */
// The start of a prerendered page (scripts/route-pages.ts), a classic deferred script the page's
// HTML names with the app's entry and the route's chunks. The page is already on screen from its
// HTML and CSS; the app's JavaScript is requested once that first frame has painted, so on a slow
// network the styles and the first image do not share the line with it. The app then hydrates
// the page (src/main.tsx).
(() => {
  const boot = document.currentScript;
  const { entry, preload = '' } = boot.dataset;
  const start = () => {
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
})();
