import { useEffect } from 'react';

// The site-wide description of index.html: what a page without one of its own shows, so a
// description never lingers from the page visited before.
const SITE_DESCRIPTION =
  typeof document === 'undefined' ? '' : (document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '');

interface DocumentMeta {
  title: string;
  description: string | undefined;
}
let serverMeta: DocumentMeta | undefined;

/** The title and description the page last rendered on the server asked for (prerender.tsx). */
export function takeServerMeta(): DocumentMeta | undefined {
  const meta = serverMeta;
  serverMeta = undefined;
  return meta;
}

/** Set the page's title and description (the site's when it has none) while it is shown. */
export function useDocumentMeta(title: string, description?: string): void {
  // Effects do not run when the build prerenders a page; it puts these in the page's <head>.
  if (import.meta.env.SSR) serverMeta = { title, description };
  useEffect(() => {
    document.title = title;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description ?? SITE_DESCRIPTION;
  }, [title, description]);
}
