import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/config/paths';
import type { DemandBoardRequest } from '../../shared/contracts/mall';
import { demandBoardQueryOptions } from '../../shared/features/mall/api/demands';
import { mallFiltersQueryOptions } from '../../shared/features/mall/api/get-mall-goods';
import { regionsQueryOptions } from '../../shared/features/compute/api/get-regions';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/mall';
import ui from '../ui/ui.module.css';
import { boardLink, DemandCard } from './DemandCard';
import styles from './mall.module.css';

const PAGE_SIZE = 10;
const COUNTS = [1, 8, 16, 64] as const;

/** /demands (light): the public board of open demands, newest first, buyers masked; filters in the URL. */
export default function DemandsPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('demands.title'), t('demands.description'));
  const [params, setParams] = useSearchParams();
  const gpu = params.get('gpu')?.slice(0, 64) || null;
  const region = params.get('region')?.slice(0, 32) || null;
  const count = Number(params.get('count')) || null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (change: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(change)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in change)) next.delete('page');
      return next;
    });
  const query: DemandBoardRequest = { current: page, size: PAGE_SIZE };
  if (gpu) query.gpuModel = gpu;
  if (region) query.regionCode = region;
  if (count) query.gpuCountMin = count;
  const board = useQuery(demandBoardQueryOptions(query));
  const models = useQuery(mallFiltersQueryOptions());
  const regions = useQuery(regionsQueryOptions());
  const records = board.data?.records ?? [];
  const pages = Math.max(1, board.data?.pages ?? 1);

  return (
    <>
      <section className={styles.hero}>
        <div className={`${ui.container} ${styles.heroInner}`}>
          <div>
            <span className={ui.eyebrow}>{t('demands.eyebrow')}</span>
            <h1 className={styles.heroTitle}>{t('demands.heading')}</h1>
            <p className={styles.heroText}>{t('demands.lead')}</p>
          </div>
          <div className={styles.heroActions}>
            <Link className={`${styles.buyBtn} ${styles.primaryLink}`} to={paths.demandsPublish}>
              {t('demands.publish')}
            </Link>
            <Link className={styles.linkBtn} to={paths.myDemands}>
              {t('demands.mine')}
            </Link>
          </div>
        </div>
      </section>
      <section className={styles.body}>
        <div className={ui.container}>
          <section className={styles.filters} aria-label={t('demands.filters')}>
            <div className={styles.filterRow}>
              <span className={styles.filterLabel} id="demand-filter-gpu">
                {t('demands.gpuModel')}
              </span>
              <div className={styles.chips} role="group" aria-labelledby="demand-filter-gpu">
                <button type="button" className={styles.chip} aria-pressed={!gpu} onClick={() => update({ gpu: null })}>
                  {t('demands.allGpus')}
                </button>
                {(models.data?.gpuModels ?? []).map((model) => (
                  <button key={model} type="button" className={styles.chip} aria-pressed={gpu === model} onClick={() => update({ gpu: gpu === model ? null : model })}>
                    {model}
                  </button>
                ))}
              </div>
            </div>
            <div className={styles.filterRow}>
              <span className={styles.filterLabel} id="demand-filter-region">
                {t('demands.region')}
              </span>
              <div className={styles.chips} role="group" aria-labelledby="demand-filter-region">
                <button type="button" className={styles.chip} aria-pressed={!region} onClick={() => update({ region: null })}>
                  {t('demands.allRegions')}
                </button>
                {(regions.data ?? []).map((r) => (
                  <button key={r.code} type="button" className={styles.chip} aria-pressed={region === r.code} onClick={() => update({ region: region === r.code ? null : r.code })}>
                    {r.name}
                  </button>
                ))}
              </div>
            </div>
            <div className={`${styles.filterRow} ${styles.filterFields}`}>
              <label className={styles.inlineField}>
                <span>{t('demands.countMin')}</span>
                <select className={styles.select} value={count ?? ''} onChange={(event) => update({ count: event.target.value || null })}>
                  <option value="">{t('demands.anyCount')}</option>
                  {COUNTS.map((n) => (
                    <option key={n} value={n}>
                      ≥ {n}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </section>
          <div className={styles.toolbar}>
            <p className={styles.count} aria-live="polite">
              {board.isPending ? t('mall.loading') : t('demands.results', { count: board.data?.total ?? 0 })}
            </p>
          </div>
          <div aria-busy={board.isFetching} className={board.isPlaceholderData ? styles.stale : undefined}>
            {board.isError && !board.data ? (
              <div className={styles.emptyBox} role="alert">
                <p>{t('demands.loadFailed')}</p>
                <button type="button" className={ui.btnGhost} onClick={() => void board.refetch()}>
                  {t('demands.retry')}
                </button>
              </div>
            ) : board.isPending ? (
              <div className={styles.skeleton} style={{ height: 160 }} />
            ) : records.length === 0 ? (
              <div className={styles.emptyBox}>
                <p className={styles.emptyTitle}>{t('demands.empty')}</p>
                <Link className={`${styles.buyBtn} ${styles.primaryLink}`} to={paths.demandsPublish}>
                  {t('demands.publish')}
                </Link>
              </div>
            ) : (
              <div className={styles.demandList}>
                {records.map((demand) => (
                  <DemandCard key={demand.demandGoodsBaseId} demand={demand} to={demand.mine ? paths.myDemandDetail(demand.demandGoodsBaseId) : boardLink(demand)} />
                ))}
              </div>
            )}
          </div>
          {pages > 1 && (
            <nav className={styles.pager} aria-label={t('mall.pagination')}>
              <button type="button" className={ui.btnGhost} disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
                {t('mall.prev')}
              </button>
              <span>{t('mall.pageOf', { page, pages })}</span>
              <button type="button" className={ui.btnGhost} disabled={page >= pages} onClick={() => update({ page: String(page + 1) })}>
                {t('mall.next')}
              </button>
            </nav>
          )}
        </div>
      </section>
    </>
  );
}
