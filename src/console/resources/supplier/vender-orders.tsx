import { Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import { paths } from '../../../shared/config/paths';
import type { VenderOrder } from '../../../shared/contracts/supplier';
import { OrderViewSwitch } from '../../components/order-view-switch';
import { PageContainer } from '../../components/PageContainer';
import { useAntdTable } from '../../components/use-antd-table';
import { moneyColumn, timeColumn, viewColumn } from '../../components/columns';
import { TableCard } from '../../components/TableCard';

/** /bss-order/vender: every order placed on the supplier's machines, the renter masked, with the fee and the supplier's share. */
export default function VenderOrderList() {
  const { t } = useTranslation('console');
  const { tableProps } = useAntdTable<VenderOrder>({ resource: 'venderOrder', pagination: { pageSize: 20 } });
  return (
    <PageContainer title={t('supplier.vender.title')} intro={t('supplier.vender.intro')} extra={<OrderViewSwitch />}>
      <TableCard<VenderOrder>
        {...tableProps}
        rowKey="orderBaseId"
        width={1200}
        empty={t('supplier.vender.empty')}
        columns={[
          { title: t('supplier.vender.orderBaseId'), dataIndex: 'orderBaseId', width: 230, render: (id: string) => <Typography.Text copyable>{id}</Typography.Text> },
          { title: t('supplier.vender.kind'), dataIndex: 'kind', width: 100, render: (kind: VenderOrder['kind']) => <Tag>{t(`supplier.vender.kinds.${kind}`)}</Tag> },
          { title: t('supplier.vender.planName'), dataIndex: 'planName', render: (name: string) => name || '—' },
          { title: t('supplier.vender.renter'), dataIndex: 'renter', width: 130 },
          { title: t('supplier.vender.gpu'), key: 'gpu', width: 150, render: (_: unknown, o) => `${o.gpuType} × ${o.gpuNumber}` },
          moneyColumn(t('supplier.vender.amount'), 'amount', { width: 110 }),
          moneyColumn(t('supplier.vender.fee'), 'fee', { width: 110 }),
          { title: t('supplier.vender.share'), dataIndex: 'share', width: 110, render: (v: string) => <Typography.Text strong>¥{v}</Typography.Text> },
          { title: t('supplier.vender.status'), dataIndex: 'status', width: 100, render: (s: string) => t(`order.statuses.${s}`, { defaultValue: s }) },
          timeColumn(t('supplier.vender.createdAt'), 'createdAt', { width: 160 }),
          viewColumn(t('common.view'), (o) => paths.bssOrderVenderDetail.getHref(o.orderBaseId), (o) => o.orderBaseId, { width: 90 }),
        ]}
      />
    </PageContainer>
  );
}
