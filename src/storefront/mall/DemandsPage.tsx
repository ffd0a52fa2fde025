import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import type { DemandBoardRequest } from '../../shared/contracts/mall';
import { demandBoardQueryOptions } from '../../shared/features/mall/api/demands';
import { mallFiltersQueryOptions } from '../../shared/features/mall/api/get-mall-goods';
import { regionsQueryOptions } from '../../shared/features/compute/api/get-regions';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/mall';
import { int, page, text, urlState, useUrlState } from '../ui/market-url';
import market from '../ui/market.module.css';
import { ChipFilter, EmptyBox, FilterBar, FilterFields, HeroLinks, MarketBody, MarketHero, MarketPager, MarketResults, MarketToolbar, NumberSelect } from '../ui/MarketList';
import { boardLink, DemandCard } from './DemandCard';
import styles from './mall.module.css';

const PAGE_SIZE = 10;
const COUNTS = [1, 8, 16, 64] as const;
const boardState = urlState({ gpu: text(64), region: text(32), count: int(1, 100_000), page: page() });

/** /demands (light): the public board of open demands, newest first, buyers masked; filters in the URL. */
export default function DemandsPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('demands.title'), t('demands.description'));
  const { value: filters, update } = useUrlState(boardState);
  const board = useQuery(demandBoardQueryOptions(boardState.toQuery<DemandBoardRequest>(filters, PAGE_SIZE, { gpu: 'gpuModel', region: 'regionCode', count: 'gpuCountMin' })));
  const models = useQuery(mallFiltersQueryOptions());
  const regions = useQuery(regionsQueryOptions());

  return (
    <>
      <MarketHero eyebrow={t('demands.eyebrow')} title={t('demands.heading')} lead={t('demands.lead')}>
        <HeroLinks primary={{ to: paths.demandsPublish.getHref(), label: t('demands.publish') }} secondary={{ to: paths.myDemands.getHref(), label: t('demands.mine') }} />
      </MarketHero>
      <MarketBody>
        <FilterBar label={t('demands.filters')}>
          <ChipFilter
            id="demand-filter-gpu"
            label={t('demands.gpuModel')}
            allLabel={t('demands.allGpus')}
            options={(models.data?.gpuModels ?? []).map((model) => ({ value: model, label: model }))}
            selected={filters.gpu ? [filters.gpu] : []}
            onChange={([gpu]) => update({ gpu: gpu ?? null })}
          />
          <ChipFilter
            id="demand-filter-region"
            label={t('demands.region')}
            allLabel={t('demands.allRegions')}
            options={(regions.data ?? []).map((r) => ({ value: r.code, label: r.name }))}
            selected={filters.region ? [filters.region] : []}
            onChange={([region]) => update({ region: region ?? null })}
          />
          <FilterFields>
            <NumberSelect label={t('demands.countMin')} value={filters.count} anyLabel={t('demands.anyCount')} choices={COUNTS} optionLabel={(n) => `≥ ${n}`} onChange={(count) => update({ count })} />
          </FilterFields>
        </FilterBar>
        <MarketToolbar count={board.isPending ? t('mall.loading') : t('demands.results', { count: board.data?.total ?? 0 })} />
        <MarketResults
          query={board}
          ns="demands"
          skeleton="list"
          empty={
            <EmptyBox title={t('demands.empty')}>
              <Link className={market.primaryLink} to={paths.demandsPublish.getHref()}>
                {t('demands.publish')}
              </Link>
            </EmptyBox>
          }
        >
          <div className={styles.demandList}>
            {(board.data?.records ?? []).map((demand) => (
              <DemandCard key={demand.demandGoodsBaseId} demand={demand} to={demand.mine ? paths.myDemandDetail.getHref(demand.demandGoodsBaseId) : boardLink(demand)} />
            ))}
          </div>
        </MarketResults>
        <MarketPager page={filters.page} pages={Math.max(1, board.data?.pages ?? 1)} onPage={(page) => update({ page }, true)} />
      </MarketBody>
    </>
  );
}
