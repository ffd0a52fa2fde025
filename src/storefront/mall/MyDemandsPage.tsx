import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { loginHref, paths } from '../../shared/config/paths';
import { myDemandsQueryOptions } from '../../shared/features/mall/api/demands';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/mall';
import { Breadcrumb } from '../ui/Breadcrumb';
import ui from '../ui/ui.module.css';
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
  const pages = Math.max(1, mine.data?.pages ?? 1);
  return (
    <section className={styles.body}>
      <div className={ui.container}>
        <Breadcrumb items={[{ label: t('demands.eyebrow'), to: paths.demands }, { label: t('myDemands.heading') }]} />
        <div className={styles.toolbar}>
          <h1 className={styles.detailTitle}>{t('myDemands.heading')}</h1>
          <Link className={`${styles.buyBtn} ${styles.primaryLink}`} to={paths.demandsPublish}>
            {t('myDemands.publish')}
          </Link>
        </div>
        {mine.isPending ? (
          <div className={styles.skeleton} style={{ height: 160 }} />
        ) : records.length === 0 ? (
          <div className={styles.emptyBox}>
            <p className={styles.emptyTitle}>{t('myDemands.empty')}</p>
          </div>
        ) : (
          <div className={styles.demandList}>
            {records.map((demand) => (
              <DemandCard key={demand.demandGoodsBaseId} demand={demand} to={paths.myDemandDetail(demand.demandGoodsBaseId)} />
            ))}
          </div>
        )}
        {pages > 1 && (
          <nav className={styles.pager} aria-label={t('mall.pagination')}>
            <button type="button" className={ui.btnGhost} disabled={page <= 1} onClick={() => setParams({ page: String(page - 1) })}>
              {t('mall.prev')}
            </button>
            <span>{t('mall.pageOf', { page, pages })}</span>
            <button type="button" className={ui.btnGhost} disabled={page >= pages} onClick={() => setParams({ page: String(page + 1) })}>
              {t('mall.next')}
            </button>
          </nav>
        )}
      </div>
    </section>
  );
}
