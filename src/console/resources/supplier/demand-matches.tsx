import { useQuery } from '@tanstack/react-query';
import { Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { SupplierDemandMatch } from '../../../shared/contracts/mall';
import { paths } from '../../../shared/config/paths';
import { supplierMatchesQueryOptions } from '../../../shared/features/mall/api/demands';
import { trimPrice } from '../../components/format';

/**
 * The open demands the supplier's machines could fill (matched in SQL whenever a demand, a good or
 * a plan changes): what the buyer asks, the best price the supplier offers against the buyer's
 * ceiling, and a link to the demand to quote on it.
 */
export function DemandMatchTable() {
  const { t } = useTranslation('console');
  const [page, setPage] = useState({ current: 1, size: 10 });
  const { data, isFetching } = useQuery(supplierMatchesQueryOptions(page));
  return (
    <Table<SupplierDemandMatch>
      dataSource={data?.records}
      loading={isFetching}
      rowKey={(row) => `${row.demandGoodsBaseId}-${row.kind}-${row.resourceId}`}
      scroll={{ x: 800 }}
      locale={{ emptyText: t('supplier.matches.empty') }}
      pagination={{ current: page.current, pageSize: page.size, total: data?.total ?? 0, onChange: (current, size) => setPage({ current, size }) }}
      columns={[
        {
          title: t('supplier.matches.demand'),
          dataIndex: 'demandTitle',
          render: (title: string, row) => (
            <a href={paths.demandDetail.getHref(row.demandGoodsBaseId)} target="_blank" rel="noreferrer">
              {title}
            </a>
          ),
        },
        { title: t('supplier.matches.gpuCount'), dataIndex: 'gpuCount', width: 100 },
        {
          title: t('supplier.matches.resource'),
          dataIndex: 'resourceTitle',
          render: (title: string, row) => (
            <>
              <Tag>{t(`supplier.matches.kinds.${row.kind}`)}</Tag>
              {title}
            </>
          ),
        },
        { title: t('supplier.matches.maxUnitPrice'), dataIndex: 'maxUnitPrice', render: (v: string) => `¥${trimPrice(v)}` },
        { title: t('supplier.matches.unitPrice'), dataIndex: 'unitPrice', render: (v: string) => `¥${trimPrice(v)}` },
        {
          title: t('supplier.matches.priceDiff'),
          dataIndex: 'priceDiff',
          render: (v: string) => {
            const diff = Number(v);
            const amount = trimPrice(v.replace(/^-/, ''));
            if (diff === 0) return <Typography.Text type="success">{t('supplier.matches.even')}</Typography.Text>;
            return diff < 0 ? (
              <Typography.Text type="success">{t('supplier.matches.under', { diff: amount })}</Typography.Text>
            ) : (
              <Typography.Text type="warning">{t('supplier.matches.over', { diff: amount })}</Typography.Text>
            );
          },
        },
      ]}
    />
  );
}
