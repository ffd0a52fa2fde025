import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useFullSession } from '../../shared/auth/session';
import { loginHref, paths } from '../../shared/config/paths';
import { site } from '../../shared/config/site';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/connect';
import consultation from '../ui/consultation.module.css';
import { LazyForm } from '../ui/LazyForm';
import { PageHero } from '../ui/PageHero';
import ui from '../ui/ui.module.css';

const FeedbackForm = lazy(() => import('./FeedbackForm'));

/** /connect: problem feedback, stored, for users with a user name, phone and token (SPEC §2, §5). */
export function ConnectPage() {
  const { t } = useTranslation('storefront');
  const { pathname } = useLocation();
  useDocumentMeta(t('connect.title'), t('connect.description'));
  const allowed = useFullSession();
  return (
    <>
      <PageHero
        eyebrow={t('connect.eyebrow')}
        title={t('connect.heading')}
        text={t('connect.lead')}
        art={{ src: '/media/pages/feedback.svg', alt: '', width: 360, height: 280 }}
      />
      <section className={ui.section}>
        <div className={`${ui.container} ${consultation.layout}`}>
          <div className={ui.formPanel}>
            {allowed ? (
              <LazyForm minHeight={560}>
                <FeedbackForm />
              </LazyForm>
            ) : (
              <div className={ui.notice} data-testid="feedback-gate">
                <h2 className={ui.h3}>{t('connect.gateTitle')}</h2>
                <p className={ui.muted}>{t('connect.gateText')}</p>
                <div className={ui.heroActions}>
                  <Link className={ui.btn} to={loginHref({ mode: 'login_phone', redirect: pathname })}>
                    {t('connect.login')}
                  </Link>
                  <Link className={ui.btnGhost} to={loginHref({ mode: 'register_phone', redirect: pathname })}>
                    {t('connect.register')}
                  </Link>
                </div>
              </div>
            )}
          </div>
          <aside className={consultation.aside}>
            <div className={ui.card}>
              <h2 className={consultation.asideTitle}>{t('connect.urgentTitle')}</h2>
              <p className={ui.muted}>{t('connect.urgentText')}</p>
              <a className={consultation.phone} href={`tel:${site.businessPhone}`}>
                {site.businessPhone}
              </a>
            </div>
            <div className={ui.card}>
              <h2 className={consultation.asideTitle}>{t('connect.helpTitle')}</h2>
              <p className={ui.muted}>{t('connect.helpText')}</p>
              <Link to={paths.knowledge} className={ui.textLink}>
                {t('connect.helpLink')}
              </Link>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}

export default ConnectPage;
