import { Card, Table, Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import { paths } from '../../../shared/config/paths';
import type { VenderOrderDetail } from '../../../shared/contracts/supplier';
import { moneyColumn } from '../../components/columns';
import { DetailPage } from '../../components/DetailPage';
import { formatDateTime } from '../../../shared/core/time';

type Line = VenderOrderDetail['lines'][number];

/** /bss-order/vender/detail/:orderBaseId: one order on the supplier's machines and what it was billed. */
export default function VenderOrderShow() {
  const { t } = useTranslation('console');
  return (
    <DetailPage<VenderOrderDetail>
      resource="venderOrder"
      title={t('supplier.vender.detail')}
      back={{ to: paths.bssOrderVender.getHref(), label: t('supplier.vender.title') }}
      tab={(order) => order.orderBaseId}
      labels="supplier.vender"
      fields={(order) => ({
        orderBaseId: order.orderBaseId,
        kind: <Tag>{t(`supplier.vender.kinds.${order.kind}`)}</Tag>,
        planName: order.planName || '—',
        renter: order.renter,
        gpu: `${order.gpuType} × ${order.gpuNumber}`,
        region: order.regionName,
        billingMode: t(`container.billingModes.${order.billingMode}`, { defaultValue: order.billingMode }),
        instance: order.instanceName ?? '—',
        host: order.hostName ?? '—',
        amount: `¥${order.amount}`,
        fee: `¥${order.fee}（${(Number(order.feeRate) * 100).toFixed(2)}%）`,
        share: `¥${order.share}`,
        createdAt: formatDateTime(order.createdAt),
      })}
    >
      {(order) =>
        order.lines.length > 0 && (
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
                moneyColumn(t('supplier.vender.amount'), 'amount'),
                moneyColumn(t('supplier.vender.covered'), 'covered'),
              ]}
            />
          </Card>
        )
      }
    </DetailPage>
  );
}
