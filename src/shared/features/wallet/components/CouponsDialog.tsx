import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Form, Input, List, Modal, Tag } from 'antd';
import { useTranslation } from '../../../i18n';
import { checkCardCode, checkCardNumber } from '../../../core/validation';
import { formatYuan } from '../../../core/money';
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

  const submit = async () => {
    if (redeem.isPending) return;
    const { cardNumber, cardCode } = form.getFieldsValue();
    try {
      await redeem.mutateAsync({ cardNumber: cardNumber.trim(), cardCode: cardCode.trim() });
      toast.success(t('coupons.done'));
      form.resetFields();
    } catch {
      // the gateway's message (兑换失败，请稍后再试) is shown by the HTTP client
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
