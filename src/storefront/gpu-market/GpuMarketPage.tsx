import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Goods } from '../../shared/contracts/market';
import { goodsPageQueryOptions } from '../../shared/features/compute/api/get-goods-page';
import { gpuTypesQueryOptions } from '../../shared/features/compute/api/get-gpu-types';
import { regionsQueryOptions } from '../../shared/features/compute/api/get-regions';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/gpu-market';
import ui from '../ui/ui.module.css';
import {
  activeFilterCount,
  buyToParams,
  CARD_CHOICES,
  DEFAULT_FILTERS,
  filtersToParams,
  filtersToQuery,
  parseBuy,
  parseFilters,
  SORTS,
  VRAM_CHOICES,
  type BuyConfig,
  type MarketFilters,
  type SortKey,
} from './market-state';
import { OfferCard, OfferTable } from './Offers';
import styles from './gpu-market.module.css';

const BuyPanel = lazy(() => import('./BuyPanel'));

/** /gpu-market (light, SPEC §2): the elastic GPU market with tidal prices, filters in the URL. */
export default function GpuMarketPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('market.title'), t('market.description'));
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const buy = parseBuy(params);

  /** A filter change is a history entry (back undoes it) and starts again at page 1. */
  const update = useCallback(
    (change: Partial<MarketFilters>, keepPage = false) => {
      setParams((current) => filtersToParams({ ...parseFilters(current), ...(keepPage ? {} : { page: 1 }), ...change }, current));
    },
    [setParams],
  );

  const regions = useQuery(regionsQueryOptions());
  const gpuTypes = useQuery(gpuTypesQueryOptions());
  const goods = useQuery(goodsPageQueryOptions(filtersToQuery(filters)));

  const openBuy = (offer: Goods) => {
    setParams((current) =>
      buyToParams(
        {
          goodsId: offer.id,
          gpuNumber: filters.cards && filters.cards <= offer.maxGpuNumber ? filters.cards : null,
          plan: 'timed',
          count: 1,
          hours: 1,
          imageId: parseBuy(current)?.imageId ?? (Number(current.get('image')) || null),
          name: '',
        },
        current,
      ),
    );
  };
  const changeBuy = useCallback(
    (config: BuyConfig | null) => setParams((current) => buyToParams(config, current), { replace: config !== null }),
    [setParams],
  );

  const records = goods.data?.records ?? [];
  const total = goods.data?.total ?? 0;
  const pages = Math.max(1, goods.data?.pages ?? 1);
  const offerInPage = buy ? records.find((record) => record.id === buy.goodsId) : undefined;

  return (
    <>
      <section className={styles.hero}>
        <div className={`${ui.container} ${styles.heroInner}`}>
          <div>
            <span className={ui.eyebrow}>{t('market.eyebrow')}</span>
            <h1 className={styles.heroTitle}>{t('market.heading')}</h1>
            <p className={styles.heroText}>{t('market.lead')}</p>
          </div>
          <div className={styles.legend} aria-hidden="true">
            <strong>{t('market.strip')}</strong>
            <span>
              <i className={`${styles.swatch} ${styles.cellLow}`} /> {t('market.cheapWindow')}
            </span>
            <span>
              <i className={`${styles.swatch} ${styles.cellMid}`} /> {t('market.midWindow')}
            </span>
            <span>
              <i className={`${styles.swatch} ${styles.cellHigh}`} /> {t('market.peakWindow')}
            </span>
          </div>
        </div>
      </section>
      <section className={styles.body}>
        <div className={ui.container}>
          <FilterPanel
            filters={filters}
            update={update}
            regions={regions.data ?? []}
            gpuTypes={[...new Set((gpuTypes.data ?? []).map((g) => g.gpuType))]}
          />
          <div className={styles.toolbar}>
            <p className={styles.count} aria-live="polite">
              {goods.isPending ? t('market.loading') : t('market.results', { count: total })}
            </p>
            <div className={styles.toolbarRight}>
              <label className={styles.inlineField}>
                <span>{t('market.sort')}</span>
                <select value={filters.sort} onChange={(event) => update({ sort: event.target.value as SortKey })} className={styles.select}>
                  {SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`market.sorts.${sort}`)}
                    </option>
                  ))}
                </select>
              </label>
              <div className={styles.segmented} role="group" aria-label={t('market.view')}>
                {(['card', 'table'] as const).map((view) => (
                  <button key={view} type="button" aria-pressed={filters.view === view} onClick={() => update({ view }, true)}>
                    {view === 'card' ? t('market.viewCard') : t('market.viewTable')}
                  </button>
                ))}
              </div>
            </div>
          </div>
          <div aria-busy={goods.isFetching} className={goods.isPlaceholderData ? styles.stale : undefined}>
            {goods.isError && !goods.data ? (
              <div className={styles.emptyBox} role="alert">
                <p>{t('market.loadFailed')}</p>
                <button type="button" className={ui.btnGhost} onClick={() => void goods.refetch()}>
                  {t('market.retry')}
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
                <p className={styles.emptyTitle}>{t('market.empty')}</p>
                <p>{t('market.emptyHint')}</p>
                {activeFilterCount(filters) > 0 && (
                  <button type="button" className={ui.btnGhost} onClick={() => setParams(filtersToParams({ ...DEFAULT_FILTERS, view: filters.view }))}>
                    {t('market.clear')}
                  </button>
                )}
              </div>
            ) : filters.view === 'table' ? (
              <OfferTable records={records} onBuy={openBuy} />
            ) : (
              <div className={styles.grid}>
                {records.map((offer) => (
                  <OfferCard key={offer.id} goods={offer} onBuy={openBuy} />
                ))}
              </div>
            )}
          </div>
          {pages > 1 && (
            <nav className={styles.pager} aria-label={t('market.pagination')}>
              <button type="button" className={ui.btnGhost} disabled={filters.page <= 1} onClick={() => update({ page: filters.page - 1 }, true)}>
                {t('market.prev')}
              </button>
              <span>{t('market.pageOf', { page: filters.page, pages })}</span>
              <button type="button" className={ui.btnGhost} disabled={filters.page >= pages} onClick={() => update({ page: filters.page + 1 }, true)}>
                {t('market.next')}
              </button>
            </nav>
          )}
        </div>
      </section>
      {buy && (
        <Suspense fallback={null}>
          <BuyPanel key={buy.goodsId} config={buy} offer={offerInPage} onChange={changeBuy} />
        </Suspense>
      )}
    </>
  );
}

function FilterPanel({
  filters,
  update,
  regions,
  gpuTypes,
}: {
  filters: MarketFilters;
  update: (change: Partial<MarketFilters>) => void;
  regions: { code: string; name: string }[];
  gpuTypes: string[];
}) {
  const { t } = useTranslation('storefront');
  const [price, setPrice] = useState(filters.priceMax ?? '');
  useEffect(() => setPrice(filters.priceMax ?? ''), [filters.priceMax]);
  const applyPrice = (event?: FormEvent) => {
    event?.preventDefault();
    const value = price.trim();
    if (value === '' || /^\d{1,6}(\.\d{1,2})?$/.test(value)) {
      if ((value || null) !== filters.priceMax) update({ priceMax: value || null });
    } else {
      setPrice(filters.priceMax ?? '');
    }
  };
  const toggleGpu = (gpu: string) =>
    update({ gpu: filters.gpu.includes(gpu) ? filters.gpu.filter((g) => g !== gpu) : [...filters.gpu, gpu] });
  return (
    <section className={styles.filters} aria-label={t('market.filters')}>
      <div className={styles.filterRow}>
        <span className={styles.filterLabel} id="filter-region">
          {t('market.region')}
        </span>
        <div className={styles.chips} role="group" aria-labelledby="filter-region">
          <button type="button" className={styles.chip} aria-pressed={!filters.region} onClick={() => update({ region: null })}>
            {t('market.allRegions')}
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
        <span className={styles.filterLabel} id="filter-gpu">
          {t('market.gpuType')}
        </span>
        <div className={styles.chips} role="group" aria-labelledby="filter-gpu">
          <button type="button" className={styles.chip} aria-pressed={filters.gpu.length === 0} onClick={() => update({ gpu: [] })}>
            {t('market.allGpus')}
          </button>
          {gpuTypes.map((gpu) => (
            <button key={gpu} type="button" className={styles.chip} aria-pressed={filters.gpu.includes(gpu)} onClick={() => toggleGpu(gpu)}>
              {gpu}
            </button>
          ))}
        </div>
      </div>
      <div className={`${styles.filterRow} ${styles.filterFields}`}>
        <label className={styles.inlineField}>
          <span>{t('market.cards')}</span>
          <select
            className={styles.select}
            value={filters.cards ?? ''}
            onChange={(event) => update({ cards: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{t('market.anyCards')}</option>
            {CARD_CHOICES.map((n) => (
              <option key={n} value={n}>
                {t('market.cardsN', { count: n })}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.inlineField}>
          <span>{t('market.vram')}</span>
          <select
            className={styles.select}
            value={filters.vram ?? ''}
            onChange={(event) => update({ vram: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{t('market.anyVram')}</option>
            {VRAM_CHOICES.map((n) => (
              <option key={n} value={n}>
                {t('market.vramMin', { count: n })}
              </option>
            ))}
          </select>
        </label>
        <form className={styles.inlineField} onSubmit={applyPrice}>
          <label htmlFor="filter-price">{t('market.priceMax')}</label>
          <input
            id="filter-price"
            className={styles.input}
            inputMode="decimal"
            value={price}
            placeholder={t('market.priceMaxPlaceholder')}
            onChange={(event) => setPrice(event.target.value.replace(/[^\d.]/g, '').slice(0, 9))}
            onBlur={() => applyPrice()}
          />
          <span className={styles.unit}>{t('market.perCardHour')}</span>
        </form>
        <label className={styles.check}>
          <input type="checkbox" checked={filters.available} onChange={(event) => update({ available: event.target.checked })} />
          <span>{t('market.available')}</span>
        </label>
        {activeFilterCount(filters) > 0 && (
          <button
            type="button"
            className={styles.clear}
            onClick={() => update({ region: null, gpu: [], cards: null, vram: null, priceMax: null, available: false })}
          >
            {t('market.clear')}
          </button>
        )}
      </div>
    </section>
  );
}
