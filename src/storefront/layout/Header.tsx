import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { loginHref, paths } from '../../shared/config/paths';
import { site } from '../../shared/config/site';
import { useSettings } from '../../shared/settings/settings';
import { ChevronDownIcon, CloseIcon, ConsoleIcon, DocIcon, MenuIcon } from '../../shared/ui/icons';
import { Logo } from '../../shared/ui/Logo';
import { useHydrated } from '../../shared/ui/use-hydrated';
import { ContactMenu } from './ContactMenu';
import styles from './layout.module.css';
import { isItemActive, NAV_ITEMS } from './nav';

// Signed-in visitors only: its code (notices, certification banner, account texts, the query
// client) loads when someone is signed in, so an anonymous first visit does not carry it.
const UserMenu = lazy(() => import('./UserMenu'));

// The narrow screens' menu, loaded when it is first opened (it starts loading on the press).
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

export function Header() {
  const { t } = useTranslation('storefront');
  const { pathname, search } = useLocation();
  const session = useSession();
  // The workbench's "hide the site's login entry" setting (SPEC §3) governs this shared header.
  const { hideLogin } = useSettings();
  // A prerendered page cannot know who is signed in: its login entries hold their place unseen
  // until the browser knows, so a signed-in visitor never sees them flash.
  const pending = useHydrated() ? '' : styles.pending;
  const [mobileOpen, setMobileOpen] = useState(false);
  useEffect(() => setMobileOpen(false), [pathname]);
  const here = pathname + search;

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to={paths.home.getHref()} className={styles.brand}>
          <Logo />
        </Link>
        <nav className={styles.nav} aria-label={t('nav.mainNav')}>
          <ul className={styles.navList}>
            {NAV_ITEMS.map((item) => {
              const active = isItemActive(item, pathname);
              const hide = item.hideBelow === 'xl' ? styles.hideBelowXl : item.hideBelow === 'lg' ? styles.hideBelowLg : '';
              return (
                <li key={item.key} className={`${styles.navItem} ${hide} ${item.children ? styles.hasChildren : ''}`}>
                  {/* Link, not NavLink: NavLink would drop aria-current where the item is active on another path (/demands). */}
                  <Link to={item.to} className={`${styles.navLink} ${active ? styles.active : ''}`} aria-current={active ? 'page' : undefined}>
                    {t(`nav.${item.key}`)}
                    {item.hot && <span className={styles.hot}>{t('nav.hot')}</span>}
                    {item.children && <ChevronDownIcon size={14} />}
                  </Link>
                  {item.children && (
                    <ul className={styles.dropdown}>
                      {item.children.map((child) => (
                        <li key={child.key}>
                          <Link to={child.to} className={styles.dropdownLink}>
                            {t(`nav.${child.key}`)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.actions}>
          <a className={`${styles.action} ${styles.desktopOnly}`} href={site.docsUrl} target="_blank" rel="noreferrer">
            <DocIcon size={16} />
            {t('nav.docs')}
          </a>
          <Link className={`${styles.action} ${styles.desktopOnly}`} to={paths.container.getHref()}>
            <ConsoleIcon size={16} />
            {t('nav.workbench')}
          </Link>
          <ContactMenu className={styles.desktopOnly} />
          {session.loggedIn ? (
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          ) : hideLogin ? null : (
            <>
              <Link className={`${styles.loginButton} ${pending}`} to={loginHref({ mode: 'login_phone', redirect: here })}>
                {t('nav.login')}
              </Link>
              <Link className={`${styles.registerButton} ${styles.desktopOnly} ${pending}`} to={loginHref({ mode: 'register_phone', redirect: here })}>
                {t('nav.register')}
              </Link>
            </>
          )}
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onPointerDown={() => void loadMobileMenu()}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          </button>
        </div>
      </div>
      {mobileOpen && (
        <Suspense fallback={null}>
          <MobileMenu id="mobile-menu" pathname={pathname} />
        </Suspense>
      )}
    </header>
  );
}
