import { useTranslation } from '../../shared/i18n';
import { Link, useLocation } from 'react-router';
import { loginHref } from '../../shared/config/paths';
import ui from './ui.module.css';

/**
 * What a page shows a visitor in place of a form that needs an account: why, and the ways to log
 * in or register that come back to the page. `texts` is the page's i18n prefix, with its
 * `gateTitle`, `gateText`, `login` and `register`.
 */
export function LoginGate({ texts, testId, heading: Heading = 'h2' }: { texts: string; testId: string; heading?: 'h2' | 'h3' }) {
  const { t } = useTranslation('storefront');
  const { pathname } = useLocation();
  return (
    <div className={ui.notice} data-testid={testId}>
      <Heading className={ui.h3}>{t(`${texts}.gateTitle`)}</Heading>
      <p className={ui.muted}>{t(`${texts}.gateText`)}</p>
      <div className={ui.heroActions}>
        <Link className={ui.btn} to={loginHref({ mode: 'login_phone', redirect: pathname })}>
          {t(`${texts}.login`)}
        </Link>
        <Link className={ui.btnGhost} to={loginHref({ mode: 'register_phone', redirect: pathname })}>
          {t(`${texts}.register`)}
        </Link>
      </div>
    </div>
  );
}
