import { useShow } from '@refinedev/core';
import { Button, Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { PageContainer } from '../../components/PageContainer';
import { StatusPage } from '../../shell/StatusPage';
import { useTabDetail } from '../../shell/tabs/use-tabs';
import { BillTable } from '../../components/BillTable';
import { formatDateTime } from '../../../shared/core/time';
import { StatusTag } from '../../components/InstanceStatusTag';
import type { OrderDetail } from '../../../shared/contracts/compute';
import { ORDER_STATUS_COLORS, orderAmount } from './list';

/** 订单详情: one order's fields and the bill lines charged under it. */
export default function OrderShow() {
  const { t } = useTranslation('console');
  const { id } = useParams();
  const { query, result: order } = useShow<OrderDetail>({ resource: 'order', id, meta: { silent: true } });
  useTabDetail(order ? String(order.orderBaseId) : undefined);
  if (query.isError) return <StatusPage status={404} />;
  return (
    <PageContainer
      title={t('order.detail')}
      extra={
        <Link to={paths.bssOrderRenter}>
          <Button>{t('order.title')}</Button>
        </Link>
      }
    >
      <Card loading={query.isLoading} style={{ marginBottom: 16 }}>
        {order && (
          <Descriptions bordered column={{ xs: 1, md: 2, xl: 3 }}>
            <Descriptions.Item label={t('order.orderBaseId')}>{String(order.orderBaseId)}</Descriptions.Item>
            <Descriptions.Item label={t('order.status')}>
              <Tag color={ORDER_STATUS_COLORS[order.status]}>{t(`order.statuses.${order.status}`, { defaultValue: order.status })}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('order.orderType')}>{t(`order.orderTypes.${order.orderType}`, { defaultValue: order.orderType })}</Descriptions.Item>
            <Descriptions.Item label={t('order.billingMode')}>{t(`container.billingModes.${order.billingMode}`, { defaultValue: order.billingMode })}</Descriptions.Item>
            {order.billingMode === 'common' && order.periodUnit && (
              <Descriptions.Item label={t('order.period')}>
                {t('order.periodValue', { count: order.periodCount ?? 1, unit: t(`order.periodUnits.${order.periodUnit}`) })}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('order.gpu')}>
              {order.gpuType} × {order.gpuNumber}
            </Descriptions.Item>
            <Descriptions.Item label={t('order.area')}>{order.areaInfo || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('order.image')}>{order.imageName || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('order.instance')}>
              {order.instanceName ?? '—'}
              {order.instanceId ? ` (ID ${order.instanceId})` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('order.instanceStatus')}>{order.instanceStatus ? <StatusTag status={order.instanceStatus} /> : '—'}</Descriptions.Item>
            <Descriptions.Item label={t('order.amount')}>{orderAmount(order.billingMode, order.amount, t)}</Descriptions.Item>
            <Descriptions.Item label={t('order.billedAmount')}>
              <span data-testid="billed-amount">{order.billedAmount ? `¥${order.billedAmount}` : '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('order.createdAt')}>{formatDateTime(order.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('order.paidAt')}>{formatDateTime(order.paidAt)}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      {order && (
        <Card title={t('order.bills')}>
          <BillTable permanent={[{ field: 'orderBaseId', operator: 'eq', value: String(order.orderBaseId) }]} showOrder={false} />
        </Card>
      )}
    </PageContainer>
  );
}
