import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { mallFiltersQueryOptions, mallGoodsPageQueryOptions } from '../../shared/features/mall/api/get-mall-goods';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/mall';
import ui from '../ui/ui.module.css';
import { useUrlState } from '../ui/market-url';
import market from '../ui/market.module.css';
import { CheckFilter, EmptyBox, FilterBar, FilterFields, HeroLinks, MarketBody, MarketHero, MarketPager, MarketResults, MarketToolbar, NumberSelect, PriceFilter, RegionGpuFilters } from '../ui/MarketList';
import { GoodsCard, GoodsTable } from './Goods';
import { COUNT_CHOICES, MALL_PRICE_RE, MALL_SORTS, mallFiltersToQuery, mallState, type MallFilters } from './mall-state';

/** /mall (light, SPEC §2): bare-metal machines by the month, quarter or year; filters in the URL. */
export default function MallPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('mall.title'), t('mall.description'));
  const { value: filters, update, setParams } = useUrlState(mallState);
  const options = useQuery(mallFiltersQueryOptions());
  const goods = useQuery(mallGoodsPageQueryOptions(mallFiltersToQuery(filters)));
  const records = goods.data?.records ?? [];

  return (
    <>
      <MarketHero eyebrow={t('mall.eyebrow')} title={t('mall.heading')} lead={t('mall.lead')}>
        <HeroLinks primary={{ to: paths.demandsPublish.getHref(), label: t('mall.publishDemand') }} secondary={{ to: paths.demands.getHref(), label: t('mall.boardLink') }} />
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
                {mallState.activeCount(filters) > 0 && (
                  <button type="button" className={ui.btnGhost} onClick={() => setParams(mallState.toParams({ ...mallState.defaults, view: filters.view }))}>
                    {t('mall.clear')}
                  </button>
                )}
                <Link className={market.primaryLink} to={paths.demandsPublish.getHref()}>
                  {t('mall.publishDemand')}
                </Link>
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
        <MarketPager page={filters.page} pages={Math.max(1, goods.data?.pages ?? 1)} onPage={(page) => update({ page }, true)} />
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
      <RegionGpuFilters ns="mall" idPrefix="mall-filter" gpuLabel={t('mall.gpuModel')} regions={regions} gpus={gpuModels} filters={filters} update={update} />
      <FilterFields
        clear={
          mallState.activeCount(filters) > 0 ? { label: t('mall.clear'), onClick: () => update({ region: null, gpu: [], count: null, priceMax: null, ib: false, inStock: false }) } : null
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
