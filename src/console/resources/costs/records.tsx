import type { CrudFilter } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Form, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { RecordFilter, RecordSummaryRow } from '../../../shared/contracts/costs';
import type { WalletTransaction } from '../../../shared/contracts/wallet';
import { formatYuan, toMinor } from '../../../shared/core/money';
import { formatDateTimeSeconds } from '../../../shared/core/time';
import { RECORD_CHANNEL_LABELS, RECORD_TYPE_LABELS, recordChannel, recordReference, type RecordType } from '../../../shared/core/wallet-records';
import { exportRecords, exportRecordsXlsx, recordSummaryQueryOptions } from '../../../shared/features/costs/api/records';
import { FilterBar, SelectFilter } from '../../components/FilterBar';
import { DownloadButton } from '../../components/DownloadButton';
import { PageContainer } from '../../components/PageContainer';
import { useAntdTable } from '../../components/use-antd-table';

interface FilterForm {
  type?: RecordType;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const TYPE_COLORS: Record<RecordType, string> = {
  recharge: 'green',
  redeem: 'cyan',
  consume: 'orange',
  refund: 'blue',
  credit: 'purple',
  freeze: 'default',
  unfreeze: 'default',
  income: 'gold',
  repayment: 'purple',
};

const signed = (amount: string) => (
  <Typography.Text type={toMinor(amount) < 0 ? undefined : 'success'} strong>
    {toMinor(amount) > 0 ? '+' : ''}
    {formatYuan(amount)}
  </Typography.Text>
);

/** 收支明细 (/bss-Wallet): every wallet movement, filtered, summed per month and type, and exported whole. */
export default function WalletRecordsPage() {
  const { t } = useTranslation('console');
  const [filter, setFilter] = useState<RecordFilter>({});
  const apply = (values: FilterForm) => {
    const [from, to] = values.range ?? [];
    setFilter({
      type: values.type,
      createdAtMin: from ? from.startOf('day').toISOString() : undefined,
      createdAtMax: to ? to.endOf('day').toISOString() : undefined,
    });
  };
  return (
    <PageContainer title={t('costs.records.title')} intro={t('costs.records.intro')} extra={
        <>
          <ExportButton filter={filter} format="csv" />
          <ExportButton filter={filter} format="xlsx" />
        </>
      }>
      <FilterBar<FilterForm> onFinish={apply} onClear={() => setFilter({})}>
        <SelectFilter
          name="type"
          label={t('costs.records.type')}
          placeholder={t('costs.records.allTypes')}
          width={150}
          options={Object.entries(RECORD_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <Form.Item name="range">
          <DatePicker.RangePicker aria-label={t('costs.records.range')} />
        </Form.Item>
      </FilterBar>
      <Card style={{ marginBottom: 16 }} data-testid="wallet-records">
        <RecordTable key={JSON.stringify(filter)} filter={filter} />
      </Card>
      <Summary filter={filter} />
    </PageContainer>
  );
}

function ExportButton({ filter, format }: { filter: RecordFilter; format: 'csv' | 'xlsx' }) {
  const { t } = useTranslation('console');
  return (
    <DownloadButton
      fetch={() => (format === 'csv' ? exportRecords(filter) : exportRecordsXlsx(filter))}
      fileName={() => `收支明细-${new Date().toISOString().slice(0, 10)}.${format}`}
      testId={`records-export-${format}`}
      busyText={t('costs.records.exporting')}
    >
      {t(format === 'csv' ? 'costs.records.export' : 'costs.records.exportXlsx')}
    </DownloadButton>
  );
}

function RecordTable({ filter }: { filter: RecordFilter }) {
  const { t } = useTranslation('console');
  const permanent: CrudFilter[] = Object.entries(filter)
    .filter(([, value]) => value !== undefined)
    .map(([field, value]) => ({ field, operator: 'eq', value }));
  const { tableProps } = useAntdTable<WalletTransaction>({ resource: 'walletTransactions', pagination: { pageSize: 20 }, filters: { permanent }, sorters: { initial: [] } });
  return (
    <Table<WalletTransaction>
      {...tableProps}
      rowKey="id"
      size="middle"
      scroll={{ x: 1000 }}
      locale={{ emptyText: t('costs.records.empty') }}
      columns={[
        { title: t('costs.records.time'), dataIndex: 'createdAt', width: 170, render: (value: string) => formatDateTimeSeconds(value) },
        { title: t('costs.records.type'), dataIndex: 'type', width: 100, render: (type: RecordType) => <Tag color={TYPE_COLORS[type]}>{RECORD_TYPE_LABELS[type]}</Tag> },
        { title: t('costs.records.amount'), dataIndex: 'amount', align: 'right', width: 130, render: signed },
        { title: t('costs.records.creditPart'), dataIndex: 'creditAmount', align: 'right', width: 110, render: (value: string) => (toMinor(value) === 0 ? '—' : formatYuan(value)) },
        { title: t('costs.records.balanceAfter'), dataIndex: 'balanceAfter', align: 'right', width: 130, render: (value: string) => formatYuan(value) },
        { title: t('costs.records.channel'), key: 'channel', width: 100, render: (_: unknown, row) => RECORD_CHANNEL_LABELS[recordChannel(row)] },
        { title: t('costs.records.reference'), key: 'reference', render: (_: unknown, row) => <Typography.Text copyable={!!row.refId}>{recordReference(row.refType, row.refId)}</Typography.Text> },
        { title: t('costs.records.remark'), dataIndex: 'remark', ellipsis: true },
      ]}
    />
  );
}

/** Month by month, each type's count and sum, for the same filter as the table. */
function Summary({ filter }: { filter: RecordFilter }) {
  const { t } = useTranslation('console');
  const summary = useQuery(recordSummaryQueryOptions(filter));
  const months = useMemo(() => {
    const byMonth = new Map<string, RecordSummaryRow[]>();
    for (const row of summary.data ?? []) byMonth.set(row.month, [...(byMonth.get(row.month) ?? []), row]);
    return [...byMonth.entries()].map(([month, rows]) => ({ month, rows }));
  }, [summary.data]);
  return (
    <Card title={t('costs.records.summary')} loading={summary.isLoading}>
      <Table
        rowKey="month"
        size="small"
        pagination={false}
        dataSource={months}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('costs.records.empty') }}
        columns={[
          { title: t('costs.records.month'), dataIndex: 'month', width: 100 },
          {
            title: t('costs.records.summary'),
            key: 'types',
            render: (_: unknown, month: { rows: RecordSummaryRow[] }) => (
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                {month.rows.map((row) => (
                  <Tag key={row.type} color={TYPE_COLORS[row.type]} data-testid={`summary-${month.rows[0]!.month}-${row.type}`}>
                    {RECORD_TYPE_LABELS[row.type]} · {t('costs.records.count')} {row.count} · {formatYuan(row.amount)}
                  </Tag>
                ))}
              </div>
            ),
          },
        ]}
      />
    </Card>
  );
}
