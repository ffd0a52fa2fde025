import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import type { DatasetItem } from '../../../shared/contracts/dataset';
import { DATASET_LANGUAGES, DATASET_LICENSES, DATASET_MODALITIES, DATASET_SIZE_KEYS, DATASET_TASKS, formatRows } from '../../../shared/core/dataset';
import { datasetFiltersQueryOptions, datasetPageQueryOptions } from '../../../shared/features/dataset/api/get-datasets';
import { useTranslation } from '../../../shared/i18n';
import { useDocumentMeta } from '../../../shared/ui/use-document-meta';
import '../../i18n/ai-dataset';
import market from '../../ui/market.module.css';
import { useUrlState } from '../../ui/market-url';
import { ChipFilter, EmptyBox, FilterBar, FilterFields, HeroLinks, MarketBody, MarketHero, MarketPager, MarketResults } from '../../ui/MarketList';
import ui from '../../ui/ui.module.css';
import styles from '../ai-market.module.css';
import { DATASET_SORTS, datasetFiltersToQuery, datasetState, type DatasetFilters, type DatasetSort } from './dataset-state';

export const named = (names: Record<string, string>, key: string) => names[key] ?? key;
export const licenseName = (key: string) => (DATASET_LICENSES as Record<string, { name: string }>)[key]?.name ?? key;

/** /ai-market/dataset (light): the open datasets' catalogue, its filters, search and sort in the URL. */
export default function DatasetMarketPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('datasets.title'), t('datasets.description'));
  const { value: filters, update, setParams } = useUrlState(datasetState);
  const list = useQuery(datasetPageQueryOptions(datasetFiltersToQuery(filters)));
  return (
    <>
      <MarketHero eyebrow={t('datasets.eyebrow')} title={t('datasets.heading')} lead={t('datasets.lead')}>
        <HeroLinks primary={{ to: paths.modelMarket.getHref(), label: t('datasets.toModels') }} secondary={{ to: paths.gpuMarket.getHref(), label: t('datasets.toGpuMarket') }} />
      </MarketHero>
      <MarketBody>
        <Filters filters={filters} update={update} onClear={() => setParams(datasetState.toParams({ ...datasetState.defaults, sort: filters.sort }))} />
        <div className={market.toolbar}>
          <p className={market.count} aria-live="polite">
            {list.isPending ? t('datasets.loading') : t('datasets.results', { count: list.data?.total ?? 0 })}
          </p>
          <label className={market.inlineField}>
            <span>{t('datasets.sort')}</span>
            <select className={market.select} value={filters.sort} onChange={(event) => update({ sort: event.target.value as DatasetSort })}>
              {DATASET_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`datasets.sorts.${sort}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <MarketResults query={list} ns="datasets" skeleton="list" empty={<EmptyBox title={t('datasets.empty')} hint={t('datasets.emptyHint')} />}>
          <ul className={styles.modelList} data-testid="dataset-list">
            {list.data?.records.map((dataset) => (
              <li key={dataset.datasetId}>
                <DatasetRow dataset={dataset} />
              </li>
            ))}
          </ul>
        </MarketResults>
        <MarketPager ns="datasets" page={filters.page} pages={Math.max(1, list.data?.pages ?? 1)} onPage={(page) => update({ page }, true)} />
      </MarketBody>
    </>
  );
}

function DatasetRow({ dataset }: { dataset: DatasetItem }) {
  const { t } = useTranslation('storefront');
  return (
    <Link to={paths.datasetDetail.getHref(dataset.datasetId)} className={styles.modelRow} data-testid="dataset-row">
      <div className={styles.modelHead}>
        <span className={styles.publisher}>{dataset.publisher}/</span>
        <h2 className={styles.modelName}>{dataset.datasetId}</h2>
      </div>
      <p className={styles.modelSummary}>
        <strong>{dataset.name}</strong>：{dataset.summary}
      </p>
      <div className={styles.badges}>
        <span className={styles.badgeTask}>{named(DATASET_TASKS, dataset.task)}</span>
        <span className={styles.badge}>{named(DATASET_MODALITIES, dataset.modality)}</span>
        <span className={styles.badge}>{dataset.size}</span>
        <span className={styles.badge}>{licenseName(dataset.license)}</span>
        {dataset.languages.map((l) => (
          <span key={l} className={styles.badge}>
            {named(DATASET_LANGUAGES, l)}
          </span>
        ))}
        <span className={styles.stats}>
          {t('datasets.rows', { n: formatRows(dataset.rows) })} · {t('datasets.downloads', { n: dataset.downloads.toLocaleString('en-US') })} ·{' '}
          {t('datasets.updated', { date: dataset.publishTime.slice(0, 10) })}
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
      <input aria-label={t('datasets.search')} type="search" className={`${market.input} ${styles.searchInput}`} value={text} maxLength={64} placeholder={t('datasets.searchPlaceholder')} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className={ui.btn}>
        {t('datasets.searchButton')}
      </button>
    </form>
  );
}

function Filters({ filters, update, onClear }: { filters: DatasetFilters; update: (change: Partial<DatasetFilters>) => void; onClear: () => void }) {
  const { t } = useTranslation('storefront');
  const options = useQuery(datasetFiltersQueryOptions()).data;
  return (
    <FilterBar label={t('datasets.filters')}>
      <SearchBox value={filters.q} onSearch={(q) => update({ q })} />
      <ChipFilter
        id="dataset-filter-task"
        label={t('datasets.task')}
        allLabel={t('datasets.allTasks')}
        options={(options?.tasks ?? []).map((o) => ({ value: o.value, label: `${named(DATASET_TASKS, o.value)} ${o.count}` }))}
        selected={filters.task ? [filters.task] : []}
        onChange={([task]) => update({ task: task ?? null })}
      />
      <ChipFilter
        id="dataset-filter-modality"
        label={t('datasets.modality')}
        allLabel={t('datasets.allModalities')}
        options={(options?.modalities ?? []).map((o) => ({ value: o.value, label: `${named(DATASET_MODALITIES, o.value)} ${o.count}` }))}
        selected={filters.modality ? [filters.modality] : []}
        onChange={([modality]) => update({ modality: modality ?? null })}
      />
      <ChipFilter
        id="dataset-filter-license"
        label={t('datasets.license')}
        allLabel={t('datasets.allLicenses')}
        options={(options?.licenses ?? []).map((o) => ({ value: o.value, label: licenseName(o.value) }))}
        selected={filters.license}
        multiple
        onChange={(license) => update({ license })}
      />
      <FilterFields clear={datasetState.activeCount(filters) > 0 ? { label: t('datasets.clear'), onClick: onClear } : null}>
        <label className={market.inlineField}>
          <span>{t('datasets.language')}</span>
          <select className={market.select} value={filters.lang ?? ''} onChange={(e) => update({ lang: e.target.value || null })}>
            <option value="">{t('datasets.anyLanguage')}</option>
            {(options?.languages ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {named(DATASET_LANGUAGES, o.value)}
              </option>
            ))}
          </select>
        </label>
        <label className={market.inlineField}>
          <span>{t('datasets.size')}</span>
          <select className={market.select} value={filters.size ?? ''} onChange={(e) => update({ size: e.target.value || null })}>
            <option value="">{t('datasets.anySize')}</option>
            {DATASET_SIZE_KEYS.map((key) => (
              <option key={key} value={key}>
                {key}
              </option>
            ))}
          </select>
        </label>
      </FilterFields>
    </FilterBar>
  );
}
