import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import type { ModelItem } from '../../shared/contracts/ai';
import { formatParams, MODEL_LANGUAGES, MODEL_LICENSES, MODEL_TASKS } from '../../shared/core/ai';
import { modelFiltersQueryOptions, modelPageQueryOptions } from '../../shared/features/ai/api/get-models';
import { useTranslation } from '../../shared/i18n';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/ai-market';
import { useUrlState } from '../ui/market-url';
import { CheckFilter, ChipFilter, FilterBar, FilterFields } from '../ui/MarketList';
import styles from './ai-market.module.css';
import { CatalogPage, CatalogSearch, CatalogSelect, named } from './CatalogPage';
import { CONTEXT_CHOICES, MODEL_SORTS, modelFiltersToQuery, modelState, PARAM_RANGE_KEYS, type ModelFilters, type ModelSort } from './model-state';

const licenseName = (key: string) => (MODEL_LICENSES as Record<string, { name: string }>)[key]?.name ?? key;

/** /ai-market/model (light): the open models' catalogue, its filters, search and sort in the URL. */
export default function ModelMarketPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('models.title'), t('models.description'));
  const { value: filters, update, setParams } = useUrlState(modelState);
  const models = useQuery(modelPageQueryOptions(modelFiltersToQuery(filters)));
  return (
    <CatalogPage
      ns="models"
      links={{ primary: { to: paths.gpuMarket.getHref(), label: t('models.toGpuMarket') }, secondary: { to: paths.knowledge.getHref(), label: t('models.toKnowledge') } }}
      filters={<ModelFiltersPanel filters={filters} update={update} onClear={() => setParams(modelState.toParams({ ...modelState.defaults, sort: filters.sort }))} />}
      query={models}
      sort={{ value: filters.sort, options: MODEL_SORTS, onChange: (sort: ModelSort) => update({ sort }) }}
      page={filters.page}
      onPage={(page) => update({ page }, true)}
      testId="model-list"
      rowKey={(model) => model.modelId}
      renderRow={(model) => <ModelRow model={model} />}
    />
  );
}

function ModelRow({ model }: { model: ModelItem }) {
  const { t } = useTranslation('storefront');
  return (
    <Link to={paths.modelDetail.getHref(model.modelId)} className={styles.modelRow} data-testid="model-row">
      <div className={styles.modelHead}>
        <span className={styles.publisher}>{model.publisher}/</span>
        <h2 className={styles.modelName}>{model.modelId}</h2>
      </div>
      <p className={styles.modelSummary}>{model.summary}</p>
      <div className={styles.badges}>
        <span className={styles.badgeTask}>{named(MODEL_TASKS, model.task)}</span>
        <span className={styles.badge}>{model.library}</span>
        <span className={styles.badge}>{formatParams(model.params)}</span>
        {model.contextLength && <span className={styles.badge}>{`${Math.round(model.contextLength / 1024)}K`}</span>}
        <span className={styles.badge}>{licenseName(model.license)}</span>
        <span className={model.commercial ? styles.badgeOk : styles.badgeWarn}>{model.commercial ? t('models.commercialBadge') : t('models.nonCommercialBadge')}</span>
        <span className={styles.stats}>
          {t('models.downloads', { n: model.downloads.toLocaleString('en-US') })} · {t('models.likes', { n: model.likes.toLocaleString('en-US') })} ·{' '}
          {t('models.updated', { date: model.publishTime.slice(0, 10) })}
        </span>
      </div>
    </Link>
  );
}

function ModelFiltersPanel({ filters, update, onClear }: { filters: ModelFilters; update: (change: Partial<ModelFilters>) => void; onClear: () => void }) {
  const { t } = useTranslation('storefront');
  const options = useQuery(modelFiltersQueryOptions()).data;
  return (
    <FilterBar label={t('models.filters')}>
      <CatalogSearch ns="models" value={filters.q} onSearch={(q) => update({ q })} />
      <ChipFilter
        id="model-filter-task"
        label={t('models.task')}
        allLabel={t('models.allTasks')}
        options={(options?.tasks ?? []).map((o) => ({ value: o.value, label: `${named(MODEL_TASKS, o.value)} ${o.count}` }))}
        selected={filters.task ? [filters.task] : []}
        onChange={([task]) => update({ task: task ?? null })}
      />
      <ChipFilter
        id="model-filter-library"
        label={t('models.library')}
        allLabel={t('models.allLibraries')}
        options={(options?.libraries ?? []).map((o) => ({ value: o.value, label: o.value }))}
        selected={filters.library ? [filters.library] : []}
        onChange={([library]) => update({ library: library ?? null })}
      />
      <ChipFilter
        id="model-filter-license"
        label={t('models.license')}
        allLabel={t('models.allLicenses')}
        options={(options?.licenses ?? []).map((o) => ({ value: o.value, label: licenseName(o.value) }))}
        selected={filters.license}
        multiple
        onChange={(license) => update({ license })}
      />
      <FilterFields clear={modelState.activeCount(filters) > 0 ? { label: t('models.clear'), onClick: onClear } : null}>
        <CatalogSelect
          label={t('models.params')}
          value={filters.params}
          onChange={(params) => update({ params: params as ModelFilters['params'] })}
          options={PARAM_RANGE_KEYS.map((key) => ({ value: key, label: t(`models.paramRanges.${key}`) }))}
        />
        <CatalogSelect
          label={t('models.context')}
          value={filters.context}
          onChange={(context) => update({ context: context as ModelFilters['context'] })}
          options={CONTEXT_CHOICES.map((key) => ({ value: key, label: t(`models.contexts.${key}`) }))}
        />
        <CatalogSelect
          label={t('models.language')}
          value={filters.lang ?? ''}
          onChange={(lang) => update({ lang: lang || null })}
          any={t('models.anyLanguage')}
          options={(options?.languages ?? []).map((o) => ({ value: o.value, label: named(MODEL_LANGUAGES, o.value) }))}
        />
        <CheckFilter label={t('models.commercial')} checked={filters.commercial} onChange={(commercial) => update({ commercial })} />
        <span title={t('models.fitsHint')}>
          <CheckFilter label={t('models.fits')} checked={filters.fits} onChange={(fits) => update({ fits })} />
        </span>
      </FilterFields>
    </FilterBar>
  );
}
