import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/config/paths';
import { mallFiltersQueryOptions, mallGoodsPageQueryOptions } from '../../shared/features/mall/api/get-mall-goods';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/mall';
import ui from '../ui/ui.module.css';
import { GoodsCard, GoodsTable } from './Goods';
import { activeMallFilters, COUNT_CHOICES, DEFAULT_MALL_FILTERS, MALL_SORTS, mallFiltersToParams, mallFiltersToQuery, parseMallFilters, type MallFilters, type MallSort } from './mall-state';
import styles from './mall.module.css';

/** /mall (light, SPEC §2): bare-metal machines by the month, quarter or year; filters in the URL. */
export default function MallPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('mall.title'), t('mall.description'));
  const [params, setParams] = useSearchParams();
  const filters = parseMallFilters(params);
  /** A filter change is a history entry and starts again at page 1. */
  const update = useCallback(
    (change: Partial<MallFilters>, keepPage = false) => setParams((current) => mallFiltersToParams({ ...parseMallFilters(current), ...(keepPage ? {} : { page: 1 }), ...change })),
    [setParams],
  );
  const options = useQuery(mallFiltersQueryOptions());
  const goods = useQuery(mallGoodsPageQueryOptions(mallFiltersToQuery(filters)));
  const records = goods.data?.records ?? [];
  const pages = Math.max(1, goods.data?.pages ?? 1);

  return (
    <>
      <section className={styles.hero}>
        <div className={`${ui.container} ${styles.heroInner}`}>
          <div>
            <span className={ui.eyebrow}>{t('mall.eyebrow')}</span>
            <h1 className={styles.heroTitle}>{t('mall.heading')}</h1>
            <p className={styles.heroText}>{t('mall.lead')}</p>
          </div>
          <div className={styles.heroActions}>
            <Link className={`${styles.buyBtn} ${styles.primaryLink}`} to={paths.demandsPublish}>
              {t('mall.publishDemand')}
            </Link>
            <Link className={styles.linkBtn} to={paths.demands}>
              {t('mall.boardLink')}
            </Link>
          </div>
        </div>
      </section>
      <section className={styles.body}>
        <div className={ui.container}>
          <FilterPanel filters={filters} update={update} regions={options.data?.regions ?? []} gpuModels={options.data?.gpuModels ?? []} />
          <div className={styles.toolbar}>
            <p className={styles.count} aria-live="polite">
              {goods.isPending ? t('mall.loading') : t('mall.results', { count: goods.data?.total ?? 0 })}
            </p>
            <div className={styles.toolbarRight}>
              <label className={styles.inlineField}>
                <span>{t('mall.sort')}</span>
                <select value={filters.sort} onChange={(event) => update({ sort: event.target.value as MallSort })} className={styles.select}>
                  {MALL_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`mall.sorts.${sort}`)}
                    </option>
                  ))}
                </select>
              </label>
              <div className={styles.segmented} role="group" aria-label={t('mall.view')}>
                {(['card', 'table'] as const).map((view) => (
                  <button key={view} type="button" aria-pressed={filters.view === view} onClick={() => update({ view }, true)}>
                    {view === 'card' ? t('mall.viewCard') : t('mall.viewTable')}
                  </button>
                ))}
              </div>
            </div>
          </div>
          <div aria-busy={goods.isFetching} className={goods.isPlaceholderData ? styles.stale : undefined}>
            {goods.isError && !goods.data ? (
              <div className={styles.emptyBox} role="alert">
                <p>{t('mall.loadFailed')}</p>
                <button type="button" className={ui.btnGhost} onClick={() => void goods.refetch()}>
                  {t('mall.retry')}
                </button>
              </div>
            ) : goods.isPending ? (
              <div className={styles.grid}>
                {Array.from({ length: 6 }, (_, i) => (
                  <div key={i} className={styles.skeleton} />
                ))}
              </div>
            ) : records.length === 0 ? (
              <div className={styles.emptyBox}>
                <p className={styles.emptyTitle}>{t('mall.empty')}</p>
                <p>{t('mall.emptyHint')}</p>
                <div className={styles.heroActions} style={{ justifyContent: 'center' }}>
                  {activeMallFilters(filters) > 0 && (
                    <button type="button" className={ui.btnGhost} onClick={() => setParams(mallFiltersToParams({ ...DEFAULT_MALL_FILTERS, view: filters.view }))}>
                      {t('mall.clear')}
                    </button>
                  )}
                  <Link className={`${styles.buyBtn} ${styles.primaryLink}`} to={paths.demandsPublish}>
                    {t('mall.publishDemand')}
                  </Link>
                </div>
              </div>
            ) : filters.view === 'table' ? (
              <GoodsTable records={records} />
            ) : (
              <div className={styles.grid}>
                {records.map((item) => (
                  <GoodsCard key={item.id} goods={item} />
                ))}
              </div>
            )}
          </div>
          {pages > 1 && (
            <nav className={styles.pager} aria-label={t('mall.pagination')}>
              <button type="button" className={ui.btnGhost} disabled={filters.page <= 1} onClick={() => update({ page: filters.page - 1 }, true)}>
                {t('mall.prev')}
              </button>
              <span>{t('mall.pageOf', { page: filters.page, pages })}</span>
              <button type="button" className={ui.btnGhost} disabled={filters.page >= pages} onClick={() => update({ page: filters.page + 1 }, true)}>
                {t('mall.next')}
              </button>
            </nav>
          )}
        </div>
      </section>
    </>
  );
}

function FilterPanel({
  filters,
  update,
  regions,
  gpuModels,
}: {
  filters: MallFilters;
  update: (change: Partial<MallFilters>) => void;
  regions: { code: string; name: string }[];
  gpuModels: string[];
}) {
  const { t } = useTranslation('storefront');
  const [price, setPrice] = useState(filters.priceMax ?? '');
  useEffect(() => setPrice(filters.priceMax ?? ''), [filters.priceMax]);
  const applyPrice = (event?: FormEvent) => {
    event?.preventDefault();
    const value = price.trim();
    if (value === '' || /^\d{1,8}(\.\d{1,2})?$/.test(value)) {
      if ((value || null) !== filters.priceMax) update({ priceMax: value || null });
    } else {
      setPrice(filters.priceMax ?? '');
    }
  };
  const toggleGpu = (gpu: string) => update({ gpu: filters.gpu.includes(gpu) ? filters.gpu.filter((g) => g !== gpu) : [...filters.gpu, gpu] });
  return (
    <section className={styles.filters} aria-label={t('mall.filters')}>
      <div className={styles.filterRow}>
        <span className={styles.filterLabel} id="mall-filter-region">
          {t('mall.region')}
        </span>
        <div className={styles.chips} role="group" aria-labelledby="mall-filter-region">
          <button type="button" className={styles.chip} aria-pressed={!filters.region} onClick={() => update({ region: null })}>
            {t('mall.allRegions')}
          </button>
          {regions.map((region) => (
            <button
              key={region.code}
              type="button"
              className={styles.chip}
              aria-pressed={filters.region === region.code}
              onClick={() => update({ region: filters.region === region.code ? null : region.code })}
            >
              {region.name}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.filterRow}>
        <span className={styles.filterLabel} id="mall-filter-gpu">
          {t('mall.gpuModel')}
        </span>
        <div className={styles.chips} role="group" aria-labelledby="mall-filter-gpu">
          <button type="button" className={styles.chip} aria-pressed={filters.gpu.length === 0} onClick={() => update({ gpu: [] })}>
            {t('mall.allGpus')}
          </button>
          {gpuModels.map((gpu) => (
            <button key={gpu} type="button" className={styles.chip} aria-pressed={filters.gpu.includes(gpu)} onClick={() => toggleGpu(gpu)}>
              {gpu}
            </button>
          ))}
        </div>
      </div>
      <div className={`${styles.filterRow} ${styles.filterFields}`}>
        <label className={styles.inlineField}>
          <span>{t('mall.gpuCount')}</span>
          <select className={styles.select} value={filters.count ?? ''} onChange={(event) => update({ count: event.target.value ? Number(event.target.value) : null })}>
            <option value="">{t('mall.anyCount')}</option>
            {COUNT_CHOICES.map((n) => (
              <option key={n} value={n}>
                {t('mall.countMin', { count: n })}
              </option>
            ))}
          </select>
        </label>
        <form className={styles.inlineField} onSubmit={applyPrice}>
          <label htmlFor="mall-filter-price">{t('mall.priceMax')}</label>
          <input
            id="mall-filter-price"
            className={styles.input}
            inputMode="decimal"
            value={price}
            placeholder={t('mall.priceMaxPlaceholder')}
            onChange={(event) => setPrice(event.target.value.replace(/[^\d.]/g, '').slice(0, 11))}
            onBlur={() => applyPrice()}
          />
          <span className={styles.unit}>{t('mall.perMonthUnit')}</span>
        </form>
        <label className={styles.check}>
          <input type="checkbox" checked={filters.ib} onChange={(event) => update({ ib: event.target.checked })} />
          <span>{t('mall.infiniband')}</span>
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={filters.inStock} onChange={(event) => update({ inStock: event.target.checked })} />
          <span>{t('mall.inStock')}</span>
        </label>
        {activeMallFilters(filters) > 0 && (
          <button type="button" className={styles.clear} onClick={() => update({ region: null, gpu: [], count: null, priceMax: null, ib: false, inStock: false })}>
            {t('mall.clear')}
          </button>
        )}
      </div>
    </section>
  );
}
