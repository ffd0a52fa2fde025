import { useQuery } from '@tanstack/react-query';
import { lazy, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { loginHref, paths } from '../../shared/config/paths';
import type { MallGoods, Term } from '../../shared/contracts/mall';
import { TERM_COUNT_MAX, TERM_MONTHS, TERMS } from '../../shared/core/mall';
import { formatYuan, toMinor } from '../../shared/core/money';
import { formatDate } from '../../shared/core/time';
import { getUserInfo } from '../../shared/features/account/api/get-user-info';
import { newIdempotencyKey } from '../../shared/features/compute/api/create-order';
import { useCreateMallOrder } from '../../shared/features/mall/api/create-mall-order';
import { mallGoodsDetailQueryOptions } from '../../shared/features/mall/api/get-mall-goods';
import { PinIcon } from '../../shared/ui/page-icons';
import { toast } from '../../shared/ui/toast';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/mall';
import { LazyForm } from '../ui/LazyForm';
import market from '../ui/market.module.css';
import { ColumnHeads } from '../ui/MarketCard';
import { MarketDetail } from '../ui/MarketList';
import { StockBadge } from './Goods';
import { OrderConfirm } from './OrderConfirm';
import { orderConfigToParams, parseOrderConfig, type OrderConfig } from './mall-state';
import styles from './mall.module.css';

const InquiryForm = lazy(() => import('./InquiryForm'));

const termPrice = (goods: MallGoods, term: Term) => ({ month: goods.priceMonth, quarter: goods.priceQuarter, year: goods.priceYear })[term];

/** /mall/detail/{goodsBaseId}: the full spec, price per term, what a term costs, stock; order now or inquire. */
export default function MallDetailPage() {
  const { t } = useTranslation('storefront');
  const { goodsBaseId = '' } = useParams();
  const detail = useQuery(mallGoodsDetailQueryOptions(goodsBaseId));
  const goods = detail.data;
  useDocumentMeta(goods ? `${goods.title} - ${t('mall.eyebrow')} - 算力市场` : t('mall.title'), goods?.description);

  return (
    <MarketDetail
      crumbs={[{ label: t('mallDetail.breadcrumb'), to: paths.mall.getHref() }, { label: goods?.title ?? goodsBaseId }]}
      query={detail}
      notFound={t('mallDetail.notFound')}
      back={{ to: paths.mall.getHref(), label: t('mallDetail.backToMall') }}
    >
      {(found) => <GoodsDetail goods={found} />}
    </MarketDetail>
  );
}

function GoodsDetail({ goods }: { goods: MallGoods }) {
  const { t } = useTranslation('storefront');
  return (
    <div className={styles.detail}>
      <div>
        <div className={styles.panel}>
          <h1 className={styles.detailTitle}>{goods.title}</h1>
          <p className={styles.detailSub}>
            <span>
              <PinIcon size={13} aria-hidden="true" /> {goods.regionName} · {goods.city}
            </span>
            <span>{t('mall.leadDays', { count: goods.deliveryLeadDays })}</span>
            <StockBadge goods={goods} />
          </p>
          <p className={styles.muted}>{goods.description}</p>
          <a className={`${market.primaryLink} ${styles.mobileOnly}`} href="#order-title">
            {t('mallDetail.toOrder', { price: formatYuan(goods.priceMonth) })}
          </a>
        </div>
        <div className={styles.panel}>
          <h2 className={styles.panelTitle}>{t('mallDetail.specs')}</h2>
          <dl className={styles.specTable}>
            <dt>{t('mallDetail.gpu')}</dt>
            <dd>{t('mallDetail.gpuValue', { count: goods.gpuCount, model: goods.gpuModel, vram: goods.gpuVram })}</dd>
            <dt>{t('mallDetail.cpu')}</dt>
            <dd>{t('mallDetail.cpuValue', { model: goods.cpuModel, count: goods.cpuCores })}</dd>
            <dt>{t('mallDetail.ram')}</dt>
            <dd>{goods.ramGb}GB</dd>
            <dt>{t('mallDetail.disk')}</dt>
            <dd>{goods.diskGb}GB NVMe SSD</dd>
            <dt>{t('mallDetail.nics')}</dt>
            <dd>{goods.nics || t('mallDetail.none')}</dd>
            <dt>{t('mallDetail.infiniband')}</dt>
            <dd>{goods.infiniband || t('mallDetail.none')}</dd>
            <dt>{t('mallDetail.bandwidth')}</dt>
            <dd>{t('mallDetail.bandwidthValue', { count: goods.bandwidthMbps })}</dd>
            <dt>{t('mallDetail.region')}</dt>
            <dd>
              {goods.regionName}（{goods.city}）
            </dd>
            <dt>{t('mallDetail.lead')}</dt>
            <dd>{t('mall.leadDays', { count: goods.deliveryLeadDays })}</dd>
            <dt>{t('mallDetail.stock')}</dt>
            <dd>{t('mallDetail.stockValue', { count: goods.stock })}</dd>
          </dl>
        </div>
        <div className={styles.panel}>
          <h2 className={styles.panelTitle}>{t('mallDetail.prices')}</h2>
          <table className={styles.termTable}>
            <ColumnHeads columns={[t('mallDetail.term'), t('mallDetail.termPrice'), t('mallDetail.monthly')]} />
            <tbody>
              {TERMS.map((term) => {
                const fen = toMinor(termPrice(goods, term));
                const monthly = Math.round(fen / TERM_MONTHS[term]);
                const saving = Math.round((1 - monthly / toMinor(goods.priceMonth)) * 100);
                return (
                  <tr key={term}>
                    <th scope="row">{t(`mallDetail.terms.${term}`)}</th>
                    <td>{formatYuan(fen)}</td>
                    <td>
                      {formatYuan(monthly)} {saving > 0 && <span className={styles.saving}>{t('mallDetail.saving', { percent: saving })}</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className={styles.muted}>{t('mall.perCardHour', { price: goods.gpuHourPrice })}</p>
        </div>
        <div className={styles.panel}>
          <h2 className={styles.panelTitle}>{t('mallDetail.supplierRecord')}</h2>
          <p className={styles.supplierLine}>
            <strong>{goods.supplier.name}</strong>
            {goods.supplier.since && <span>{t('mallDetail.since', { date: formatDate(goods.supplier.since) })}</span>}
            <span>{t('mallDetail.ordersTotal', { count: goods.supplier.ordersTotal })}</span>
            <span>{t('mallDetail.delivered', { count: goods.supplier.ordersDelivered })}</span>
            <span>{goods.supplier.onTimeRate === null ? t('mallDetail.noDeliveries') : t('mallDetail.onTime', { rate: goods.supplier.onTimeRate })}</span>
          </p>
        </div>
        <div className={styles.panel} id="inquiry">
          <h2 className={styles.panelTitle}>{t('mallDetail.inquiry')}</h2>
          <p className={styles.panelLead}>{t('mallDetail.inquiryLead')}</p>
          <LazyForm minHeight={300}>
            <InquiryForm goodsBaseId={goods.goodsBaseId} />
          </LazyForm>
        </div>
      </div>
      <OrderPanel goods={goods} />
    </div>
  );
}

/** One setting of the order: a label for its control, or a caption naming its group of choices. */
function OrderField({ label, htmlFor, labelId, children }: { label: string; htmlFor?: string; labelId?: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      {htmlFor ? (
        <label className={styles.fieldLabel} htmlFor={htmlFor}>
          {label}
        </label>
      ) : (
        <span className={styles.fieldLabel} id={labelId}>
          {label}
        </span>
      )}
      {children}
    </div>
  );
}

interface Problem {
  text: string;
  /** Offer 去实名认证 (and back here). */
  certify?: boolean;
  /** Offer 去充值. */
  recharge?: boolean;
}

/** Why the order did not go through, with the way on: recharge, or certify and come back. */
function OrderProblem({ problem, here }: { problem: Problem; here: string }) {
  const { t } = useTranslation('storefront');
  return (
    <p className={styles.problem} role="alert">
      {problem.text}{' '}
      {problem.recharge && (
        <Link to={paths.bssWallet.getHref()} className={styles.cardTitleLink}>
          <u>{t('mallDetail.recharge')}</u>
        </Link>
      )}
      {problem.certify && (
        <Link to={`${paths.certification.getHref()}?redirect=${encodeURIComponent(here)}`} className={styles.cardTitleLink}>
          <u>{t('mallDetail.goCertify')}</u>
        </Link>
      )}
    </p>
  );
}

function OrderPanel({ goods }: { goods: MallGoods }) {
  const { t } = useTranslation('storefront');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const config = parseOrderConfig(params);
  const set = (change: Partial<OrderConfig>) => {
    const next = { ...config, ...change };
    next.termCount = Math.min(next.termCount, TERM_COUNT_MAX[next.term]);
    setParams(orderConfigToParams(next), { replace: true });
  };
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const inFlight = useRef(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const mutation = useCreateMallOrder();
  const here = `${location.pathname}${location.search}`;

  const unitFen = toMinor(termPrice(goods, config.term));
  const totalFen = unitFen * config.termCount * config.quantity;
  const maxQuantity = Math.max(1, Math.min(goods.stock, 100));
  const soldOut = goods.stock === 0;

  /** 立即订购 opens the confirmation; nothing is charged before the buyer agrees there. */
  const start = async () => {
    if (!session.loggedIn) {
      navigate(loginHref({ redirect: here }));
      return;
    }
    setProblem(null);
    // The stored user may predate a pass: ask again before sending them to certify.
    if (session.user?.certificationStatus !== 'review_pass' && (await getUserInfo().catch(() => null))?.certificationStatus !== 'review_pass') {
      setProblem({ text: t('mallDetail.certifyFirst'), certify: true });
      return;
    }
    setConfirming(true);
  };

  const order = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    mutation.mutate(
      { body: { goodsBaseId: goods.goodsBaseId, ...config }, idempotencyKey },
      {
        onSuccess: (outcome) => {
          if (outcome.ok) {
            setConfirming(false);
            toast.success(t('mallDetail.ordered'));
            navigate(paths.mallOrderDetail.getHref(outcome.order.orderBaseId));
            return;
          }
          setIdempotencyKey(newIdempotencyKey());
          setConfirming(false);
          setProblem(
            outcome.reason === 'out_of_stock'
              ? { text: t('mallDetail.outOfStock') }
              : outcome.reason === 'insufficient_funds'
                ? { text: t('mallDetail.insufficient', { needed: outcome.needed, available: outcome.available }), recharge: true }
                : { text: outcome.message || t('mallDetail.orderFailed'), certify: outcome.reason === 'certification_required' },
          );
        },
        onError: (error) => {
          setConfirming(false);
          setProblem({ text: error instanceof Error && error.message ? error.message : t('mallDetail.orderFailed') });
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <aside className={`${styles.panel} ${styles.orderPanel}`} aria-labelledby="order-title">
      <h2 className={styles.panelTitle} id="order-title">
        {t('mallDetail.orderTitle')}
      </h2>
      <OrderField label={t('mallDetail.term')} labelId="order-term">
        <div className={styles.termChoices} role="radiogroup" aria-labelledby="order-term">
          {TERMS.map((term) => (
            <button key={term} type="button" role="radio" aria-checked={config.term === term} aria-pressed={config.term === term} className={`${market.chip} ${styles.termChoice}`} onClick={() => set({ term })}>
              {t(`mallDetail.terms.${term}`)}
            </button>
          ))}
        </div>
      </OrderField>
      <OrderField label={t('mallDetail.termCount')} htmlFor="order-term-count">
        <select id="order-term-count" className={market.select} value={config.termCount} onChange={(event) => set({ termCount: Number(event.target.value) })}>
          {Array.from({ length: TERM_COUNT_MAX[config.term] }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n} {t(`mallDetail.termUnit.${config.term}`)}
            </option>
          ))}
        </select>
      </OrderField>
      <OrderField label={t('mallDetail.quantity')} htmlFor="order-quantity">
        <div className={styles.stepper}>
          <button type="button" aria-label={t('mallDetail.decrease')} disabled={config.quantity <= 1} onClick={() => set({ quantity: config.quantity - 1 })}>
            −
          </button>
          <input
            id="order-quantity"
            inputMode="numeric"
            value={config.quantity}
            onChange={(event) => {
              const n = Number(event.target.value.replace(/\D/g, '')) || 1;
              set({ quantity: Math.min(Math.max(1, n), maxQuantity) });
            }}
          />
          <button type="button" aria-label={t('mallDetail.increase')} disabled={config.quantity >= maxQuantity} onClick={() => set({ quantity: config.quantity + 1 })}>
            +
          </button>
        </div>
      </OrderField>
      <div className={styles.totalBox} aria-live="polite">
        <span className={styles.fieldLabel}>{t('mallDetail.total')}</span>
        <span className={styles.totalAmount} data-testid="order-total">
          {formatYuan(totalFen)}
        </span>
        <span className={styles.muted}>
          {t('mallDetail.totalHint', { quantity: config.quantity, count: config.termCount, unit: t(`mallDetail.termUnit.${config.term}`), price: formatYuan(unitFen) })}
        </span>
      </div>
      {problem && <OrderProblem problem={problem} here={here} />}
      <button type="button" className={`${market.buyBtn} ${styles.wide}`} style={{ display: 'flex', alignItems: 'center' }} disabled={soldOut || mutation.isPending} onClick={() => void start()}>
        {soldOut ? t('mallDetail.soldOut') : mutation.isPending ? t('mallDetail.ordering') : session.loggedIn ? t('mallDetail.orderNow') : t('mallDetail.loginToOrder')}
      </button>
      <p className={styles.muted}>{t('mallDetail.payHint', { days: goods.deliveryLeadDays })}</p>
      {confirming && (
        <OrderConfirm
          goods={goods}
          choice={config}
          unitFen={unitFen}
          totalFen={totalFen}
          buyerName={session.user?.certificationName || session.user?.name || ''}
          pending={mutation.isPending}
          onConfirm={order}
          onClose={() => setConfirming(false)}
        />
      )}
    </aside>
  );
}
