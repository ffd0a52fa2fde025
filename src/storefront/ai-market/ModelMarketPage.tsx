import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import type { ModelItem } from '../../shared/contracts/ai';
import { formatParams, MODEL_LANGUAGES, MODEL_LICENSES, MODEL_TASKS } from '../../shared/core/ai';
import { modelFiltersQueryOptions, modelPageQueryOptions } from '../../shared/features/ai/api/get-models';
import { useTranslation } from '../../shared/i18n';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/ai-market';
import market from '../ui/market.module.css';
import { useUrlState } from '../ui/market-url';
import { CheckFilter, ChipFilter, EmptyBox, FilterBar, FilterFields, HeroLinks, MarketBody, MarketHero, MarketPager, MarketResults } from '../ui/MarketList';
import ui from '../ui/ui.module.css';
import styles from './ai-market.module.css';
import { CONTEXT_CHOICES, MODEL_SORTS, modelFiltersToQuery, modelState, PARAM_RANGE_KEYS, type ModelFilters, type ModelSort } from './model-state';

const labelOf = <T extends Record<string, string>>(names: T, key: string) => (names as Record<string, string>)[key] ?? key;
const licenseName = (key: string) => (MODEL_LICENSES as Record<string, { name: string }>)[key]?.name ?? key;

/** /ai-market/model (light): the open models' catalogue, its filters, search and sort in the URL. */
export default function ModelMarketPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('models.title'), t('models.description'));
  const { value: filters, update, setParams } = useUrlState(modelState);
  const models = useQuery(modelPageQueryOptions(modelFiltersToQuery(filters)));

  return (
    <>
      <MarketHero eyebrow={t('models.eyebrow')} title={t('models.heading')} lead={t('models.lead')}>
        <HeroLinks primary={{ to: paths.gpuMarket.getHref(), label: t('models.toGpuMarket') }} secondary={{ to: paths.knowledge.getHref(), label: t('models.toKnowledge') }} />
      </MarketHero>
      <MarketBody>
        <div className={styles.modelFilters}>
          <ModelFiltersPanel filters={filters} update={update} onClear={() => setParams(modelState.toParams({ ...modelState.defaults, sort: filters.sort }))} />
        </div>
        <div className={market.toolbar}>
          <p className={market.count} aria-live="polite">
            {models.isPending ? t('models.loading') : t('models.results', { count: models.data?.total ?? 0 })}
          </p>
          <label className={market.inlineField}>
            <span>{t('models.sort')}</span>
            <select className={market.select} value={filters.sort} onChange={(event) => update({ sort: event.target.value as ModelSort })}>
              {MODEL_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`models.sorts.${sort}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <MarketResults query={models} ns="models" skeleton="list" empty={<EmptyBox title={t('models.empty')} hint={t('models.emptyHint')} />}>
          <ul className={styles.modelList} data-testid="model-list">
            {models.data?.records.map((model) => (
              <li key={model.modelId}>
                <ModelRow model={model} />
              </li>
            ))}
          </ul>
        </MarketResults>
        <MarketPager ns="models" page={filters.page} pages={Math.max(1, models.data?.pages ?? 1)} onPage={(page) => update({ page }, true)} />
      </MarketBody>
    </>
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
        <span className={styles.badgeTask}>{labelOf(MODEL_TASKS, model.task)}</span>
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

function SearchBox({ value, onSearch }: { value: string | null; onSearch: (q: string | null) => void }) {
  const { t } = useTranslation('storefront');
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim().slice(0, 64) || null);
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <input aria-label={t('models.search')} type="search" className={`${market.input} ${styles.searchInput}`} value={text} maxLength={64} placeholder={t('models.searchPlaceholder')} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className={ui.btn}>
        {t('models.searchButton')}
      </button>
    </form>
  );
}

function ModelFiltersPanel({ filters, update, onClear }: { filters: ModelFilters; update: (change: Partial<ModelFilters>) => void; onClear: () => void }) {
  const { t } = useTranslation('storefront');
  const options = useQuery(modelFiltersQueryOptions()).data;
  return (
    <FilterBar label={t('models.filters')}>
      <SearchBox value={filters.q} onSearch={(q) => update({ q })} />
      <ChipFilter
        id="model-filter-task"
        label={t('models.task')}
        allLabel={t('models.allTasks')}
        options={(options?.tasks ?? []).map((o) => ({ value: o.value, label: `${labelOf(MODEL_TASKS, o.value)} ${o.count}` }))}
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
        <label className={market.inlineField}>
          <span>{t('models.params')}</span>
          <select className={market.select} value={filters.params} onChange={(e) => update({ params: e.target.value as ModelFilters['params'] })}>
            {PARAM_RANGE_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`models.paramRanges.${key}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={market.inlineField}>
          <span>{t('models.context')}</span>
          <select className={market.select} value={filters.context} onChange={(e) => update({ context: e.target.value as ModelFilters['context'] })}>
            {CONTEXT_CHOICES.map((key) => (
              <option key={key} value={key}>
                {t(`models.contexts.${key}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={market.inlineField}>
          <span>{t('models.language')}</span>
          <select className={market.select} value={filters.lang ?? ''} onChange={(e) => update({ lang: e.target.value || null })}>
            <option value="">{t('models.anyLanguage')}</option>
            {(options?.languages ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {labelOf(MODEL_LANGUAGES, o.value)}
              </option>
            ))}
          </select>
        </label>
        <CheckFilter label={t('models.commercial')} checked={filters.commercial} onChange={(commercial) => update({ commercial })} />
        <span title={t('models.fitsHint')}>
          <CheckFilter label={t('models.fits')} checked={filters.fits} onChange={(fits) => update({ fits })} />
        </span>
      </FilterFields>
    </FilterBar>
  );
}
