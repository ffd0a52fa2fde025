import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from 'react';
import styles from './deferred.module.css';

const waiting = new Set<() => void>();

/**
 * Load every deferred part still waiting. The page is about to change (main.tsx calls this on
 * every router update): a part whose server HTML is still waiting to hydrate cannot take the
 * update until its code is there, so it must start loading now.
 */
export function revealDeferred(): void {
  for (const reveal of [...waiting]) reveal();
}

/**
 * A part of a page below its first screen whose code (and with it, its data) loads when the part
 * comes within `margin` of the viewport, or when the page starts to change. On a prerendered page
 * its HTML stays on screen meanwhile and React hydrates it when the code arrives; a page drawn in
 * the browser shows an element with `placeholderClass` in its place. The prerender (no
 * IntersectionObserver) loads it at once, so the HTML holds it.
 */
export function deferUntilNear<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  options: { placeholderClass?: string; margin?: string } = {},
): ComponentType<P> {
  let revealed = typeof IntersectionObserver === 'undefined';
  let observer: IntersectionObserver | undefined;
  const near = new Promise<void>((resolve) => {
    if (revealed) return resolve();
    const reveal = () => {
      revealed = true;
      waiting.delete(reveal);
      observer?.disconnect();
      resolve();
    };
    waiting.add(reveal);
    observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) reveal();
    }, {
      rootMargin: options.margin ?? '300px 0px',
    });
  });
  const Part = lazy(() => near.then(load));

  function Deferred(props: P) {
    const box = useRef<HTMLDivElement>(null);
    // After each commit: what stands in the part's place (its server HTML, every element of it,
    // so that a long jump landing anywhere in it counts; or the placeholder; or the element
    // around it when the part drew nothing).
    useEffect(() => {
      const own = box.current ? [...box.current.children] : [];
      const targets = own.length ? own : box.current?.parentElement ? [box.current.parentElement] : [];
      if (revealed || !observer) return;
      for (const target of targets) observer.observe(target);
      return () => targets.forEach((target) => observer?.unobserve(target));
    });
    return (
      <div ref={box} className={styles.deferred}>
        <Suspense fallback={<div className={options.placeholderClass} />}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  // Re-rendering with equal props would count as an update to a part not yet hydrated.
  return memo(Deferred) as unknown as ComponentType<P>;
}
