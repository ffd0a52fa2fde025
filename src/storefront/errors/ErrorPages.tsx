import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../../shared/ui/ErrorScreen';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';

export function ForbiddenPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('errors.forbiddenTitle'));
  return <StatusScreen status={403} />;
}

export function NotFoundPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('errors.notFoundTitle'));
  return <StatusScreen status={404} />;
}
