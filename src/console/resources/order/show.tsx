import { Card, Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import { paths } from '../../../shared/config/paths';
import { DetailPage } from '../../components/DetailPage';
import { BillTable } from '../../components/BillTable';
import { formatDateTime } from '../../../shared/core/time';
import { StatusTag } from '../../components/InstanceStatusTag';
import type { OrderDetail } from '../../../shared/contracts/compute';
import { ORDER_STATUS_COLORS, orderAmount } from './list';

/** 订单详情: one order's fields and the bill lines charged under it. */
export default function OrderShow() {
  const { t } = useTranslation('console');
  return (
    <DetailPage<OrderDetail>
      resource="order"
      title={t('order.detail')}
      back={{ to: paths.bssOrderRenter.getHref(), label: t('order.title') }}
      tab={(order) => String(order.orderBaseId)}
      labels="order"
      fields={(order) => ({
        orderBaseId: String(order.orderBaseId),
        status: <Tag color={ORDER_STATUS_COLORS[order.status]}>{t(`order.statuses.${order.status}`, { defaultValue: order.status })}</Tag>,
        orderType: t(`order.orderTypes.${order.orderType}`, { defaultValue: order.orderType }),
        billingMode: t(`container.billingModes.${order.billingMode}`, { defaultValue: order.billingMode }),
        period: order.billingMode === 'common' && !!order.periodUnit && t('order.periodValue', { count: order.periodCount ?? 1, unit: t(`order.periodUnits.${order.periodUnit}`) }),
        gpu: `${order.gpuType} × ${order.gpuNumber}`,
        area: order.areaInfo || '—',
        image: order.imageName || '—',
        instance: `${order.instanceName ?? '—'}${order.instanceId ? ` (ID ${order.instanceId})` : ''}`,
        instanceStatus: order.instanceStatus ? <StatusTag status={order.instanceStatus} /> : '—',
        amount: orderAmount(order.billingMode, order.amount, t),
        billedAmount: <span data-testid="billed-amount">{order.billedAmount ? `¥${order.billedAmount}` : '—'}</span>,
        createdAt: formatDateTime(order.createdAt),
        paidAt: formatDateTime(order.paidAt),
      })}
    >
      {(order) => (
        <Card title={t('order.bills')}>
          <BillTable permanent={[{ field: 'orderBaseId', operator: 'eq', value: String(order.orderBaseId) }]} showOrder={false} />
        </Card>
      )}
    </DetailPage>
  );
}
