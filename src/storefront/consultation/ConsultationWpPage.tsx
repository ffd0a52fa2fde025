import { lazy } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/consultation';
import '../i18n/white-papers';
import { AsideCard, FormLayout } from '../ui/FormLayout';
import { LazyForm } from '../ui/LazyForm';
import { CheckList } from '../ui/Lists';
import { PageHero } from '../ui/PageHero';
import ui from '../ui/ui.module.css';
import styles from '../ui/consultation.module.css';
import { ContactAside } from './ContactAside';

const ConsultationForm = lazy(() => import('../ui/ConsultationForm'));

const PAPERS = [
  { key: 'peak', to: paths.whitePaper.getHref(), cover: '/media/pages/white-paper.svg' },
  { key: 'ic', to: paths.icWhitePaper.getHref(), cover: '/media/pages/ic-white-paper.svg' },
] as const;

/** /consultationwp: book an expert reading of the white papers; stored as a consultation. */
export function ConsultationWpPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('consultationWp.title'), t('consultationWp.description'));
  const gets = t('consultationWp.gets', { returnObjects: true }) as string[];
  return (
    <>
      <PageHero texts="consultationWp" />
      <FormLayout
        aside={
          <>
            <AsideCard title={t('consultationWp.getTitle')}>
              <CheckList items={gets} />
            </AsideCard>
            <AsideCard title={t('consultationWp.papersTitle')}>
              <ul className={styles.papers}>
                {PAPERS.map((paper) => (
                  <li key={paper.key}>
                    <img src={paper.cover} alt="" width={60} height={80} loading="lazy" />
                    <span>
                      <strong>{t(`whitePapers.${paper.key}.name`)}</strong>
                      <Link to={paper.to} className={ui.textLink}>
                        {t('consultationWp.readOnline')}
                      </Link>
                    </span>
                  </li>
                ))}
              </ul>
            </AsideCard>
            <ContactAside />
          </>
        }
      >
        <LazyForm>
          <ConsultationForm source="white-paper" defaultType="white_paper" />
        </LazyForm>
      </FormLayout>
    </>
  );
}

export default ConsultationWpPage;
