import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/consultation';
import { LazyForm } from '../ui/LazyForm';
import { PageHero } from '../ui/PageHero';
import ui from '../ui/ui.module.css';
import styles from '../ui/consultation.module.css';
import { ContactAside } from './ContactAside';

const ConsultationForm = lazy(() => import('../ui/ConsultationForm'));

/** /consultation: the business-consultation form and the phones to call. */
export function ConsultationPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('consultation.title'), t('consultation.description'));
  const promises = t('consultation.promises', { returnObjects: true }) as string[];
  return (
    <>
      <PageHero
        eyebrow={t('consultation.eyebrow')}
        title={t('consultation.heading')}
        text={t('consultation.lead')}
        art={{ src: '/media/pages/consultation.svg', alt: '', width: 360, height: 280 }}
      />
      <section className={ui.section}>
        <div className={`${ui.container} ${styles.layout}`}>
          <div className={ui.formPanel}>
            <LazyForm>
              <ConsultationForm source="consultation" />
            </LazyForm>
          </div>
          <aside className={styles.aside}>
            <ContactAside />
            <div className={ui.card}>
              <h2 className={styles.asideTitle}>{t('consultation.promiseTitle')}</h2>
              <ul className={ui.checkList}>
                {promises.map((promise) => (
                  <li key={promise}>{promise}</li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}

export default ConsultationPage;
