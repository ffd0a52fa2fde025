import { useShow } from '@refinedev/core';
import { Button, Card, Descriptions, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import type { VenderOrderDetail } from '../../../shared/contracts/supplier';
import { PageContainer } from '../../components/PageContainer';
import { StatusPage } from '../../shell/StatusPage';
import { useTabDetail } from '../../shell/tabs/use-tabs';
import { formatDateTime } from '../../../shared/core/time';

type Line = VenderOrderDetail['lines'][number];

/** /bss-order/vender/detail/:orderBaseId: one order on the supplier's machines and what it was billed. */
export default function VenderOrderShow() {
  const { t } = useTranslation('console');
  const { id } = useParams();
  const { query, result: order } = useShow<VenderOrderDetail>({ resource: 'venderOrder', id, meta: { silent: true } });
  useTabDetail(order?.orderBaseId);
  if (query.isError) return <StatusPage status={404} />;
  return (
    <PageContainer
      title={t('supplier.vender.detail')}
      extra={
        <Link to={paths.bssOrderVender}>
          <Button>{t('supplier.vender.title')}</Button>
        </Link>
      }
    >
      <Card loading={query.isLoading} style={{ marginBottom: 16 }}>
        {order && (
          <Descriptions bordered column={{ xs: 1, md: 2, xl: 3 }}>
            <Descriptions.Item label={t('supplier.vender.orderBaseId')}>{order.orderBaseId}</Descriptions.Item>
            <Descriptions.Item label={t('supplier.vender.kind')}>
              <Tag>{t(`supplier.vender.kinds.${order.kind}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('supplier.vender.planName')}>{order.planName || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('supplier.vender.renter')}>{order.renter}</Descriptions.Item>
            <Descriptions.Item label={t('supplier.vender.gpu')}>
              {order.gpuType} × {order.gpuNumber}
            </Descriptions.Item>
            <Descriptions.Item label={t('supplier.vender.region')}>{order.regionName}</Descriptions.Item>
            <Descriptions.Item label={t('supplier.vender.billingMode')}>{t(`container.billingModes.${order.billingMode}`, { defaultValue: order.billingMode })}</Descriptions.Item>
            <Descriptions.Item label={t('supplier.vender.instance')}>{order.instanceName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('supplier.vender.host')}>{order.hostName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('supplier.vender.amount')}>¥{order.amount}</Descriptions.Item>
            <Descriptions.Item label={t('supplier.vender.fee')}>
              ¥{order.fee}（{(Number(order.feeRate) * 100).toFixed(2)}%）
            </Descriptions.Item>
            <Descriptions.Item label={t('supplier.vender.share')}>¥{order.share}</Descriptions.Item>
            <Descriptions.Item label={t('supplier.vender.createdAt')}>{formatDateTime(order.createdAt)}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      {order && order.lines.length > 0 && (
        <Card title={t('supplier.vender.lines')}>
          <Table<Line>
            rowKey="periodStart"
            dataSource={order.lines}
            pagination={{ pageSize: 24 }}
            scroll={{ x: 700 }}
            columns={[
              { title: t('supplier.vender.period'), key: 'period', render: (_: unknown, l) => `${formatDateTime(l.periodStart)} – ${formatDateTime(l.periodEnd)}` },
              { title: t('supplier.vender.minutes'), dataIndex: 'minutes' },
              { title: t('supplier.vender.rangeLabel'), dataIndex: 'rangeLabel' },
              { title: t('supplier.vender.amount'), dataIndex: 'amount', render: (v: string) => `¥${v}` },
              { title: t('supplier.vender.covered'), dataIndex: 'covered', render: (v: string) => `¥${v}` },
            ]}
          />
        </Card>
      )}
    </PageContainer>
  );
}
