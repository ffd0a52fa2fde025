import { Suspense } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import '../i18n';
import { deferUntilNear } from '../../shared/ui/deferred';
import { useHashScroll } from '../ui/use-hash-scroll';
import { Header } from './Header';
import styles from './layout.module.css';
import { PageThemeContext, type PageTheme } from './theme';

export type { PageTheme };

/** The footer sits below every page's first screen: its code loads as it comes near. */
const Footer = deferUntilNear<{ theme: PageTheme }>(() => import('./Footer').then((module) => ({ default: module.Footer })), {
  placeholderClass: styles.footerPlaceholder,
});
export interface PublicHandle {
  /** SPEC §2 / §6: the mall, market and "my" pages are light; the rest dark. */
  theme?: PageTheme;
}

/** The public site's frame: header, the page, footer, in the page's theme. */
export function PublicLayout() {
  const { t } = useTranslation('storefront');
  const matches = useMatches();
  useHashScroll();
  const theme =
    [...matches].reverse().map((match) => (match.handle as PublicHandle | undefined)?.theme).find(Boolean) ?? 'dark';
  return (
    <PageThemeContext.Provider value={theme}>
      <div className={styles.page} data-theme={theme}>
        <a className={styles.skip} href="#main">
          {t('nav.skipToContent')}
        </a>
        <Header />
        <main id="main" className={styles.main}>
          <Suspense fallback={<div className={styles.pageLoading} aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer theme={theme} />
        <ScrollRestoration />
      </div>
    </PageThemeContext.Provider>
  );
}
