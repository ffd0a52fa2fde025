import { DownloadOutlined } from '@ant-design/icons';
import { useList, type CrudFilters } from '@refinedev/core';
import { App, Button, DatePicker, Form, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { AccessPoint, ApiCall, ApiCallFilter } from '../../../shared/contracts/inference';
import { formatYuan } from '../../../shared/core/money';
import { formatDateTimeSeconds } from '../../../shared/core/time';
import { exportApiCalls } from '../../../shared/features/inference/api/access-points';
import { useTranslation } from '../../../shared/i18n';
import { CallCharts } from './CallCharts';
import { RecentLimits } from './RecentLimits';
import { downloadBlob } from '../../../shared/ui/download';
import { FilterBar, SelectFilter } from '../../components/FilterBar';
import { PageContainer } from '../../components/PageContainer';
import { fromPicker } from '../../components/picker-time';
import { TableCard } from '../../components/TableCard';
import { useAntdTable } from '../../components/use-antd-table';

interface Search {
  accessPointId?: number;
  outcome?: 'success' | 'error';
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The query the filters stand for (the list's and the export's). */
function toQuery(values: Search): ApiCallFilter {
  const [from, to] = values.range ?? [null, null];
  return {
    accessPointId: values.accessPointId || undefined,
    outcome: values.outcome || undefined,
    from: from ? fromPicker(from.startOf('day')) : undefined,
    to: to ? fromPicker(to.endOf('day')) : undefined,
  };
}

/**
 * API 调用日志 (统计): every call through the caller's access points, filtered, charted per hour and
 * per day, exported as CSV (streamed by the gateway), with each key's last 60 s beside its limits.
 */
export default function ApiCallLog() {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const [filter, setFilter] = useState<ApiCallFilter>({});
  const { result: points } = useList<AccessPoint>({ resource: 'accessPoint', pagination: { currentPage: 1, pageSize: 100 } });
  const { tableProps, searchFormProps } = useAntdTable<ApiCall, Search>({
    resource: 'apiCall',
    pagination: { pageSize: 20 },
    onSearch: (values): CrudFilters => {
      const q = toQuery(values);
      setFilter(q);
      return (['accessPointId', 'outcome', 'from', 'to'] as const).map((field) => ({ field, operator: 'eq' as const, value: q[field] }));
    },
  });

  const download = async () => {
    setExporting(true);
    try {
      const values = (searchFormProps.form?.getFieldsValue() ?? {}) as Search;
      downloadBlob(`api-calls-${Date.now()}.csv`, await exportApiCalls(toQuery(values)));
    } catch {
      void message.error(t('apiCall.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageContainer
      title={t('apiCall.title')}
      intro={t('apiCall.intro')}
      extra={
        <Button icon={<DownloadOutlined />} onClick={() => void download()} loading={exporting}>
          {t('apiCall.export')}
        </Button>
      }
    >
      <FilterBar {...searchFormProps}>
        <SelectFilter
          name="accessPointId"
          label={t('apiCall.accessPoint')}
          placeholder={t('apiCall.accessPoint')}
          width={180}
          options={(points?.data ?? []).map((point) => ({ value: point.id, label: point.name }))}
        />
        <SelectFilter
          name="outcome"
          label={t('apiCall.outcome')}
          placeholder={t('apiCall.outcome')}
          width={120}
          options={(['success', 'error'] as const).map((value) => ({ value, label: t(`apiCall.outcomes.${value}`) }))}
        />
        <Form.Item name="range">
          <DatePicker.RangePicker allowEmpty={[true, true]} aria-label={t('apiCall.range')} placeholder={[t('apiCall.from'), t('apiCall.to')]} />
        </Form.Item>
      </FilterBar>
      <CallCharts filter={filter} />
      <RecentLimits />
      <TableCard<ApiCall>
        {...tableProps}
        width={1600}
        locale={{ emptyText: t('apiCall.empty') }}
        columns={[
          { title: t('apiCall.time'), dataIndex: 'createdAt', width: 170, render: (at: string) => formatDateTimeSeconds(at) },
          { title: t('apiCall.accessPoint'), dataIndex: 'accessPointName', width: 140 },
          { title: t('apiCall.endpoint'), dataIndex: 'endpoint', width: 330, render: (endpoint: string) => <Typography.Text code>{endpoint}</Typography.Text> },
          {
            title: t('apiCall.status'),
            dataIndex: 'status',
            width: 80,
            render: (status: number, call) => <Tag color={call.error ? 'error' : 'success'}>{status}</Tag>,
          },
          { title: t('apiCall.latency'), dataIndex: 'latencyMs', width: 110, align: 'right' },
          { title: t('apiCall.units'), dataIndex: 'units', width: 90, align: 'right' },
          { title: t('apiCall.cost'), dataIndex: 'cost', width: 90, align: 'right', render: (cost: string) => formatYuan(cost) },
          { title: t('apiCall.billing'), dataIndex: 'free', width: 70, render: (free: boolean, call) => (call.units === 0 ? '—' : free ? t('apiCall.free') : t('apiCall.paid')) },
          { title: t('apiCall.clientIp'), dataIndex: 'clientIp', width: 130 },
          { title: t('apiCall.requestId'), dataIndex: 'requestId', width: 150, render: (id: string) => <Typography.Text copyable={{ text: id }}>{id.slice(0, 12)}…</Typography.Text> },
          { title: t('apiCall.error'), dataIndex: 'error', width: 260, render: (error: string | null) => error ?? '—' },
        ]}
      />
    </PageContainer>
  );
}
