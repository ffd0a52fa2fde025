import { Empty } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import type { ContentKind } from '../../../shared/contracts/content-admin';
import { formatDate } from '../../../shared/core/time';
import { AgreementDocument } from '../../../shared/features/content/components/AgreementDocument';
import { AnnouncementBar } from '../../../shared/features/content/components/AnnouncementBar';
import { ContentArticle } from '../../../shared/features/content/components/ContentArticle';
import { plainSlideClass, SlideView } from '../../../shared/features/content/components/SlideView';
import { slidePreviewClass, StorefrontFrame } from '../../../shared/features/content/components/StorefrontFrame';

/** Form values of any kind, as the preview reads them. */
export type PreviewValues = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const strs = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * What the storefront will show, drawn by the storefront's own components (shared/features/content/
 * components) in its dark theme: the announcement bar, the article page, the carousel slide, the
 * agreement page.
 */
export function ContentPreview({ kind, values, publishTime }: { kind: ContentKind; values: PreviewValues; publishTime?: string | null }) {
  const { t } = useTranslation('console');
  const date = formatDate(publishTime ?? new Date());

  switch (kind) {
    case 'announcement': {
      const text = str(values.content).trim();
      if (!text) return <Empty description={t('contentAdmin.preview_.empty')} />;
      return (
        <>
          <p style={{ marginTop: 0 }}>{t('contentAdmin.preview_.announcementOn', { pages: strs(values.applicablePages).map((p) => t(`contentAdmin.pages.${p}`, p)).join('、') })}</p>
          <StorefrontFrame testId="preview">
            <AnnouncementBar content={text} label={t('contentAdmin.preview_.announcementLabel')} closeLabel={t('contentAdmin.preview_.announcementClose')} onClose={() => undefined} />
          </StorefrontFrame>
        </>
      );
    }
    case 'carousel':
      return (
        <StorefrontFrame testId="preview">
          <div className={`${slidePreviewClass} ${plainSlideClass}`}>
            <SlideView title={str(values.title)} text={str(values.subtitle)} action={str(values.buttonText)} to={str(values.link) || '/'} art={str(values.imageUrl)} alt={str(values.title)} />
          </div>
        </StorefrontFrame>
      );
    case 'agreement':
      return (
        <StorefrontFrame padded testId="preview">
          <AgreementDocument
            title={str(values.title)}
            dateLine={t('contentAdmin.preview_.agreementLine', { version: str(values.version), date: formatDate(str(values.effectiveAt) || new Date()) })}
            body={str(values.content)}
          />
        </StorefrontFrame>
      );
    case 'news':
      return (
        <StorefrontFrame padded testId="preview">
          <ContentArticle title={str(values.title)} meta={[date, t('contentAdmin.preview_.source')]} cover={str(values.coverImg) || undefined} summary={str(values.desc)} body={str(values.content)} />
        </StorefrontFrame>
      );
    case 'article':
      return (
        <StorefrontFrame padded testId="preview">
          <ContentArticle
            title={str(values.title)}
            meta={[date, str(values.category), t('contentAdmin.preview_.author', { author: str(values.author) })]}
            cover={str(values.thumbnail) || undefined}
            summary={str(values.summary)}
            body={str(values.content)}
          />
        </StorefrontFrame>
      );
    case 'knowledge':
      return (
        <StorefrontFrame padded testId="preview">
          <ContentArticle
            title={str(values.title)}
            meta={[date, str(values.category), t('contentAdmin.preview_.author', { author: str(values.author) })]}
            tags={strs(values.tags)}
            cover={str(values.coverUrl) || undefined}
            summary={str(values.summary)}
            body={str(values.content)}
            download={values.fileName ? { href: '#', label: t('contentAdmin.preview_.download') } : undefined}
          />
        </StorefrontFrame>
      );
  }
}
