import { lazy } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/consultation';
import { AsideCard, FormLayout } from '../ui/FormLayout';
import { LazyForm } from '../ui/LazyForm';
import { CheckList } from '../ui/Lists';
import { PageHero } from '../ui/PageHero';
import { ContactAside } from './ContactAside';

const ConsultationForm = lazy(() => import('../ui/ConsultationForm'));

/** /consultation: the business-consultation form and the phones to call. */
export function ConsultationPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('consultation.title'), t('consultation.description'));
  const promises = t('consultation.promises', { returnObjects: true }) as string[];
  return (
    <>
      <PageHero texts="consultation" art="consultation" />
      <FormLayout
        aside={
          <>
            <ContactAside />
            <AsideCard title={t('consultation.promiseTitle')}>
              <CheckList items={promises} />
            </AsideCard>
          </>
        }
      >
        <LazyForm>
          <ConsultationForm source="consultation" />
        </LazyForm>
      </FormLayout>
    </>
  );
}

export default ConsultationPage;
