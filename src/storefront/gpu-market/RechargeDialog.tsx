import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, InputNumber, Modal, Radio, Space } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../shared/api/client';
import { walletKeys } from '../../shared/api/wallet';
import { toast } from '../../shared/ui/toast';

interface PayInfo {
  tradeNo: string;
  amount: string;
  status: string;
  expiresAt: string;
  channel: string;
  qrContent: string;
}
interface PayResult {
  tradeNo: string;
  status: 'awaiting' | 'paid' | 'cancelled' | 'expired';
  amount: string;
  paidAt: string | null;
}

const PRESETS = [50, 100, 200, 500];

/** Wallet recharge through the (sandbox) pay channel: amount → QR code → poll until paid. */
export default function RechargeDialog({ onClose, onPaid }: { onClose: () => void; onPaid: () => void }) {
  const { t } = useTranslation('storefront');
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState<number | null>(100);
  const [qr, setQr] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: (value: number) => http.post<PayInfo>('/v1/wallet/getWalletRechargePayInfo', { amount: value.toFixed(2) }),
  });
  const info = create.data;
  useEffect(() => {
    if (!info?.qrContent) return;
    let live = true;
    void QRCode.toDataURL(info.qrContent, { width: 200, margin: 1 }).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [info?.qrContent]);

  const result = useQuery({
    queryKey: ['wallet', 'payResult', info?.tradeNo],
    queryFn: () => http.get<PayResult>('/v1/tradeOrders/getPayResult', { params: { tradeNo: info!.tradeNo }, silent: true }),
    enabled: Boolean(info?.tradeNo),
    refetchInterval: (query) => (query.state.data?.status && query.state.data.status !== 'awaiting' ? false : 2000),
  });
  const status = result.data?.status ?? (info ? 'awaiting' : null);
  useEffect(() => {
    if (status !== 'paid') return;
    toast.success(t('recharge.paid'));
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    onPaid();
  }, [status, t, queryClient, onPaid]);

  const cancel = async () => {
    if (info && status === 'awaiting') await http.patch('/v1/tradeOrders/cancelPay', { tradeNo: info.tradeNo }, { silent: true }).catch(() => undefined);
    onClose();
  };
  const valid = amount !== null && amount >= 1 && amount <= 100_000 && Math.round(amount * 100) === amount * 100;

  return (
    <Modal open title={t('recharge.title')} onCancel={() => void cancel()} footer={null} destroyOnHidden width={440}>
      {!info ? (
        <Form layout="vertical" onFinish={() => valid && create.mutate(amount!)}>
          <Form.Item label={t('recharge.amount')} htmlFor="recharge-amount" validateStatus={valid ? undefined : 'error'} help={valid ? undefined : t('recharge.amountInvalid')}>
            <Space direction="vertical" style={{ width: '100%' }}>
              <Radio.Group
                optionType="button"
                value={PRESETS.includes(amount ?? 0) ? amount : undefined}
                onChange={(event) => setAmount(event.target.value as number)}
                options={PRESETS.map((value) => ({ value, label: `¥${value}` }))}
              />
              <InputNumber id="recharge-amount" min={1} max={100_000} precision={2} value={amount} onChange={(value) => setAmount(value)} style={{ width: '100%' }} />
            </Space>
          </Form.Item>
          <Button type="primary" htmlType="submit" block disabled={!valid} loading={create.isPending}>
            {t('recharge.create')}
          </Button>
        </Form>
      ) : (
        <div style={{ textAlign: 'center' }}>
          <p style={{ fontSize: 28, fontWeight: 700, margin: '0 0 8px' }}>¥{info.amount}</p>
          {qr && <img src={qr} width={200} height={200} alt={t('recharge.scan')} data-trade-no={info.tradeNo} />}
          <p>{t('recharge.scan')}</p>
          <p style={{ color: '#5f6882', fontSize: 12 }}>{t('recharge.tradeNo', { tradeNo: info.tradeNo })}</p>
          {status === 'awaiting' && <Alert type="info" showIcon message={t('recharge.awaiting')} />}
          {status === 'expired' && <Alert type="warning" showIcon message={t('recharge.expired')} />}
          {status === 'cancelled' && <Alert type="warning" showIcon message={t('recharge.cancelled')} />}
          <Button style={{ marginTop: 16 }} onClick={() => void cancel()}>
            {t('recharge.cancel')}
          </Button>
        </div>
      )}
    </Modal>
  );
}
