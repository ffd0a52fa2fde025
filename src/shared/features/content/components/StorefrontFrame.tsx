import type { ReactNode } from 'react';
import styles from './content.module.css';

/** The storefront's dark theme around a preview shown elsewhere (the console). */
export function StorefrontFrame({ children, padded = false, testId }: { children: ReactNode; padded?: boolean; testId?: string }) {
  return (
    <div data-theme="dark" className={padded ? `${styles.frame} ${styles.framePadded}` : styles.frame} data-testid={testId}>
      {children}
    </div>
  );
}

/** A carousel slide's box at the storefront's height, for previews. */
export const slidePreviewClass = styles.slidePreview;
