import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { loginHref, paths } from '../../shared/config/paths';
import type { ModelDetail } from '../../shared/contracts/ai';
import type { PublicImage } from '../../shared/contracts/compute';
import { formatParams, MODEL_LANGUAGES, MODEL_LICENSES, MODEL_TASKS } from '../../shared/core/ai';
import { publicImagesQueryOptions } from '../../shared/features/compute/api/get-images';
import { modelDetailQueryOptions, modelLikeQueryOptions } from '../../shared/features/ai/api/get-models';
import { useLikeModel } from '../../shared/features/ai/api/like-model';
import { MarkdownBody } from '../../shared/features/content/components/MarkdownBody';
import { useTranslation } from '../../shared/i18n';
import { toast } from '../../shared/ui/toast';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/ai-market';
import { MarketDetail } from '../ui/MarketList';
import ui from '../ui/ui.module.css';
import styles from './ai-market.module.css';
import { CardTabs } from './CardTabs';
import { named } from './CatalogPage';
import { FilesTable, GatedFiles } from './ModelAccessPanel';
import { ModelFitPanel } from './ModelFitPanel';
import { imageFrameworkFor, usageSnippets } from './usage-snippets';

const TABS = ['readme', 'files', 'usage', 'fit'] as const;

const imageOf = (images: PublicImage[], framework: string) => images.find((i) => i.framework === framework)?.name ?? '';


/** /ai-market/model/:modelId (light): a model card — facts, README, files, how to use it, and what it takes to run. */
export default function ModelDetailPage() {
  const { t } = useTranslation('storefront');
  const { modelId = '' } = useParams();
  const detail = useQuery(modelDetailQueryOptions(modelId));
  const model = detail.data;
  useDocumentMeta(model ? `${model.modelId} - ${t('models.eyebrow')} - 算力市场` : t('models.title'), model?.summary);
  return (
    <MarketDetail
      crumbs={[{ label: t('modelDetail.breadcrumb'), to: paths.modelMarket.getHref() }, { label: model?.modelId ?? modelId }]}
      query={detail}
      notFound={t('modelDetail.notFound')}
      back={{ to: paths.modelMarket.getHref(), label: t('modelDetail.back') }}
    >
      {(found) => <ModelCard model={found} />}
    </MarketDetail>
  );
}

function ModelCard({ model }: { model: ModelDetail }) {
  const { t } = useTranslation('storefront');
  const images = useQuery(publicImagesQueryOptions()).data;
  const image = images?.find((i) => i.framework === imageFrameworkFor(model)) ?? images?.find((i) => i.framework === 'pytorch');
  return (
    <>
      <header className={styles.cardHead}>
        <div>
          <span className={styles.publisher}>{model.publisher}/</span>
          <h1 className={styles.cardTitle}>{model.modelId}</h1>
          <div className={styles.badges}>
            <span className={styles.badgeTask}>{named(MODEL_TASKS, model.task)}</span>
            <span className={styles.badge}>{model.library}</span>
            <span className={styles.badge}>{formatParams(model.params)}</span>
            <span className={styles.badge}>{MODEL_LICENSES[model.license].name}</span>
            {model.gated && (
              <span className={styles.badgeWarn} data-testid="gated-badge">
                {t('modelDetail.access.badge')}
              </span>
            )}
            <span className={model.commercial ? styles.badgeOk : styles.badgeWarn}>{model.commercial ? t('models.commercialBadge') : t('models.nonCommercialBadge')}</span>
            {model.tags.map((tag) => (
              <span key={tag} className={styles.badge}>
                {tag}
              </span>
            ))}
          </div>
        </div>
        <div className={styles.headActions}>
          <Link className={styles.deployButton} to={`${paths.modelServicesCreate.getHref()}?model=${encodeURIComponent(model.modelId)}`} data-testid="deploy-model-service">
            {t('modelDetail.deployService')}
          </Link>
          <LikeButton modelId={model.modelId} likes={model.likes} />
        </div>
      </header>
      <div className={styles.layout}>
        <div className={styles.panel}>
          <CardTabs tabs={TABS} label={t('modelDetail.tabsLabel')} text={(key) => t(`modelDetail.tabs.${key}`)} keepParams>
            {(tab) => (
              <>
                {tab === 'readme' && <MarkdownBody source={model.readme} htmlAsText />}
                {tab === 'files' && (model.gated ? <GatedFiles model={model} /> : <FilesTable files={model.files} />)}
                {tab === 'usage' && <Usage model={model} images={images ?? []} />}
                {tab === 'fit' && <ModelFitPanel model={model} image={image} />}
              </>
            )}
          </CardTabs>
        </div>
        <Facts model={model} />
      </div>
    </>
  );
}

function LikeButton({ modelId, likes }: { modelId: string; likes: number }) {
  const { t } = useTranslation('storefront');
  const { loggedIn } = useSession();
  const { pathname } = useLocation();
  const state = useQuery(modelLikeQueryOptions(modelId, loggedIn)).data;
  const like = useLikeModel();
  const liked = state?.liked ?? false;
  const count = state?.likes ?? likes;
  if (!loggedIn) {
    return (
      <Link className={styles.likeButton} to={loginHref({ mode: 'login_phone', redirect: pathname })} data-testid="like-button">
        ♡ {t('modelDetail.likeLogin')} · {count}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={styles.likeButton}
      aria-pressed={liked}
      disabled={like.isPending}
      data-testid="like-button"
      onClick={() => like.mutate({ modelId, liked: !liked }, { onError: () => toast.error(t('modelDetail.likeFailed')) })}
    >
      {liked ? '♥' : '♡'} {liked ? t('modelDetail.liked') : t('modelDetail.like')} · {count}
    </button>
  );
}

function Facts({ model }: { model: ModelDetail }) {
  const { t } = useTranslation('storefront');
  const none = t('modelDetail.none');
  const rows: [string, string][] = [
    ['task', `${named(MODEL_TASKS, model.task)}（${model.task}）`],
    ['library', model.library],
    ['license', MODEL_LICENSES[model.license].name],
    ['params', formatParams(model.params)],
    ['context', model.contextLength ? t('modelDetail.tokens', { n: model.contextLength.toLocaleString('en-US') }) : none],
    ['architecture', model.layers ? `${model.layers} / ${model.kvHeads} / ${model.headDim}` : none],
    ['baseModel', model.baseModel ?? none],
    ['languages', model.languages.map((l) => named(MODEL_LANGUAGES, l)).join('、') || none],
    ['publishTime', model.publishTime.slice(0, 10)],
  ];
  return (
    <aside className={styles.panel}>
      <dl className={styles.facts}>
        {rows.map(([key, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{t(`modelDetail.facts.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

function Usage({ model, images }: { model: ModelDetail; images: PublicImage[] }) {
  const { t } = useTranslation('storefront');
  const copy = (code: string) =>
    navigator.clipboard.writeText(code).then(
      () => toast.success(t('modelDetail.usage.copied')),
      () => toast.error(t('modelDetail.usage.copyFailed')),
    );
  return (
    <div data-testid="model-usage">
      <p className={styles.muted}>{t('modelDetail.usage.lead')}</p>
      {usageSnippets(model).map((snippet) => (
        <section key={snippet.key} className={styles.snippet}>
          <div className={styles.snippetHead}>
            <h3 className={styles.snippetTitle}>{t(`modelDetail.usage.${snippet.key}`)}</h3>
            <button type="button" className={ui.btnGhost} onClick={() => void copy(snippet.code)}>
              {t('modelDetail.usage.copy')}
            </button>
          </div>
          {imageOf(images, snippet.framework) && <p className={styles.estimateParts}>{t('modelDetail.usage.image', { image: imageOf(images, snippet.framework) })}</p>}
          <pre className={styles.code}>
            <code>{snippet.code}</code>
          </pre>
        </section>
      ))}
    </div>
  );
}
