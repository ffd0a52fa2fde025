import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { useFullSession, useSession } from '../../shared/auth/session';
import { loginHref, paths } from '../../shared/config/paths';
import { site } from '../../shared/config/site';
import { useSettings } from '../../shared/settings/settings';
import styles from './layout.module.css';
import { isItemActive, NAV_ITEMS } from './nav';

/** The phone menu: the same items as the desktop bar, plus contact (SPEC §2). */
export function MobileMenu({ id, pathname }: { id: string; pathname: string }) {
  const { t } = useTranslation('storefront');
  const { loggedIn } = useSession();
  const fullSession = useFullSession();
  const { hideLogin } = useSettings();
  return (
    <nav id={id} className={styles.mobileMenu} aria-label={t('nav.mainNav')}>
      <ul>
        {NAV_ITEMS.map((item) => (
          <li key={item.key}>
            <Link to={item.to} className={isItemActive(item, pathname) ? styles.mobileActive : undefined}>
              {t(`nav.${item.key}`)}
              {item.hot && <span className={styles.hot}>{t('nav.hot')}</span>}
            </Link>
            {item.children && (
              <ul className={styles.mobileChildren}>
                {item.children.map((child) => (
                  <li key={child.key}>
                    <Link to={child.to}>{t(`nav.${child.key}`)}</Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
        <li>
          <span className={styles.mobileGroup}>{t('nav.contact')}</span>
          <ul className={styles.mobileChildren}>
            <li>
              <Link to={paths.consultation.getHref()}>{t('nav.consultation')}</Link>
            </li>
            {/* SPEC §2: feedback only when user name, phone and token all exist. */}
            {fullSession && (
              <li>
                <Link to={paths.connect.getHref()}>{t('nav.feedback')}</Link>
              </li>
            )}
          </ul>
        </li>
        <li>
          <Link to={paths.container.getHref()}>{t('nav.workbench')}</Link>
        </li>
        <li>
          <a href={site.docsUrl} target="_blank" rel="noreferrer">
            {t('nav.docs')}
          </a>
        </li>
        {!loggedIn && !hideLogin && (
          <li>
            <Link to={loginHref({ mode: 'register_phone', redirect: pathname })}>{t('nav.register')}</Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
