import { Button, Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import { paths } from '../../../shared/config/paths';
import type { MallOrder } from '../../../shared/contracts/mall';
import { MALL_ORDER_STATUSES } from '../../../shared/core/mall';
import { StatusFilter } from '../../components/FilterBar';
import { PageContainer } from '../../components/PageContainer';
import { useAntdTable } from '../../components/use-antd-table';
import { moneyColumn, timeColumn, viewColumn } from '../../components/columns';
import { TableCard } from '../../components/TableCard';

export const MALL_ORDER_STATUS_COLORS: Record<MallOrder['status'], string> = { paid: 'processing', delivering: 'warning', delivered: 'success', cancelled: 'default' };

/** 裸金属订单: the buyer's bare-metal rentals with their delivery state. */
export default function MallOrderList() {
  const { t } = useTranslation('console');
  const { tableProps, setFilters, filters, sortOrder } = useAntdTable<MallOrder>({ resource: 'mallOrder', pagination: { pageSize: 20 } });
  return (
    <PageContainer
      title={t('mallOrder.title')}
      intro={t('mallOrder.intro')}
      extra={
        <a href={paths.mall.getHref()}>
          <Button>{t('mallOrder.toMall')}</Button>
        </a>
      }
    >
      <TableCard<MallOrder>
        {...tableProps}
        rowKey="orderBaseId"
        width={1100}
        empty={t('mallOrder.empty')}
        toolbar={
          <StatusFilter
            filters={filters}
            setFilters={setFilters}
            label={t('mallOrder.status')}
            placeholder={t('mallOrder.allStatuses')}
            width={180}
            options={MALL_ORDER_STATUSES.map((value) => ({ value, label: t(`mallOrder.statuses.${value}`) }))}
          />
        }
        columns={[
          { title: t('mallOrder.orderBaseId'), dataIndex: 'orderBaseId', width: 230 },
          { title: t('mallOrder.goods'), key: 'goods', width: 280, render: (_: unknown, o) => `${o.title}（${o.gpuModel} × ${o.gpuCount}）` },
          { title: t('mallOrder.source'), dataIndex: 'source', width: 100, render: (s: MallOrder['source']) => t(`mallOrder.sources.${s}`) },
          {
            title: t('mallOrder.term'),
            key: 'term',
            width: 140,
            render: (_: unknown, o) => `${t('mallOrder.termValue', { count: o.termCount, unit: t(`mallOrder.termUnits.${o.term}`) })} × ${t('mallOrder.quantityValue', { count: o.quantity })}`,
          },
          moneyColumn(t('mallOrder.amount'), 'amount', { width: 130, sorter: true, sortOrder: sortOrder('amount') }),
          {
            title: t('mallOrder.status'),
            dataIndex: 'status',
            width: 140,
            render: (s: MallOrder['status']) => <Tag color={MALL_ORDER_STATUS_COLORS[s]}>{t(`mallOrder.statuses.${s}`)}</Tag>,
          },
          timeColumn(t('mallOrder.deliverBy'), 'deliverBy', { width: 160 }),
          timeColumn(t('mallOrder.createdAt'), 'createdAt', { width: 160, sorter: true, sortOrder: sortOrder('createdAt') }),
          viewColumn(t('mallOrder.view'), (o) => paths.mallOrderDetail.getHref(o.orderBaseId), (o) => o.orderBaseId, { width: 90 }),
        ]}
      />
    </PageContainer>
  );
}
