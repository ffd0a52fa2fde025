import { lazy } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { useFullSession } from '../../shared/auth/session';
import { paths } from '../../shared/config/paths';
import { site } from '../../shared/config/site';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/connect';
import consultation from '../ui/consultation.module.css';
import { AsideCard, FormLayout } from '../ui/FormLayout';
import { LazyForm } from '../ui/LazyForm';
import { LoginGate } from '../ui/LoginGate';
import { PageHero } from '../ui/PageHero';
import ui from '../ui/ui.module.css';

const FeedbackForm = lazy(() => import('./FeedbackForm'));

/** /connect: problem feedback, stored, for users with a user name, phone and token (SPEC §2, §5). */
export function ConnectPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('connect.title'), t('connect.description'));
  const allowed = useFullSession();
  return (
    <>
      <PageHero texts="connect" art="feedback" />
      <FormLayout
        aside={
          <>
            <AsideCard title={t('connect.urgentTitle')}>
              <p className={ui.muted}>{t('connect.urgentText')}</p>
              <a className={consultation.phone} href={`tel:${site.businessPhone}`}>
                {site.businessPhone}
              </a>
            </AsideCard>
            <AsideCard title={t('connect.helpTitle')}>
              <p className={ui.muted}>{t('connect.helpText')}</p>
              <Link to={paths.knowledge.getHref()} className={ui.textLink}>
                {t('connect.helpLink')}
              </Link>
            </AsideCard>
          </>
        }
      >
        {allowed ? (
          <LazyForm minHeight={560}>
            <FeedbackForm />
          </LazyForm>
        ) : (
          <LoginGate texts="connect" testId="feedback-gate" />
        )}
      </FormLayout>
    </>
  );
}

export default ConnectPage;
