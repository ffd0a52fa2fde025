import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, InputNumber, Modal, Radio, Result, Space, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { Trade, Wallet } from '../../../contracts/wallet';
import { formatYuan, toMinor } from '../../../core/money';
import { invalidateViews } from '../../../query/views';
import { toast } from '../../../ui/toast';
import { walletQueryOptions } from '../api/get-wallet';
import { cancelPay, createRecharge, getPayResult, sandboxPay } from '../api/recharge';
import '../../../i18n/account';

const PRESETS = [50, 100, 500, 1000];
const MIN = 1;
const MAX = 100_000;

/** Seconds left until `iso`, ticking every second. */
function useSecondsLeft(iso: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [iso]);
  return iso ? Math.max(0, Math.floor((Date.parse(iso) - now) / 1000)) : 0;
}

interface AmountStepProps {
  wallet: Wallet | undefined;
  amount: number | null;
  onAmount: (value: number | null) => void;
  valid: boolean;
  busy: boolean;
  onStart: () => void;
}

/** The first step: the balance (and credit line), and how much to add. */
function AmountStep({ wallet, amount, onAmount, valid, busy, onStart }: AmountStepProps) {
  const { t } = useTranslation('account');
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {wallet && (
        <Typography.Text type="secondary" data-testid="recharge-balance">
          {t('recharge.balance')}：{formatYuan(wallet.balanceAmount)}
        </Typography.Text>
      )}
      {/* A bank credit line, once granted, is spent after the balance. */}
      {wallet && toMinor(wallet.totalCreditLimit) > 0 && (
        <Typography.Text type="secondary" data-testid="recharge-credit">
          {t('recharge.credit')}：{formatYuan(wallet.availableCreditLimit)}（{t('recharge.creditTotal')} {formatYuan(wallet.totalCreditLimit)}）
        </Typography.Text>
      )}
      <div>
        <Typography.Text strong>{t('recharge.amount')}</Typography.Text>
        <Radio.Group
          style={{ display: 'flex', gap: 8, marginTop: 8, flexWrap: 'wrap' }}
          value={PRESETS.includes(amount ?? -1) ? amount : null}
          onChange={(event) => onAmount(event.target.value as number)}
          optionType="button"
          options={PRESETS.map((value) => ({ label: `¥${value}`, value }))}
        />
      </div>
      <InputNumber
        aria-label={t('recharge.custom')}
        placeholder={t('recharge.custom')}
        style={{ width: '100%' }}
        // Bounds are checked below with a message, not clamped silently.
        precision={2}
        prefix="¥"
        value={amount}
        onChange={(value) => onAmount(value)}
        status={valid ? undefined : 'error'}
      />
      {!valid && <Typography.Text type="danger">{t('recharge.amountRule')}</Typography.Text>}
      <Button type="primary" block disabled={!valid} loading={busy} onClick={onStart}>
        {t('recharge.submit')}
      </Button>
    </Space>
  );
}

/**
 * Recharge the wallet: pick an amount, pay the cashier's QR code, and watch the balance arrive.
 * The payment result is polled until the trade is paid, cancelled or expired.
 */
export function RechargeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const wallet = useQuery({ ...walletQueryOptions(), enabled: open });
  const [amount, setAmount] = useState<number | null>(100);
  const [trade, setTrade] = useState<Trade | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const valid = amount !== null && amount >= MIN && amount <= MAX;

  const status = useQuery({
    queryKey: ['trade', trade?.tradeNo],
    queryFn: () => getPayResult(trade!.tradeNo),
    enabled: open && trade?.status === 'awaiting',
    refetchInterval: 2000,
  });
  const secondsLeft = useSecondsLeft(trade?.status === 'awaiting' ? trade.expiresAt : undefined);

  // The channel's answer arrives by polling (or at once from the sandbox button).
  useEffect(() => {
    if (status.data && status.data.status !== 'awaiting' && trade?.status === 'awaiting') setTrade(status.data);
  }, [status.data, trade?.status]);

  const paidTradeNo = trade?.status === 'paid' ? trade.tradeNo : null;
  useEffect(() => {
    if (!paidTradeNo) return;
    toast.success(t('recharge.paid'));
    void invalidateViews(queryClient, 'wallet');
  }, [paidTradeNo, queryClient, t]);

  useEffect(() => {
    if (!open) {
      setTrade(null);
      setQr(null);
    }
  }, [open]);

  /** One call at a time; a refusal is shown by the HTTP client. */
  const guarded = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch {
      // the HTTP client shows the gateway's message
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    valid &&
    guarded(async () => {
      const created = await createRecharge(amount.toFixed(2));
      setTrade(created);
      setQr(await QRCode.toDataURL(created.qrContent ?? created.tradeNo, { width: 200, margin: 1 }));
    });

  const run = (action: () => Promise<Trade>) => guarded(async () => setTrade(await action()));

  const again = () => {
    setTrade(null);
    setQr(null);
  };

  const body = () => {
    if (!trade) {
      return (
        <AmountStep wallet={wallet.data} amount={amount} onAmount={setAmount} valid={valid} busy={busy} onStart={() => void start()} />
      );
    }
    const state = trade.status;
    if (state === 'paid') {
      return <Result status="success" title={t('recharge.paid')} subTitle={formatYuan(trade.amount)} extra={<Button onClick={onClose}>{t('recharge.done')}</Button>} />;
    }
    if (state === 'cancelled' || state === 'expired') {
      return (
        <Result
          status="info"
          title={state === 'cancelled' ? t('recharge.cancelled') : t('recharge.expired')}
          extra={<Button onClick={again}>{t('recharge.again')}</Button>}
        />
      );
    }
    const minutes = Math.floor(secondsLeft / 60);
    const seconds = String(secondsLeft % 60).padStart(2, '0');
    return (
      <Space direction="vertical" align="center" size="middle" style={{ width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('recharge.scan', { amount: formatYuan(trade.amount) })}
        </Typography.Title>
        {qr && <img src={qr} width={200} height={200} alt={t('recharge.scan', { amount: formatYuan(trade.amount) })} />}
        <Typography.Text type="secondary">{t('recharge.expires', { time: `${minutes}:${seconds}` })}</Typography.Text>
        <Typography.Text type="secondary" copyable={{ text: trade.tradeNo }}>
          {t('recharge.tradeNo')}：{trade.tradeNo}
        </Typography.Text>
        {trade.channel === 'sandbox' && <Alert type="warning" showIcon message={t('recharge.sandbox')} />}
        <Space>
          {trade.channel === 'sandbox' && (
            <Button type="primary" loading={busy} onClick={() => void run(() => sandboxPay(trade.tradeNo))}>
              {t('recharge.sandboxPay')}
            </Button>
          )}
          <Button loading={busy} onClick={() => void run(() => cancelPay(trade.tradeNo))}>
            {t('recharge.cancel')}
          </Button>
        </Space>
      </Space>
    );
  };

  return (
    <Modal open={open} title={t('recharge.title')} onCancel={onClose} footer={null} destroyOnHidden width={440}>
      {body()}
    </Modal>
  );
}
