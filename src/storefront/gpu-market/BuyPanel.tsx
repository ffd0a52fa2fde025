import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Form, Input, InputNumber, Radio, Select, Skeleton, Space, Tooltip } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { openAccountDialog } from '../../shared/account/dialogs';
import {
  computeKeys,
  createOrder,
  getGoodsDetail,
  getMyImages,
  getPublicImages,
  getQuote,
  newIdempotencyKey,
  type GpuGoods,
  type OrderCreated,
  type Quote,
} from '../../shared/api/compute';
import { paramMessage } from '../../shared/api/http';
import { benefitsQuery, walletKeys } from '../../shared/api/wallet';
import { useSession } from '../../shared/auth/session';
import { Code, type Envelope } from '../../shared/core/codes';
import { fromMinor, PRICE, toMinor } from '../../shared/core/money';
import { cardHoursOf, coverByCardMinutes } from '../../shared/core/tidal';
import { loginHref, paths } from '../../shared/config/paths';
import { toast } from '../../shared/ui/toast';
import { FormTheme } from '../ui/FormTheme';
import { billingModeOf, buyToParams, NAME_MAX, PLANS, quoteParams, type BuyConfig, type Plan } from './market-state';
import { offerName } from './Offers';
import { displayPriceText, PriceStrip } from './PriceStrip';
import styles from './gpu-market.module.css';

/** A value that settles `delay` ms after its last change (the live quote is asked for then). */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the serialised value is the dependency
  }, [key, delay]);
  return settled;
}

/** "2025-01-01T22:00:00+08:00" → "22:00" (Shanghai, as the gateway formats it). */
const clockOf = (iso: string) => {
  const match = /T(\d\d:\d\d)/.exec(iso);
  return match ? match[1]! : iso;
};
const dayClockOf = (iso: string) => {
  const match = /-(\d\d)-(\d\d)T(\d\d:\d\d)/.exec(iso);
  return match ? `${match[1]}-${match[2]} ${match[3]}` : iso;
};

type Problem =
  | { kind: 'stock'; message: string }
  | { kind: 'funds'; message: string; needed?: string; available?: string; frozen?: string }
  | { kind: 'other'; message: string };

/** Configure and buy one offer (issue 6): a drawer whose choices live in the URL. */
export default function BuyPanel({ config: initial, offer: listed, onChange }: { config: BuyConfig; offer?: GpuGoods; onChange: (config: BuyConfig | null) => void }) {
  const { t } = useTranslation('storefront');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  // The panel owns its configuration while open (typing stays immediate) and mirrors it into the
  // URL, so a shared link or a trip through the login page comes back to it.
  const [config, setConfig] = useState(initial);
  const closed = useRef(false);
  useEffect(() => {
    const timer = setTimeout(() => closed.current || onChange(config), 150);
    return () => clearTimeout(timer);
  }, [config, onChange]);

  const detail = useQuery({
    queryKey: [...computeKeys.market, 'detail', config.goodsId],
    queryFn: () => getGoodsDetail(config.goodsId),
    enabled: !listed,
    retry: false,
  });
  const offer = listed ?? detail.data;
  const publicImages = useQuery({ queryKey: [...computeKeys.images, 'public'], queryFn: getPublicImages, staleTime: 5 * 60_000 });
  const myImages = useQuery({ queryKey: [...computeKeys.images, 'mine'], queryFn: getMyImages, enabled: session.loggedIn });
  const benefits = useQuery({ ...benefitsQuery(), enabled: session.loggedIn });
  const cardMinutes = (benefits.data ?? [])
    .filter((b) => b.kind === 'gpu_card_hours' && !b.expired)
    .reduce((sum, b) => sum + b.quantity * 60 - b.usedMinutes, 0);

  const maxCards = offer?.maxGpuNumber ?? 8;
  const freeCards = offer?.maxFreeOnOneHost ?? maxCards;
  const gpuNumber = Math.min(config.gpuNumber ?? 1, maxCards);
  const savedImages = (myImages.data?.records ?? []).filter((image) => image.saveState === 'saved');
  const imageId = config.imageId ?? publicImages.data?.[0]?.id ?? null;
  const set = (change: Partial<BuyConfig>) => setConfig((current) => ({ ...current, ...change }));

  const wanted = useMemo(() => quoteParams(config, gpuNumber), [config, gpuNumber]);
  const settled = useDebounced(wanted, 300);
  const quote = useQuery({
    queryKey: [...computeKeys.market, 'quote', settled],
    queryFn: () => getQuote(settled),
    enabled: Boolean(offer),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const quoteSettling = JSON.stringify(wanted) !== JSON.stringify(settled) || quote.isFetching;

  // One key per opening of the panel: a double click or a retry answers the first order. A
  // definitive refusal (no stock, no money) frees the key, so a changed configuration can try again.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const inFlight = useRef(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const order = useMutation({
    mutationFn: async () => {
      const body = {
        goodsId: config.goodsId,
        gpuNumber,
        billingMode: billingModeOf(config.plan),
        ...(config.plan === 'timed' ? {} : { periodUnit: config.plan, periodCount: config.count }),
        imageId: imageId!,
        ...(config.name.trim() ? { instanceName: config.name.trim() } : {}),
      };
      return (await createOrder(body, idempotencyKey)) as Envelope;
    },
    onSuccess: async (envelope) => {
      if (envelope.code === Code.SUCCESS) {
        const created = envelope.data as OrderCreated;
        toast.success(t('market.ordered'));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: computeKeys.market }),
          queryClient.invalidateQueries({ queryKey: walletKeys.all }),
        ]);
        navigate(paths.container, { state: { createdInstance: created.instanceId } });
        return;
      }
      setIdempotencyKey(newIdempotencyKey());
      const data = (envelope.data ?? {}) as { reason?: string; needed?: string; available?: string; frozen?: string };
      if (data.reason === 'out_of_stock') {
        setProblem({ kind: 'stock', message: t('market.outOfStock') });
        void queryClient.invalidateQueries({ queryKey: computeKeys.market });
      } else if (data.reason === 'insufficient_funds') {
        setProblem({ kind: 'funds', message: envelope.msg, needed: data.needed, available: data.available, frozen: data.frozen });
      } else if (envelope.code === Code.PARAM) {
        setProblem({ kind: 'other', message: paramMessage(envelope) });
      } else {
        setProblem({ kind: 'other', message: envelope.msg || t('market.tryAgain') });
      }
    },
    onError: (error) => {
      // Network failure or timeout: the key is kept, so trying again cannot create a second order.
      setProblem({ kind: 'other', message: error instanceof Error && error.message ? error.message : t('market.tryAgain') });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const submit = () => {
    if (!session.loggedIn) {
      const params = buyToParams({ ...config, gpuNumber, imageId }, new URLSearchParams(location.search));
      // No more mirroring into this page's URL: while the login page's code loads, this panel is
      // still mounted, and a late mirror would navigate back here.
      closed.current = true;
      navigate(loginHref({ redirect: `${location.pathname}?${params.toString()}` }));
      return;
    }
    if (inFlight.current || order.isPending || !imageId) return;
    inFlight.current = true;
    setProblem(null);
    order.mutate();
  };

  const close = () => {
    closed.current = true;
    onChange(null);
  };
  const missing = !listed && detail.isError;
  const cardsOk = gpuNumber <= freeCards;

  return (
    <FormTheme>
      <Drawer
        open
        onClose={close}
        title={offer ? `${t('market.configure')} · ${offerName(offer)}` : t('market.configure')}
        width={560}
        closeIcon={<span aria-label={t('market.close')}>✕</span>}
        classNames={{ body: styles.drawerBody }}
        footer={
          offer && (
            <div className={styles.drawerFoot}>
              <div className={styles.footTotal}>
                <span>{config.plan === 'timed' ? t('market.estimate') : t('market.prepaidTotal')}</span>
                <strong data-testid="quote-total">{quote.data ? `¥${quote.data.totalAmount}` : '—'}</strong>
              </div>
              <Button
                type="primary"
                size="large"
                onClick={submit}
                loading={order.isPending}
                disabled={session.loggedIn && (!imageId || !cardsOk || order.isPending)}
              >
                {order.isPending ? t('market.ordering') : session.loggedIn ? t('market.order') : t('market.loginToOrder')}
              </Button>
            </div>
          )
        }
      >
        {missing ? (
          <Alert type="error" showIcon message={t('market.offerMissing')} />
        ) : !offer ? (
          <Skeleton active />
        ) : (
          <Form layout="vertical" requiredMark={false} onFinish={submit}>
            <div className={styles.summary}>
              <div>
                <strong>{offerName(offer)}</strong>
                <span>
                  {offer.areaInfo} · {offer.gpuVram}GB · {t('market.cpuValue', { count: offer.cpuCore })} · {t('market.ramValue', { count: offer.ramSize })} ·{' '}
                  {t('market.disk')} {offer.storageSpace}GB
                </span>
              </div>
              <div className={styles.summaryPrice}>
                <b>¥{displayPriceText(offer.priceNow)}</b>
                <span>{t('market.perHour')}</span>
              </div>
            </div>
            <PriceStrip ranges={offer.specDetailList?.[0]?.containerGoodsSpecTimeRangeVOS} />

            <Form.Item label={t('market.gpuCount')} extra={t('market.gpuCountHint', { count: freeCards })} style={{ marginTop: 20 }}>
              <div role="radiogroup" aria-label={t('market.gpuCount')} className={styles.cardPicker}>
                {Array.from({ length: maxCards }, (_, i) => i + 1).map((n) => {
                  const disabled = n > freeCards;
                  const button = (
                    <button
                      key={n}
                      type="button"
                      role="radio"
                      aria-checked={gpuNumber === n}
                      disabled={disabled}
                      className={styles.cardOption}
                      onClick={() => set({ gpuNumber: n })}
                    >
                      {n}
                    </button>
                  );
                  return disabled ? (
                    <Tooltip key={n} title={t('market.cardUnavailable')}>
                      <span>{button}</span>
                    </Tooltip>
                  ) : (
                    button
                  );
                })}
              </div>
            </Form.Item>

            <Form.Item label={t('market.image')} htmlFor="buy-image" required>
              <Select
                id="buy-image"
                aria-label={t('market.image')}
                value={imageId ?? undefined}
                placeholder={t('market.imagePlaceholder')}
                loading={publicImages.isLoading}
                onChange={(value: number) => set({ imageId: value })}
                options={[
                  {
                    label: t('market.publicImages'),
                    options: (publicImages.data ?? []).map((image) => ({ value: image.id, label: image.name })),
                  },
                  ...(savedImages.length
                    ? [{ label: t('market.myImages'), options: savedImages.map((image) => ({ value: image.id, label: image.name })) }]
                    : []),
                ]}
              />
            </Form.Item>

            <Form.Item label={t('market.billing')} extra={t(`market.planHint.${config.plan === 'timed' ? 'timed' : 'common'}`)}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                value={config.plan}
                aria-label={t('market.billing')}
                onChange={(event) => set({ plan: event.target.value as Plan })}
                options={PLANS.map((plan) => ({ value: plan, label: t(`market.plans.${plan}`) }))}
              />
            </Form.Item>

            {config.plan === 'timed' ? (
              <Form.Item label={t('market.hours')} htmlFor="buy-hours" extra={t('market.hoursHint')}>
                <InputNumber
                  id="buy-hours"
                  min={1}
                  max={720}
                  precision={0}
                  value={config.hours}
                  onChange={(value) => set({ hours: Math.min(720, Math.max(1, Math.round(Number(value) || 1))) })}
                  addonAfter={t('market.hoursUnit')}
                  style={{ width: 200 }}
                />
              </Form.Item>
            ) : (
              <Form.Item label={t('market.periodCount')} htmlFor="buy-count">
                <InputNumber
                  id="buy-count"
                  min={1}
                  max={12}
                  precision={0}
                  value={config.count}
                  onChange={(value) => set({ count: Math.min(12, Math.max(1, Math.round(Number(value) || 1))) })}
                  addonAfter={t(`market.periods.${config.plan}`)}
                  style={{ width: 200 }}
                />
              </Form.Item>
            )}

            <Form.Item label={t('market.name')} htmlFor="buy-name">
              <Input
                id="buy-name"
                value={config.name}
                maxLength={NAME_MAX}
                showCount
                placeholder={t('market.namePlaceholder')}
                onChange={(event) => set({ name: event.target.value })}
              />
            </Form.Item>

            <QuoteView quote={quote.data} failed={quote.isError} settling={quoteSettling} cardMinutes={cardMinutes} />

            {problem && (
              <Alert
                className={styles.problem}
                role="alert"
                type={problem.kind === 'funds' ? 'warning' : 'error'}
                showIcon
                message={problem.kind === 'funds' ? t('market.insufficientFunds') : problem.kind === 'stock' ? '库存不足' : t('market.orderFailed')}
                description={
                  problem.kind === 'funds' ? (
                    <>
                      <p style={{ margin: '0 0 10px' }}>
                        {problem.needed && problem.available
                          ? t('market.insufficientHint', { needed: problem.needed, available: problem.available })
                          : problem.message}
                        {problem.frozen && problem.frozen !== '0.00' && t('market.insufficientFrozen', { frozen: problem.frozen })}
                      </p>
                      <Space wrap>
                        <Button type="primary" onClick={() => openAccountDialog('recharge')}>
                          {t('market.recharge')}
                        </Button>
                        <Button onClick={() => openAccountDialog('coupons')}>{t('market.redeem')}</Button>
                      </Space>
                    </>
                  ) : (
                    problem.message
                  )
                }
              />
            )}
          </Form>
        )}
      </Drawer>
    </FormTheme>
  );
}

/** What the buyer's GPU card-hours would pay of a pay-as-you-go estimate, as metering spends them. */
function cardHoursCover(quote: Quote, cardMinutes: number) {
  if (quote.billingMode !== 'timed' || cardMinutes <= 0) return null;
  const lines = quote.lines.map((line) => ({ unitPrice: toMinor(line.unitPrice, PRICE), minutes: line.minutes, fen: toMinor(line.amount) }));
  const covered = coverByCardMinutes(lines, quote.gpuNumber, cardMinutes).reduce((sum, c) => sum + c.coveredFen, 0);
  const total = lines.reduce((sum, line) => sum + line.fen, 0);
  return { hours: cardHoursOf(cardMinutes), covered: fromMinor(covered), rest: fromMinor(Math.max(0, total - covered)) };
}

function QuoteView({ quote, failed, settling, cardMinutes }: { quote?: Quote; failed: boolean; settling: boolean; cardMinutes: number }) {
  const { t } = useTranslation('storefront');
  if (failed && !quote) return <Alert type="error" showIcon message={t('market.quoteFailed')} />;
  if (!quote) return <Skeleton active paragraph={{ rows: 3 }} />;
  const cover = cardHoursCover(quote, cardMinutes);
  return (
    <section className={styles.quote} aria-label={t('market.price')} aria-busy={settling}>
      <div className={styles.quoteHead}>
        <span>{quote.billingMode === 'timed' ? t('market.estimate') : t('market.prepaidTotal')}</span>
        <strong>¥{quote.totalAmount}</strong>
        {settling && <span className={styles.quoteBusy}>{t('market.quoting')}</span>}
      </div>
      {quote.billingMode === 'timed' ? (
        <>
          <p className={styles.quoteSub}>{t('market.hourlyNow', { amount: quote.hourlyNow })}</p>
          {cover && (
            <p className={`${styles.cheapHint} ${styles.cardHours}`} data-testid="card-hours-hint">
              {t('market.cardHours', cover)}
            </p>
          )}
          <table className={styles.lines}>
            <caption>{t('market.breakdown')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('market.lineWindow')}</th>
                <th scope="col">{t('market.lineTime')}</th>
                <th scope="col">{t('market.lineMinutes')}</th>
                <th scope="col">{t('market.lineUnitPrice')}</th>
                <th scope="col">{t('market.lineAmount')}</th>
              </tr>
            </thead>
            <tbody>
              {quote.lines.map((line) => (
                <tr key={line.beginTime} data-window={line.rangeLabel}>
                  <td>
                    <span className={`${styles.lineTag} ${line.rangeLabel === 'night' || line.rangeLabel === 'valley' ? styles.lineTagNight : ''}`}>
                      {t(`market.labels.${line.rangeLabel}`, { defaultValue: line.rangeLabel })}
                    </span>
                  </td>
                  <td>
                    {dayClockOf(line.beginTime)} – {line.endTime.slice(0, 10) === line.beginTime.slice(0, 10) ? clockOf(line.endTime) : dayClockOf(line.endTime)}
                  </td>
                  <td>{t('market.minutesValue', { count: line.minutes })}</td>
                  <td>¥{displayPriceText(line.unitPrice)}</td>
                  <td>¥{line.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {quote.cheapest ? (
            <p className={styles.cheapHint}>
              {t('market.cheapHint', { time: clockOf(quote.cheapest.startTime), amount: quote.cheapest.totalAmount, saving: quote.cheapest.saving })}
            </p>
          ) : (
            <p className={styles.cheapHint}>{t('market.inCheap')}</p>
          )}
        </>
      ) : (
        <p className={styles.quoteSub}>
          {t('market.discount', { original: quote.originalAmount, percent: quote.discountPercent / 10 })} · {dayClockOf(quote.startTime)} – {dayClockOf(quote.endTime)}
        </p>
      )}
    </section>
  );
}
