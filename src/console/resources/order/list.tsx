import { Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import { OrderViewSwitch } from '../../components/order-view-switch';
import { StatusFilter } from '../../components/FilterBar';
import { PageContainer } from '../../components/PageContainer';
import { useAntdTable } from '../../components/use-antd-table';
import type { OrderRecord, OrderStatus } from '../../../shared/contracts/compute';
import { ORDER_STATUSES } from '../../../shared/core/compute';
import { timeColumn, viewColumn } from '../../components/columns';
import { TableCard } from '../../components/TableCard';
import { paths } from '../../../shared/config/paths';

export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = { paid: 'success', cancelled: 'default', failed: 'error' };
/** Pay-as-you-go orders are paid by their bill lines, not up front. */
export const orderAmount = (mode: string, amount: string | null, t: (key: string) => string) =>
  mode === 'timed' ? t('order.postpaid') : amount ? `¥${amount}` : '—';

/** 我的订单 (renter): orders with their status, filterable. */
export default function OrderList() {
  const { t } = useTranslation('console');
  const { tableProps, setFilters, filters, sortOrder } = useAntdTable<OrderRecord>({ resource: 'order', pagination: { pageSize: 20 } });
  return (
    <PageContainer title={t('order.title')} extra={<OrderViewSwitch />}>
      <TableCard<OrderRecord>
        {...tableProps}
        rowKey="orderBaseId"
        width={1000}
        empty={t('order.empty')}
        toolbar={
          <StatusFilter
            filters={filters}
            setFilters={setFilters}
            label={t('order.statusFilter')}
            placeholder={t('order.allStatuses')}
            width={160}
            options={ORDER_STATUSES.map((value) => ({ value, label: t(`order.statuses.${value}`) }))}
          />
        }
        columns={[
          {
            title: t('order.orderBaseId'),
            dataIndex: 'orderBaseId',
            width: 250,
            render: (id: string) => <Typography.Text copyable={{ tooltips: [t('order.copy'), t('order.copied')] }}>{String(id)}</Typography.Text>,
          },
          { title: t('order.orderType'), dataIndex: 'orderType', width: 100, render: (type: string) => t(`order.orderTypes.${type}`, { defaultValue: type }) },
          { title: t('order.billingMode'), dataIndex: 'billingMode', width: 110, render: (mode: string) => t(`container.billingModes.${mode}`, { defaultValue: mode }) },
          { title: t('order.gpu'), key: 'gpu', render: (_: unknown, order) => `${order.gpuType} × ${order.gpuNumber}` },
          { title: t('order.instance'), dataIndex: 'instanceName', render: (name: string | null) => name ?? '—' },
          { title: t('order.amount'), dataIndex: 'amount', sorter: true, sortOrder: sortOrder('amount'), width: 130, render: (amount: string | null, order) => orderAmount(order.billingMode, amount, t) },
          {
            title: t('order.status'),
            dataIndex: 'status',
            render: (value: OrderStatus) => <Tag color={ORDER_STATUS_COLORS[value]}>{t(`order.statuses.${value}`, { defaultValue: value })}</Tag>,
          },
          timeColumn(t('order.createdAt'), 'createdAt', { width: 160, sorter: true, sortOrder: sortOrder('createdAt') }),
          viewColumn(t('order.view'), (order) => paths.bssOrderRenterDetail.getHref(order.orderBaseId), (order) => String(order.orderBaseId)),
        ]}
      />
    </PageContainer>
  );
}
