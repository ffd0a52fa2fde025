import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { mallFiltersQueryOptions, mallGoodsPageQueryOptions } from '../../shared/features/mall/api/get-mall-goods';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/mall';
import ui from '../ui/ui.module.css';
import { useUrlState } from '../ui/market-url';
import market from '../ui/market.module.css';
import { CheckFilter, ChipFilter, EmptyBox, FilterBar, FilterFields, MarketBody, MarketHero, MarketPager, MarketResults, MarketToolbar, NumberSelect, PriceFilter } from '../ui/MarketList';
import { GoodsCard, GoodsTable } from './Goods';
import { activeMallFilters, COUNT_CHOICES, DEFAULT_MALL_FILTERS, MALL_PRICE_RE, MALL_SORTS, mallFiltersToParams, mallFiltersToQuery, mallState, type MallFilters } from './mall-state';

/** /mall (light, SPEC §2): bare-metal machines by the month, quarter or year; filters in the URL. */
export default function MallPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('mall.title'), t('mall.description'));
  const { value: filters, update, setParams } = useUrlState(mallState);
  const options = useQuery(mallFiltersQueryOptions());
  const goods = useQuery(mallGoodsPageQueryOptions(mallFiltersToQuery(filters)));
  const records = goods.data?.records ?? [];
  const publishLink = (
    <Link className={market.primaryLink} to={paths.demandsPublish}>
      {t('mall.publishDemand')}
    </Link>
  );

  return (
    <>
      <MarketHero eyebrow={t('mall.eyebrow')} title={t('mall.heading')} lead={t('mall.lead')}>
        <div className={market.heroActions}>
          {publishLink}
          <Link className={market.linkBtn} to={paths.demands}>
            {t('mall.boardLink')}
          </Link>
        </div>
      </MarketHero>
      <MarketBody>
        <FilterPanel filters={filters} update={update} regions={options.data?.regions ?? []} gpuModels={options.data?.gpuModels ?? []} />
        <MarketToolbar
          ns="mall"
          count={goods.isPending ? t('mall.loading') : t('mall.results', { count: goods.data?.total ?? 0 })}
          sort={{ value: filters.sort, options: MALL_SORTS, onChange: (sort) => update({ sort }) }}
          view={{ value: filters.view, onChange: (view) => update({ view }, true) }}
        />
        <MarketResults
          query={goods}
          ns="mall"
          skeleton="grid"
          empty={
            <EmptyBox title={t('mall.empty')} hint={t('mall.emptyHint')}>
              <div className={market.heroActions} style={{ justifyContent: 'center' }}>
                {activeMallFilters(filters) > 0 && (
                  <button type="button" className={ui.btnGhost} onClick={() => setParams(mallFiltersToParams({ ...DEFAULT_MALL_FILTERS, view: filters.view }))}>
                    {t('mall.clear')}
                  </button>
                )}
                {publishLink}
              </div>
            </EmptyBox>
          }
        >
          {filters.view === 'table' ? (
            <GoodsTable records={records} />
          ) : (
            <div className={market.grid}>
              {records.map((item) => (
                <GoodsCard key={item.id} goods={item} />
              ))}
            </div>
          )}
        </MarketResults>
        <MarketPager ns="mall" page={filters.page} pages={Math.max(1, goods.data?.pages ?? 1)} onPage={(page) => update({ page }, true)} />
      </MarketBody>
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
  return (
    <FilterBar label={t('mall.filters')}>
      <ChipFilter
        id="mall-filter-region"
        label={t('mall.region')}
        allLabel={t('mall.allRegions')}
        options={regions.map((region) => ({ value: region.code, label: region.name }))}
        selected={filters.region ? [filters.region] : []}
        onChange={([region]) => update({ region: region ?? null })}
      />
      <ChipFilter
        id="mall-filter-gpu"
        label={t('mall.gpuModel')}
        allLabel={t('mall.allGpus')}
        options={gpuModels.map((gpu) => ({ value: gpu, label: gpu }))}
        selected={filters.gpu}
        multiple
        onChange={(gpu) => update({ gpu })}
      />
      <FilterFields
        clear={
          activeMallFilters(filters) > 0 ? { label: t('mall.clear'), onClick: () => update({ region: null, gpu: [], count: null, priceMax: null, ib: false, inStock: false }) } : null
        }
      >
        <NumberSelect
          label={t('mall.gpuCount')}
          value={filters.count}
          anyLabel={t('mall.anyCount')}
          choices={COUNT_CHOICES}
          optionLabel={(count) => t('mall.countMin', { count })}
          onChange={(count) => update({ count })}
        />
        <PriceFilter
          id="mall-filter-price"
          label={t('mall.priceMax')}
          value={filters.priceMax}
          pattern={MALL_PRICE_RE}
          maxLength={11}
          placeholder={t('mall.priceMaxPlaceholder')}
          unit={t('mall.perMonthUnit')}
          onChange={(priceMax) => update({ priceMax })}
        />
        <CheckFilter label={t('mall.infiniband')} checked={filters.ib} onChange={(ib) => update({ ib })} />
        <CheckFilter label={t('mall.inStock')} checked={filters.inStock} onChange={(inStock) => update({ inStock })} />
      </FilterFields>
    </FilterBar>
  );
}
