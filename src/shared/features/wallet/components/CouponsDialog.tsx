import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Empty, Form, Input, List, Modal, Tag } from 'antd';
import { useTranslation } from '../../../i18n';
import { checkCardCode, checkCardNumber } from '../../../core/validation';
import { formatYuan } from '../../../core/money';
import { creditedText } from '../../../core/cards';
import { ApiError } from '../../../api/error';
import { rule } from '../../../ui/form-rules';
import { toast } from '../../../ui/toast';
import { benefitsQueryOptions } from '../api/get-benefits';
import { walletQueryOptions } from '../api/get-wallet';
import { useRedeemCard } from '../api/redeem-card';
import '../../../i18n/account';

/** 我的卡券 (SPEC §2): redeem a card number and exchange code; see balance and benefits move. */
export function CouponsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<{ cardNumber: string; cardCode: string }>();
  const values = Form.useWatch([], form);
  const valid = checkCardNumber(values?.cardNumber) === null && checkCardCode(values?.cardCode) === null;
  const redeem = useRedeemCard();
  const wallet = useQuery({ ...walletQueryOptions(), enabled: open });
  const benefits = useQuery({ ...benefitsQueryOptions(), enabled: open });

  // What the last try came to, said in the dialog: what was credited, or why not (a wrong code with the tries left).
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async () => {
    if (redeem.isPending) return;
    const { cardNumber, cardCode } = form.getFieldsValue();
    setOutcome(null);
    try {
      const credited = creditedText(await redeem.mutateAsync({ cardNumber: cardNumber.trim(), cardCode: cardCode.trim() }));
      toast.success(credited);
      setOutcome({ ok: true, text: credited });
      form.resetFields();
    } catch (error) {
      // the HTTP client toasts it too; the dialog keeps it in view
      setOutcome({ ok: false, text: error instanceof ApiError ? error.message : t('coupons.failed') });
    }
  };

  return (
    <Modal open={open} title={t('coupons.title')} onCancel={onClose} footer={null} destroyOnHidden width={560}>
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item name="cardNumber" label={t('coupons.cardNumber')} rules={[rule(checkCardNumber)]}>
          <Input placeholder={t('coupons.cardNumberPlaceholder')} maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item name="cardCode" label={t('coupons.cardCode')} rules={[rule(checkCardCode)]}>
          <Input placeholder={t('coupons.cardCodePlaceholder')} maxLength={64} autoComplete="off" />
        </Form.Item>
        <p style={{ color: '#5f6882', margin: '0 0 12px' }}>{t('coupons.hint')}</p>
        {outcome && (
          <p role={outcome.ok ? 'status' : 'alert'} style={{ color: outcome.ok ? '#389e0d' : '#cf1322', margin: '0 0 12px' }}>
            {outcome.text}
          </p>
        )}
        <Button type="primary" htmlType="submit" block disabled={!valid} loading={redeem.isPending}>
          {t('coupons.redeem')}
        </Button>
      </Form>
      <div style={{ marginTop: 24, display: 'flex', justifyContent: 'space-between' }}>
        <strong>{t('coupons.mine')}</strong>
        {wallet.data && (
          <span data-testid="wallet-balance">
            {t('coupons.balance')}：{formatYuan(wallet.data.balanceAmount)}
          </span>
        )}
      </div>
      <List
        loading={benefits.isLoading}
        dataSource={benefits.data ?? []}
        locale={{ emptyText: <Empty description={t('coupons.empty')} /> }}
        renderItem={(benefit) => {
          const kind = t(`coupons.kinds.${benefit.kind}`);
          return (
            <List.Item>
              <List.Item.Meta
                title={benefit.title}
                description={benefit.kind === 'gpu_card_hours' ? `${kind} · ${t('coupons.cardHoursHint')}` : kind}
              />
              {benefit.expired ? (
                <Tag>{t('coupons.expired')}</Tag>
              ) : benefit.remaining <= 0 ? (
                <Tag>{t('coupons.usedUp')}</Tag>
              ) : (
                <Tag color="purple">{t('coupons.remaining', { remaining: benefit.remaining, quantity: benefit.quantity })}</Tag>
              )}
            </List.Item>
          );
        }}
      />
    </Modal>
  );
}
