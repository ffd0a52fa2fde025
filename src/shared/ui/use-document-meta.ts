import { useEffect } from 'react';

// The site-wide description of index.html: what a page without one of its own shows, so a
// description never lingers from the page visited before.
const SITE_DESCRIPTION =
  typeof document === 'undefined' ? '' : (document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '');

/** Set the page's title and description (the site's when it has none) while it is shown. */
export function useDocumentMeta(title: string, description?: string): void {
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
