import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import type { CrudFilters } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Grid, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { Link, useNavigate } from 'react-router';
import type { AdminGoods, AdminGoodsQuery, GoodsSaleStatus } from '../../../shared/contracts/goods';
import { GOODS_SALE_STATUSES } from '../../../shared/core/compute';
import { regionOptionsQueryOptions } from '../../../shared/features/goods/api/get-region-options';
import { paths } from '../../../shared/config/paths';
import { FilterBar, KeywordFilter, SelectFilter } from '../../components/FilterBar';
import { PageContainer } from '../../components/PageContainer';
import { trimPrice } from '../../components/format';
import { GoodsForm } from './GoodsForm';
import { SaleToggle, STATUS_COLORS } from './SaleToggle';
import { actionsColumn } from '../../components/columns';
import { LinkButton } from '../../components/LinkButton';
import { TableCard } from '../../components/TableCard';
import { useAntdTable } from '../../components/use-antd-table';

type Search = Pick<AdminGoodsQuery, 'keyword' | 'regionCode' | 'status'>;

/** GPU商品 (goods:manage): the elastic market's offers with their cards, prices and sale state. */
export default function GoodsList() {
  const { t } = useTranslation('console');
  // The actions stay in view on wide screens; on a phone the row scrolls as a whole.
  const wide = Boolean(Grid.useBreakpoint().md);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const regions = useQuery(regionOptionsQueryOptions());
  const { tableProps, searchFormProps } = useAntdTable<AdminGoods, Search>({
    resource: 'containerGoods',
    pagination: { pageSize: 20 },
    onSearch: (values): CrudFilters => [
      { field: 'keyword', operator: 'contains', value: values.keyword?.trim() || undefined },
      { field: 'regionCode', operator: 'eq', value: values.regionCode || undefined },
      { field: 'status', operator: 'eq', value: values.status || undefined },
    ],
  });

  return (
    <PageContainer
      title={t('goodsAdmin.list.title')}
      intro={t('goodsAdmin.list.intro')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('goodsAdmin.list.create')}
        </Button>
      }
    >
      <FilterBar {...searchFormProps}>
        <KeywordFilter name="keyword" label={t('goodsAdmin.list.keyword')} width={200} />
        <SelectFilter
          name="regionCode"
          label={t('goodsAdmin.columns.region')}
          placeholder={t('goodsAdmin.list.allRegions')}
          width={150}
          options={(regions.data ?? []).map((r) => ({ value: r.code, label: r.name }))}
        />
        <SelectFilter
          name="status"
          label={t('goodsAdmin.columns.status')}
          placeholder={t('goodsAdmin.list.allStatuses')}
          width={120}
          options={GOODS_SALE_STATUSES.map((status) => ({ value: status, label: t(`goodsAdmin.statuses.${status}`) }))}
        />
      </FilterBar>
      <TableCard<AdminGoods>
        {...tableProps}
        width={1100}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 90, sorter: true },
          {
            title: t('goodsAdmin.columns.model'),
            dataIndex: 'aliasGpuType',
            width: 210,
            render: (_, goods) => (
              <Space direction="vertical" size={0}>
                <Link to={paths.goodsShow.getHref(goods.id)}>{goods.aliasGpuType}</Link>
                <span style={{ fontSize: 12, opacity: 0.65 }}>{goods.gpuTypeMapping}</span>
              </Space>
            ),
          },
          { title: t('goodsAdmin.columns.region'), dataIndex: 'regionName', width: 110 },
          {
            title: t('goodsAdmin.columns.config'),
            key: 'config',
            render: (_, g) => t('goodsAdmin.config', { vram: g.gpuVram, cpu: g.cpuCore, ram: g.ramSize, disk: g.storageSpace }),
          },
          {
            title: t('goodsAdmin.columns.cards'),
            key: 'cards',
            width: 150,
            render: (_, g) => (
              <Space direction="vertical" size={0}>
                <span>
                  {t('goodsAdmin.cardsFree', { free: g.gpuFree, total: g.gpuTotal })} · {t('goodsAdmin.hostCount', { count: g.hostCount })}
                </span>
                {g.gpuAvailable !== g.gpuFree && <span style={{ fontSize: 12, opacity: 0.65 }}>{t('goodsAdmin.cardsAvailable', { available: g.gpuAvailable })}</span>}
              </Space>
            ),
          },
          {
            title: t('goodsAdmin.columns.price'),
            key: 'price',
            width: 170,
            render: (_, g) => (
              <Space direction="vertical" size={0}>
                <span>{t('goodsAdmin.priceSpan', { low: trimPrice(g.lowestPrice), high: trimPrice(g.highestPrice) })}</span>
                {g.scheduledChanges > 0 && <Tag color="blue">{t('goodsAdmin.pendingChanges', { count: g.scheduledChanges })}</Tag>}
              </Space>
            ),
          },
          {
            title: t('goodsAdmin.columns.status'),
            dataIndex: 'status',
            width: 90,
            render: (status: GoodsSaleStatus) => <Tag color={STATUS_COLORS[status]}>{t(`goodsAdmin.statuses.${status}`)}</Tag>,
          },
          actionsColumn(t('goodsAdmin.columns.actions'), { fixed: wide ? 'right' : undefined, width: 150 }, (goods) => (
            <Space>
              <LinkButton to={paths.goodsShow.getHref(goods.id)} size="small" icon={<EyeOutlined />} aria-label={`${t('goodsAdmin.view')} ${goods.aliasGpuType} ${goods.regionName}`}>
                {t('goodsAdmin.view')}
              </LinkButton>
              <SaleToggle goods={goods} />
            </Space>
          )),
        ]}
      />
      <GoodsForm open={creating} onClose={() => setCreating(false)} onSaved={(id) => navigate(paths.goodsShow.getHref(id))} />
    </PageContainer>
  );
}
