import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Form, Skeleton } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { loginHref } from '../../shared/config/paths';
import type { Goods } from '../../shared/contracts/market';
import { goodsDetailQueryOptions } from '../../shared/features/compute/api/get-goods-detail';
import { myImagesQueryOptions, publicImagesQueryOptions } from '../../shared/features/compute/api/get-images';
import { quoteQueryOptions } from '../../shared/features/compute/api/get-quote';
import { formatYuan, toMinor } from '../../shared/core/money';
import { benefitsQueryOptions, cardMinutesLeft } from '../../shared/features/wallet/api/get-benefits';
import { walletQueryOptions } from '../../shared/features/wallet/api/get-wallet';
import { FormTheme } from '../ui/FormTheme';
import { CardPicker, ImageSelect, PlanFields } from './BuyFields';
import { billingModeOf, buyToParams, quoteParams, type BuyConfig } from './market-state';
import { offerName } from './Offers';
import { OrderProblemAlert } from './OrderProblemAlert';
import { displayPriceText, PriceStrip } from './PriceStrip';
import { QuoteView } from './QuoteView';
import { useDebounced } from './use-debounced';
import { useOrder } from './use-order';
import styles from './gpu-market.module.css';

/** Configure and buy one offer: a drawer whose choices live in the URL. */
export default function BuyPanel({ config: initial, offer: listed, onChange }: { config: BuyConfig; offer?: Goods; onChange: (config: BuyConfig | null) => void }) {
  const { t } = useTranslation('storefront');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // The panel owns its configuration while open (typing stays immediate) and mirrors it into the
  // URL, so a shared link or a trip through the login page comes back to it.
  const [config, setConfig] = useState(initial);
  const closed = useRef(false);
  useEffect(() => {
    const timer = setTimeout(() => closed.current || onChange(config), 150);
    return () => clearTimeout(timer);
  }, [config, onChange]);

  const detail = useQuery({ ...goodsDetailQueryOptions(config.goodsId), enabled: !listed });
  const offer = listed ?? detail.data;
  const publicImages = useQuery(publicImagesQueryOptions());
  const myImages = useQuery({ ...myImagesQueryOptions(), enabled: session.loggedIn });
  const benefits = useQuery({ ...benefitsQueryOptions(), enabled: session.loggedIn });
  // What can pay: the balance, then a granted credit line (a decision refreshes the wallet's views).
  const wallet = useQuery({ ...walletQueryOptions(), enabled: session.loggedIn });

  const maxCards = offer?.maxGpuNumber ?? 8;
  const freeCards = offer?.maxFreeOnOneHost ?? maxCards;
  const gpuNumber = Math.min(config.gpuNumber ?? 1, maxCards);
  const imageId = config.imageId ?? publicImages.data?.[0]?.id ?? null;
  const set = (change: Partial<BuyConfig>) => setConfig((current) => ({ ...current, ...change }));

  const wanted = useMemo(() => quoteParams(config, gpuNumber), [config, gpuNumber]);
  const settled = useDebounced(wanted, 300);
  const quote = useQuery({ ...quoteQueryOptions(settled), enabled: Boolean(offer) });
  const quoteSettling = JSON.stringify(wanted) !== JSON.stringify(settled) || quote.isFetching;
  // Ordered: no more mirroring, as on the way to login (a mirror still pending would write this
  // panel's parameters into the workbench's URL once it has navigated there).
  const { order, pending, problem } = useOrder(() => {
    closed.current = true;
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
    if (!imageId) return;
    const name = config.name.trim();
    order({
      goodsId: config.goodsId,
      gpuNumber,
      billingMode: billingModeOf(config.plan),
      ...(config.plan === 'timed' ? {} : { periodUnit: config.plan, periodCount: config.count }),
      imageId,
      ...(name ? { instanceName: name } : {}),
    });
  };

  const close = () => {
    closed.current = true;
    onChange(null);
  };
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
                {wallet.data && (
                  <span className={styles.funds} data-testid="buy-funds">
                    {t('market.funds', { balance: formatYuan(wallet.data.balanceAmount) })}
                    {toMinor(wallet.data.totalCreditLimit) > 0 && t('market.fundsCredit', { credit: formatYuan(wallet.data.availableCreditLimit) })}
                  </span>
                )}
              </div>
              <Button type="primary" size="large" onClick={submit} loading={pending} disabled={session.loggedIn && (!imageId || !cardsOk || pending)}>
                {pending ? t('market.ordering') : session.loggedIn ? t('market.order') : t('market.loginToOrder')}
              </Button>
            </div>
          )
        }
      >
        {!listed && detail.isError ? (
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
            <CardPicker max={maxCards} free={freeCards} value={gpuNumber} onChange={(n) => set({ gpuNumber: n })} />
            <ImageSelect
              value={imageId}
              publicImages={publicImages.data}
              myImages={myImages.data?.records ?? []}
              loading={publicImages.isLoading}
              onChange={(id) => set({ imageId: id })}
            />
            <PlanFields config={config} set={set} />
            <QuoteView quote={quote.data} failed={quote.isError} settling={quoteSettling} cardMinutes={cardMinutesLeft(benefits.data)} />

            {problem && <OrderProblemAlert problem={problem} />}
          </Form>
        )}
      </Drawer>
    </FormTheme>
  );
}
