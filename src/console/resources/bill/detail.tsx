import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, DatePicker, Form, Input, Radio, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { DetailFilter, DetailRow } from '../../../shared/contracts/bills';
import { BILL_GRANULARITIES, BILL_PRODUCT_NAMES, BILL_PRODUCTS } from '../../../shared/core/bills';
import { detailBillQueryOptions, exportDetailBill } from '../../../shared/features/costs/api/bills';
import { FilterBar, SelectFilter } from '../../components/FilterBar';
import { DownloadButton } from '../../components/DownloadButton';

interface DetailForm {
  dimension: DetailFilter['dimension'];
  granularity: DetailFilter['granularity'];
  day?: Dayjs | null;
  product?: DetailFilter['product'];
  consumptionType?: DetailFilter['consumptionType'];
  instanceId?: string;
}

const PAGE_SIZE = 20;

/** 明细账单 (T+1): by billing item or by instance, per month, day or hour, filtered, summed and exported whole. */
export function DetailBill({ month }: { month: string }) {
  const { t } = useTranslation('console');
  const [filter, setFilter] = useState<Omit<DetailFilter, 'month'>>({ dimension: 'item', granularity: 'day' });
  const [current, setCurrent] = useState(1);
  const full: DetailFilter = { ...filter, month };
  const detail = useQuery({ ...detailBillQueryOptions({ ...full, current, size: PAGE_SIZE }), placeholderData: keepPreviousData });
  const apply = (values: DetailForm) => {
    setCurrent(1);
    setFilter({
      dimension: values.dimension,
      granularity: values.granularity,
      day: values.day ? values.day.format('YYYY-MM-DD') : undefined,
      product: values.product,
      consumptionType: values.consumptionType,
      instanceId: values.instanceId?.trim() || undefined,
    });
  };
  const page = detail.data;
  const byItem = filter.dimension === 'item';
  return (
    <>
      <FilterBar<DetailForm>
        initialValues={{ dimension: 'item', granularity: 'day' }}
        onFinish={apply}
        onClear={() => {
          setCurrent(1);
          setFilter({ dimension: 'item', granularity: 'day' });
        }}
      >
        <Form.Item name="dimension" label={t('bills.dimension')}>
          <Radio.Group optionType="button" options={(['item', 'instance'] as const).map((d) => ({ value: d, label: t(`bills.dimensions.${d}`) }))} />
        </Form.Item>
        <SelectFilter name="granularity" label={t('bills.granularity')} placeholder={t('bills.granularity')} width={110} options={BILL_GRANULARITIES.map((g) => ({ value: g, label: t(`bills.granularities.${g}`) }))} />
        <Form.Item name="day">
          <DatePicker
            aria-label={t('bills.day')}
            placeholder={t('bills.day')}
            disabledDate={(d) => d.format('YYYY-MM') !== month || d.isAfter(dayjs(), 'day')}
            defaultPickerValue={dayjs(`${month}-01`)}
          />
        </Form.Item>
        <SelectFilter name="product" label={t('bills.product')} placeholder={t('bills.allProducts')} width={170} options={BILL_PRODUCTS.map((p) => ({ value: p, label: BILL_PRODUCT_NAMES[p] }))} />
        <SelectFilter
          name="consumptionType"
          label={t('bills.consumptionType')}
          placeholder={t('bills.allTypes')}
          width={120}
          options={(['prepaid', 'postpaid'] as const).map((c) => ({ value: c, label: t(`bills.consumptionTypes.${c}`) }))}
        />
        <Form.Item name="instanceId">
          <Input allowClear placeholder={t('bills.instanceId')} aria-label={t('bills.instanceId')} maxLength={40} style={{ width: 160 }} />
        </Form.Item>
      </FilterBar>
      <Card
        title={page ? t('bills.through', { date: page.through }) : t('bills.tabs.detail')}
        extra={
          <DownloadButton testId="bill-detail-export" fetch={() => exportDetailBill(full)} fileName={`明细账单-${month}.csv`}>
            {t('bills.export')}
          </DownloadButton>
        }
      >
        {detail.isError && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={detail.error instanceof Error ? detail.error.message : String(detail.error)} />}
        {page && (
          <Typography.Paragraph data-testid="bill-detail-total">
            {t('bills.detailTotal', { list: `¥${page.totals.listAmount}`, deduction: `¥${page.totals.deduction}`, amount: `¥${page.totals.amount}`, count: page.total })}
          </Typography.Paragraph>
        )}
        <Table<DetailRow>
          rowKey={(row) => `${row.period}|${row.product}|${row.instanceId}|${row.item ?? ''}|${row.unitPrice ?? ''}`}
          size="middle"
          loading={detail.isFetching}
          dataSource={page?.records ?? []}
          scroll={{ x: 1280 }}
          locale={{ emptyText: t('bills.empty') }}
          pagination={{ current, pageSize: PAGE_SIZE, total: page?.total ?? 0, showSizeChanger: false, onChange: setCurrent }}
          columns={[
            { title: t('bills.period'), dataIndex: 'period', width: 140, fixed: 'left' },
            { title: t('bills.product'), dataIndex: 'productName', width: 150 },
            {
              title: t('bills.consumptionType'),
              dataIndex: 'consumptionType',
              width: 90,
              render: (type: DetailRow['consumptionType']) => <Tag color={type === 'prepaid' ? 'blue' : 'purple'}>{t(`bills.consumptionTypes.${type}`)}</Tag>,
            },
            {
              title: t('bills.instance'),
              key: 'instance',
              width: 200,
              render: (_: unknown, row) => (
                <>
                  <div>{row.instanceName || '—'}</div>
                  <Typography.Text type="secondary" copyable={{ text: row.instanceId }} style={{ fontSize: 12 }}>
                    ID {row.instanceId}
                  </Typography.Text>
                </>
              ),
            },
            { title: t('bills.region'), dataIndex: 'regionName', width: 100, render: (v: string | null) => v ?? '—' },
            ...(byItem
              ? [
                  { title: t('bills.item'), dataIndex: 'item', width: 150 },
                  { title: t('bills.unitPrice'), dataIndex: 'unitPrice', width: 100, align: 'right' as const, render: (v: string | null) => (v ? `¥${v}` : '—') },
                ]
              : []),
            { title: t('bills.usage'), key: 'usage', width: 110, align: 'right', render: (_: unknown, row) => `${row.usage} ${row.usageUnit}` },
            { title: t('bills.listAmount'), dataIndex: 'listAmount', width: 100, align: 'right', render: (v: string) => `¥${v}` },
            { title: t('bills.deduction'), dataIndex: 'deduction', width: 130, align: 'right', render: (v: string) => (v === '0.00' ? '—' : `-¥${v}`) },
            { title: t('bills.amount'), dataIndex: 'amount', width: 110, align: 'right', fixed: 'right', render: (v: string) => <Typography.Text strong>¥{v}</Typography.Text> },
          ]}
        />
      </Card>
    </>
  );
}
