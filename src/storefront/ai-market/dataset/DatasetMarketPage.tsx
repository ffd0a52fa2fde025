import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import type { DatasetItem } from '../../../shared/contracts/dataset';
import { DATASET_LANGUAGES, DATASET_LICENSES, DATASET_MODALITIES, DATASET_SIZE_KEYS, DATASET_TASKS, formatRows } from '../../../shared/core/dataset';
import { datasetFiltersQueryOptions, datasetPageQueryOptions } from '../../../shared/features/dataset/api/get-datasets';
import { useTranslation } from '../../../shared/i18n';
import { useDocumentMeta } from '../../../shared/ui/use-document-meta';
import '../../i18n/ai-dataset';
import { useUrlState } from '../../ui/market-url';
import { ChipFilter, FilterBar, FilterFields } from '../../ui/MarketList';
import styles from '../ai-market.module.css';
import { CatalogPage, CatalogSearch, CatalogSelect, named } from '../CatalogPage';
import { DATASET_SORTS, datasetFiltersToQuery, datasetState, type DatasetFilters, type DatasetSort } from './dataset-state';

export const licenseName = (key: string) => (DATASET_LICENSES as Record<string, { name: string }>)[key]?.name ?? key;

/** /ai-market/dataset (light): the open datasets' catalogue, its filters, search and sort in the URL. */
export default function DatasetMarketPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('datasets.title'), t('datasets.description'));
  const { value: filters, update, setParams } = useUrlState(datasetState);
  const list = useQuery(datasetPageQueryOptions(datasetFiltersToQuery(filters)));
  return (
    <CatalogPage
      ns="datasets"
      links={{ primary: { to: paths.modelMarket.getHref(), label: t('datasets.toModels') }, secondary: { to: paths.gpuMarket.getHref(), label: t('datasets.toGpuMarket') } }}
      filters={<Filters filters={filters} update={update} onClear={() => setParams(datasetState.toParams({ ...datasetState.defaults, sort: filters.sort }))} />}
      query={list}
      sort={{ value: filters.sort, options: DATASET_SORTS, onChange: (sort: DatasetSort) => update({ sort }) }}
      page={filters.page}
      onPage={(page) => update({ page }, true)}
      testId="dataset-list"
      rowKey={(dataset) => dataset.datasetId}
      renderRow={(dataset) => <DatasetRow dataset={dataset} />}
    />
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

function Filters({ filters, update, onClear }: { filters: DatasetFilters; update: (change: Partial<DatasetFilters>) => void; onClear: () => void }) {
  const { t } = useTranslation('storefront');
  const options = useQuery(datasetFiltersQueryOptions()).data;
  return (
    <FilterBar label={t('datasets.filters')}>
      <CatalogSearch ns="datasets" value={filters.q} onSearch={(q) => update({ q })} />
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
        <CatalogSelect
          label={t('datasets.language')}
          value={filters.lang ?? ''}
          onChange={(lang) => update({ lang: lang || null })}
          any={t('datasets.anyLanguage')}
          options={(options?.languages ?? []).map((o) => ({ value: o.value, label: named(DATASET_LANGUAGES, o.value) }))}
        />
        <CatalogSelect label={t('datasets.size')} value={filters.size ?? ''} onChange={(size) => update({ size: size || null })} any={t('datasets.anySize')} options={DATASET_SIZE_KEYS.map((key) => ({ value: key, label: key }))} />
      </FilterFields>
    </FilterBar>
  );
}
