import { AppstoreOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Switch, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { REVIEW_STATUSES } from '../../../shared/core/review';
import type { ReviewItem, ReviewKind, ReviewStatus } from '../../../shared/contracts/review';
import { useReviewKinds } from '../../../shared/features/review/api/get-review-kinds';
import { invalidateViews } from '../../../shared/query/views';
import { paths } from '../../../shared/config/paths';
import { PageContainer } from '../../components/PageContainer';
import { QueueTimes } from '../../components/QueueTimes';
import { LinkButton } from '../../components/LinkButton';
import { useAntdTable } from '../../components/use-antd-table';
import { BatchActions } from './batch';
import { useReviewColumns } from './columns';

interface Filters {
  kind?: ReviewKind;
  status?: ReviewStatus | 'all';
  mine?: boolean;
  keyword?: string;
}

const toCrud = (filters: Filters): CrudFilter[] => [
  { field: 'kind', operator: 'eq', value: filters.kind },
  { field: 'status', operator: 'eq', value: filters.status === 'all' ? undefined : (filters.status ?? 'pending') },
  { field: 'mine', operator: 'eq', value: filters.mine ? 'true' : undefined },
  { field: 'keyword', operator: 'contains', value: filters.keyword?.trim() || undefined },
];

/**
 * 审核中心 › 队列 (operators, finance for credit): every kind of application in one queue, oldest
 * waiting first; filter by kind, status, "mine" and keyword; claim, release, approve or reject
 * several at once.
 */
export default function ReviewList() {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const kinds = useReviewKinds();
  const [filters, setLocal] = useState<Filters>({ status: 'pending' });
  const [selected, setSelected] = useState<ReviewItem[]>([]);
  const columns = useReviewColumns();

  const { tableProps, tableQuery, setFilters, setCurrentPage } = useAntdTable<ReviewItem>({
    resource: 'review',
    syncWithLocation: false,
    filters: { initial: toCrud({ status: 'pending' }) },
    pagination: { pageSize: 20 },
    queryOptions: { refetchInterval: 30_000 },
  });

  const apply = (change: Partial<Filters>) => {
    const next = { ...filters, ...change };
    setLocal(next);
    setSelected([]);
    setFilters(toCrud(next), 'replace');
    setCurrentPage(1);
  };

  const refresh = () => invalidateViews(queryClient, 'reviews');

  const kindTabs = [
    { key: 'all', label: t('reviewCenter.allKinds') },
    ...(kinds.data ?? []).map((kind) => ({ key: kind.kind, label: kind.label })),
  ];

  return (
    <PageContainer
      title={t('reviewCenter.title')}
      intro={t('reviewCenter.intro')}
      extra={
        <>
          <LinkButton to={paths.reviewBoard.getHref()} icon={<AppstoreOutlined />}>{t('reviewCenter.board')}</LinkButton>
          <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
            {t('reviewCenter.refresh')}
          </Button>
        </>
      }
    >
      <div style={{ marginBottom: 16 }}>
        <QueueTimes active={filters.kind} onPick={(kind) => apply({ kind })} />
      </div>
      <Card styles={{ body: { paddingTop: 4 } }}>
        <Tabs activeKey={filters.kind ?? 'all'} items={kindTabs} onChange={(key) => apply({ kind: key === 'all' ? undefined : (key as ReviewKind) })} />
        <Form layout="inline" style={{ rowGap: 12, marginBottom: 16 }} onFinish={(values: { keyword?: string }) => apply({ keyword: values.keyword })}>
          <Form.Item>
            <Select<ReviewStatus | 'all'>
              aria-label={t('reviewCenter.status')}
              value={filters.status ?? 'pending'}
              style={{ width: 140 }}
              onChange={(status) => apply({ status })}
              options={[{ value: 'all', label: t('reviewCenter.allStatuses') }, ...REVIEW_STATUSES.map((status) => ({ value: status, label: t(`reviewCenter.statuses.${status}`) }))]}
            />
          </Form.Item>
          <Form.Item label={t('reviewCenter.mine')}>
            <Switch aria-label={t('reviewCenter.mine')} checked={Boolean(filters.mine)} onChange={(mine) => apply({ mine })} />
          </Form.Item>
          <Form.Item name="keyword">
            <Input allowClear prefix={<SearchOutlined />} placeholder={t('reviewCenter.keyword')} aria-label={t('reviewCenter.keyword')} style={{ width: 260, maxWidth: '100%' }} maxLength={64} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              {t('common.search')}
            </Button>
          </Form.Item>
        </Form>

        <BatchActions selected={selected} kinds={kinds.data ?? []} onDone={() => setSelected([])} />

        <Table<ReviewItem>
          {...tableProps}
          // The 30 s refresh runs quietly; only a first load (or new filters) shows the spinner.
          loading={!tableQuery.isFetched}
          rowKey="id"
          scroll={{ x: 1100 }}
          locale={{ emptyText: t('reviewCenter.empty') }}
          rowSelection={{
            selectedRowKeys: selected.map((item) => item.id),
            onChange: (_keys, rows) => setSelected(rows),
            getCheckboxProps: (item) => ({ disabled: item.status !== 'pending', 'aria-label': item.title }),
          }}
          columns={columns}
        />
      </Card>
    </PageContainer>
  );
}
