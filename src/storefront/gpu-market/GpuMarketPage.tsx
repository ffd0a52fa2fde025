import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from '../../shared/i18n';
import type { Goods } from '../../shared/contracts/market';
import { goodsPageQueryOptions } from '../../shared/features/compute/api/get-goods-page';
import { gpuTypesQueryOptions } from '../../shared/features/compute/api/get-gpu-types';
import { regionsQueryOptions } from '../../shared/features/compute/api/get-regions';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/gpu-market';
import { useUrlState } from '../ui/market-url';
import market from '../ui/market.module.css';
import { CheckFilter, EmptyBox, FilterBar, FilterFields, MarketBody, MarketHero, MarketPager, MarketResults, MarketToolbar, NumberSelect, PriceFilter, RegionGpuFilters } from '../ui/MarketList';
import ui from '../ui/ui.module.css';
import {
  buyToParams,
  CARD_CHOICES,
  filtersToQuery,
  marketState,
  parseBuy,
  PRICE_RE,
  SORTS,
  VRAM_CHOICES,
  type BuyConfig,
  type MarketFilters,
} from './market-state';
import { OfferCard, OfferTable, rangesOf } from './Offers';
import { PriceLegend } from './PriceStrip';

const BuyPanel = lazy(() => import('./BuyPanel'));

/** /gpu-market (light, SPEC §2): the elastic GPU market with tidal prices, filters in the URL. */
export default function GpuMarketPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('market.title'), t('market.description'));
  const { value: filters, params, update, setParams } = useUrlState(marketState);
  const buy = parseBuy(params);

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
  const offerInPage = buy ? records.find((record) => record.id === buy.goodsId) : undefined;
  // The offers (a page of cards, each with its 24-hour price strip) are drawn in a deferred
  // render, which React interrupts to let the browser respond: their arrival is not one long task.
  const shown = useDeferredValue(goods);
  const shownRecords = shown.data?.records ?? [];
  const legendRanges = useMemo(() => (shown.data?.records ?? []).map(rangesOf), [shown.data]);

  return (
    <>
      <MarketHero eyebrow={t('market.eyebrow')} title={t('market.heading')} lead={t('market.lead')}>
        <PriceLegend ranges={legendRanges} />
      </MarketHero>
      <MarketBody>
        <FilterPanel
          filters={filters}
          update={update}
          regions={regions.data ?? []}
          gpuTypes={[...new Set((gpuTypes.data ?? []).map((g) => g.gpuType))]}
        />
        <MarketToolbar
          ns="market"
          count={goods.isPending ? t('market.loading') : t('market.results', { count: goods.data?.total ?? 0 })}
          sort={{ value: filters.sort, options: SORTS, onChange: (sort) => update({ sort }) }}
          view={{ value: filters.view, onChange: (view) => update({ view }, true) }}
        />
        <MarketResults
          query={shown}
          ns="market"
          skeleton="grid"
          empty={
            <EmptyBox title={t('market.empty')} hint={t('market.emptyHint')}>
              {marketState.activeCount(filters) > 0 && (
                <button type="button" className={ui.btnGhost} onClick={() => setParams(marketState.toParams({ ...marketState.defaults, view: filters.view }))}>
                  {t('market.clear')}
                </button>
              )}
            </EmptyBox>
          }
        >
          {filters.view === 'table' ? (
            <OfferTable records={shownRecords} onBuy={openBuy} />
          ) : (
            <div className={market.grid}>
              {shownRecords.map((offer) => (
                <OfferCard key={offer.id} goods={offer} onBuy={openBuy} />
              ))}
            </div>
          )}
        </MarketResults>
        <MarketPager page={filters.page} pages={Math.max(1, goods.data?.pages ?? 1)} onPage={(page) => update({ page }, true)} />
      </MarketBody>
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
  return (
    <FilterBar label={t('market.filters')}>
      <RegionGpuFilters ns="market" idPrefix="filter" gpuLabel={t('market.gpuType')} regions={regions} gpus={gpuTypes} filters={filters} update={update} />
      <FilterFields
        clear={
          marketState.activeCount(filters) > 0
            ? { label: t('market.clear'), onClick: () => update({ region: null, gpu: [], cards: null, vram: null, priceMax: null, available: false }) }
            : null
        }
      >
        <NumberSelect
          label={t('market.cards')}
          value={filters.cards}
          anyLabel={t('market.anyCards')}
          choices={CARD_CHOICES}
          optionLabel={(count) => t('market.cardsN', { count })}
          onChange={(cards) => update({ cards })}
        />
        <NumberSelect
          label={t('market.vram')}
          value={filters.vram}
          anyLabel={t('market.anyVram')}
          choices={VRAM_CHOICES}
          optionLabel={(count) => t('market.vramMin', { count })}
          onChange={(vram) => update({ vram })}
        />
        <PriceFilter
          id="filter-price"
          label={t('market.priceMax')}
          value={filters.priceMax}
          pattern={PRICE_RE}
          maxLength={9}
          placeholder={t('market.priceMaxPlaceholder')}
          unit={t('market.perCardHour')}
          onChange={(priceMax) => update({ priceMax })}
        />
        <CheckFilter label={t('market.available')} checked={filters.available} onChange={(available) => update({ available })} />
      </FilterFields>
    </FilterBar>
  );
}
