import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { loginHref, paths } from '../../shared/config/paths';
import { myDemandsQueryOptions } from '../../shared/features/mall/api/demands';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/mall';
import { Breadcrumb } from '../ui/Breadcrumb';
import market from '../ui/market.module.css';
import { EmptyBox, MarketBody, MarketPager, MarketSkeleton } from '../ui/MarketList';
import { DemandCard } from './DemandCard';
import styles from './mall.module.css';

/** /my/demands (light, login required): the buyer's demands in every state. */
export default function MyDemandsPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('myDemands.title'));
  const session = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const mine = useQuery({ ...myDemandsQueryOptions({ current: page, size: 10 }), enabled: session.loggedIn });
  if (!session.loggedIn) return <Navigate to={loginHref({ redirect: `${location.pathname}${location.search}` })} replace />;
  const records = mine.data?.records ?? [];
  return (
    <MarketBody>
      <Breadcrumb items={[{ label: t('demands.eyebrow'), to: paths.demands.getHref() }, { label: t('myDemands.heading') }]} />
      <div className={market.toolbar}>
        <h1 className={styles.detailTitle}>{t('myDemands.heading')}</h1>
        <Link className={market.primaryLink} to={paths.demandsPublish.getHref()}>
          {t('myDemands.publish')}
        </Link>
      </div>
      {mine.isPending ? (
        <MarketSkeleton kind="list" />
      ) : records.length === 0 ? (
        <EmptyBox title={t('myDemands.empty')} />
      ) : (
        <div className={styles.demandList}>
          {records.map((demand) => (
            <DemandCard key={demand.demandGoodsBaseId} demand={demand} to={paths.myDemandDetail.getHref(demand.demandGoodsBaseId)} />
          ))}
        </div>
      )}
      <MarketPager page={page} pages={Math.max(1, mine.data?.pages ?? 1)} onPage={(next) => setParams({ page: String(next) })} />
    </MarketBody>
  );
}
