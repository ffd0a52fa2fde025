import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scroll to the element a URL's hash names (/#peakCut, /about-us#contact). Sections often render
 * after a lazy chunk or a fetch, so the target is awaited for a few seconds instead of looked up
 * once, which is all the router's own restoration does.
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      return;
    }
    let frame = 0;
    const deadline = performance.now() + 4000;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: 'start' });
        return;
      }
      if (performance.now() < deadline) frame = requestAnimationFrame(seek);
    };
    frame = requestAnimationFrame(seek);
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}
