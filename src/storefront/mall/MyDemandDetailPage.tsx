import { useQuery } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { useTranslation, type TFunction } from '../../shared/i18n';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../shared/api/error';
import { useSession } from '../../shared/auth/session';
import { loginHref, paths } from '../../shared/config/paths';
import type { DemandMatch, DemandQuote, MyDemandDetail } from '../../shared/contracts/mall';
import { formatYuan } from '../../shared/core/money';
import { formatDate } from '../../shared/core/time';
import { myDemandDetailQueryOptions, useCancelDemand, useDecideQuote } from '../../shared/features/mall/api/demands';
import { toast } from '../../shared/ui/toast';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/mall';
import { FormTheme } from '../ui/FormTheme';
import market from '../ui/market.module.css';
import { MarketTable } from '../ui/MarketCard';
import { MarketDetail } from '../ui/MarketList';
import { DemandFacts } from './DemandDetailPage';
import { priceText } from './demand-format';
import styles from './mall.module.css';

/** How a price stands against the budget: "比预算低 ¥1.20/卡时". */
function diffText(t: TFunction, diff: string) {
  const value = Number(diff);
  if (value === 0) return t('myDemands.equal');
  return value < 0 ? t('myDemands.under', { diff: priceText(diff) }) : t('myDemands.over', { diff: priceText(diff) });
}

/** /my/demands/detail/{id} (light, the buyer's): what matches, the quotes side by side, accept or decline. */
export default function MyDemandDetailPage() {
  const { t } = useTranslation('storefront');
  const { demandGoodsBaseId = '' } = useParams();
  const session = useSession();
  const location = useLocation();
  const detail = useQuery({ ...myDemandDetailQueryOptions(demandGoodsBaseId), enabled: session.loggedIn });
  const demand = detail.data;
  useDocumentMeta(demand ? `${demand.title} - ${t('myDemands.title')}` : t('myDemands.title'));
  if (!session.loggedIn) return <Navigate to={loginHref({ redirect: `${location.pathname}${location.search}` })} replace />;

  return (
    <MarketDetail
      crumbs={[{ label: t('myDemands.heading'), to: paths.myDemands.getHref() }, { label: demand?.title ?? t('demands.detail') }]}
      query={detail}
      notFound={t('demands.notFound')}
      back={{ to: paths.myDemands.getHref(), label: t('myDemands.heading') }}
    >
      {(found) => (
        <FormTheme>
          <div className={styles.detail}>
            <div>
              <DemandFacts demand={found} />
              <Matches demand={found} />
              <Quotes demand={found} />
            </div>
            <Side demand={found} />
          </div>
        </FormTheme>
      )}
    </MarketDetail>
  );
}

function Side({ demand }: { demand: MyDemandDetail }) {
  const { t } = useTranslation('storefront');
  const cancel = useCancelDemand();
  const live = demand.status === 'pending_review' || demand.status === 'open' || demand.status === 'quoted';
  return (
    <aside className={`${styles.panel} ${styles.orderPanel}`}>
      <h2 className={styles.panelTitle}>{t(`demands.status.${demand.status}`)}</h2>
      {demand.reason && <p className={styles.problem}>{t('myDemands.reason', { reason: demand.reason })}</p>}
      <p className={styles.muted}>{t('myDemands.matchLead')}</p>
      {demand.orderBaseId && (
        <Link className={market.primaryLink} to={paths.mallOrderDetail.getHref(demand.orderBaseId)}>
          {t('myDemands.order')}
        </Link>
      )}
      {live && (
        <Popconfirm
          title={t('myDemands.cancel')}
          description={t('myDemands.cancelConfirm')}
          onConfirm={() => cancel.mutateAsync(demand.demandGoodsBaseId).then(() => toast.success(t('myDemands.cancelled')))}
        >
          <Button danger style={{ marginTop: 12 }} loading={cancel.isPending}>
            {t('myDemands.cancel')}
          </Button>
        </Popconfirm>
      )}
    </aside>
  );
}

function matchLink(match: DemandMatch): string | null {
  if (match.kind === 'bare_metal' && match.goodsBaseId) return paths.mallDetail.getHref(match.goodsBaseId);
  if (match.kind === 'elastic') return paths.gpuMarket.getHref();
  return null;
}

function Matches({ demand }: { demand: MyDemandDetail }) {
  const { t } = useTranslation('storefront');
  const cheapest = demand.matches[0];
  return (
    <div className={styles.panel}>
      {demand.matches.length === 0 ? (
        <p className={styles.muted}>{t('myDemands.noMatches')}</p>
      ) : (
        <>
          <div className={styles.matchBanner} role="status">
            <strong>{t('myDemands.matches', { count: demand.matchCount })}</strong>
            <span>{t('myDemands.cheapest', { price: priceText(cheapest!.unitPrice), diff: diffText(t, cheapest!.priceDiff) })}</span>
          </div>
          <MarketTable columns={[t('mall.gpu'), t('mall.region2'), t('myDemands.row.unitPrice'), t('myDemands.row.diff')]} actionsLabel={t('mall.detail')}>
            {demand.matches.map((match) => {
              const to = matchLink(match);
              return (
                <tr key={`${match.kind}-${match.resourceId}`}>
                  <th scope="row" className={market.tableGpu}>
                    {match.title}
                    <div className={styles.muted}>
                      {t(`myDemands.matchKind.${match.kind}`)} · {match.gpuModel}
                    </div>
                  </th>
                  <td>{match.regionName}</td>
                  <td className={market.tablePrice}>¥{priceText(match.unitPrice)}</td>
                  <td className={Number(match.priceDiff) <= 0 ? styles.under : styles.over}>{diffText(t, match.priceDiff)}</td>
                  <td>
                    {to && (
                      <Link className={`${market.primaryLink} ${market.buyBtnSmall}`} to={to}>
                        {match.kind === 'bare_metal' ? t('myDemands.orderIt') : t('myDemands.viewIt')}
                      </Link>
                    )}
                  </td>
                </tr>
              );
            })}
          </MarketTable>
        </>
      )}
    </div>
  );
}

function Quotes({ demand }: { demand: MyDemandDetail }) {
  const { t } = useTranslation('storefront');
  const navigate = useNavigate();
  const decide = useDecideQuote();
  const quotes = demand.quotes;
  const open = quotes.filter((q) => q.status === 'open');
  const best = open.length ? Math.min(...open.map((q) => Number(q.unitPrice))) : null;
  const act = (quote: DemandQuote, accept: boolean) =>
    decide
      .mutateAsync({ id: quote.id, accept })
      .then((result) => {
        toast.success(accept ? t('myDemands.accepted') : t('myDemands.rejected'));
        if (result) navigate(paths.mallOrderDetail.getHref(result.orderBaseId));
      })
      .catch((error: unknown) => toast.error(error instanceof ApiError ? error.message : t('mallDetail.orderFailed')));
  const rows: [string, (q: DemandQuote) => React.ReactNode][] = [
    ['supplier', (q) => q.supplierName],
    ['record', (q) => (q.supplier.onTimeRate === null ? t('mallDetail.noDeliveries') : t('mallDetail.onTime', { rate: q.supplier.onTimeRate }))],
    [
      'unitPrice',
      (q) => (
        <>
          <strong>¥{priceText(q.unitPrice)}</strong>/卡时{best !== null && q.status === 'open' && Number(q.unitPrice) === best && <span className={styles.best}>{t('myDemands.best')}</span>}
        </>
      ),
    ],
    ['diff', (q) => <span className={Number(q.priceDiff) <= 0 ? styles.under : styles.over}>{diffText(t, q.priceDiff)}</span>],
    ['term', (q) => t(`mallDetail.terms.${q.term}`)],
    ['startDate', (q) => q.startDate],
    ['commitment', (q) => t('myDemands.months', { count: q.minCommitmentMonths })],
    ['amount', (q) => formatYuan(q.commitmentAmount)],
    ['validUntil', (q) => formatDate(new Date(new Date(q.validUntil).getTime() - 1000))],
    ['note', (q) => q.note || '—'],
    ['status', (q) => t(`myDemands.quoteStatus.${q.status}`)],
  ];
  return (
    <div className={styles.panel}>
      <h2 className={styles.panelTitle}>{t('myDemands.quotes')}</h2>
      {quotes.length === 0 ? (
        <p className={styles.muted}>{t('myDemands.noQuotes')}</p>
      ) : (
        <div className={styles.compareWrap}>
          <table className={styles.compare} aria-label={t('myDemands.quotes')}>
            <thead>
              <tr>
                <td />
                {quotes.map((quote, index) => (
                  <th key={quote.id} scope="col">
                    {t('myDemands.quoteCol', { n: index + 1 })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([key, cell]) => (
                <tr key={key}>
                  <th scope="row">{t(`myDemands.row.${key}`)}</th>
                  {quotes.map((quote) => (
                    <td key={quote.id}>{cell(quote)}</td>
                  ))}
                </tr>
              ))}
              {(demand.status === 'open' || demand.status === 'quoted') && (
                <tr>
                  <td />
                  {quotes.map((quote) => (
                    <td key={quote.id}>
                      {quote.status === 'open' && (
                        <div className={styles.actionsRow}>
                          <Popconfirm title={t('myDemands.accept')} description={t('myDemands.acceptConfirm', { amount: quote.commitmentAmount })} onConfirm={() => act(quote, true)}>
                            <Button type="primary" loading={decide.isPending}>
                              {t('myDemands.accept')}
                            </Button>
                          </Popconfirm>
                          <Button onClick={() => void act(quote, false)} disabled={decide.isPending}>
                            {t('myDemands.reject')}
                          </Button>
                        </div>
                      )}
                    </td>
                  ))}
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
