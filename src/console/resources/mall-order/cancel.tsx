import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { MallOrderDetail } from '../../../shared/contracts/mall';
import { invalidateViews } from '../../../shared/query/views';

/**
 * 取消订单, while the order is paid and the supplier has not started delivering: a confirmation
 * that says what goes back to the balance and what to the credit line, then the cancellation.
 */
export function CancelMallOrder({ order }: { order: MallOrderDetail }) {
  const { t } = useTranslation('console');
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const invalidate = useInvalidate();
  const action = useCustomMutation();
  if (order.status !== 'paid' || order.source !== 'mall') return null;
  const cancel = () =>
    action.mutate(
      { url: `/v1/mall/order/cancel/${encodeURIComponent(order.orderBaseId)}`, method: 'post', values: {}, successNotification: () => ({ type: 'success', message: t('mallOrder.cancelled') }) },
      {
        onSuccess: () => {
          setOpen(false);
          void invalidate({ resource: 'mallOrder', invalidates: ['list', 'detail'] });
          void invalidateViews(client, 'mall');
          void invalidateViews(client, 'wallet');
        },
      },
    );
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('mallOrder.cancelLead')}
        action={
          <Button danger onClick={() => setOpen(true)} data-testid="mall-order-cancel">
            {t('mallOrder.cancel')}
          </Button>
        }
      />
      <Modal
        open={open}
        title={t('mallOrder.cancelTitle')}
        okText={t('mallOrder.cancelConfirm')}
        cancelText={t('mallOrder.cancelKeep')}
        okButtonProps={{ danger: true, loading: action.mutation.isPending }}
        onOk={cancel}
        onCancel={() => setOpen(false)}
      >
        <p>{t('mallOrder.cancelLead')}</p>
        <p data-testid="mall-order-refund">{t('mallOrder.cancelRefund', { balance: order.paidBalance, credit: order.paidCredit, amount: order.amount })}</p>
      </Modal>
    </>
  );
}
