import { AppstoreOutlined, CheckOutlined, CloseOutlined, EyeOutlined, LockOutlined, ReloadOutlined, RollbackOutlined, SearchOutlined, UnlockOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, List, Modal, Select, Space, Switch, Table, Tabs, Tag, Tooltip, Typography, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { Link } from 'react-router';
import { useSession } from '../../../shared/auth/session';
import { REVIEW_STATUSES } from '../../../shared/core/review';
import type { BatchBody, BatchResult, ReviewItem, ReviewKind, ReviewStatus } from '../../../shared/contracts/review';
import { formatDateTime } from '../../../shared/core/time';
import { useBatchReview } from '../../../shared/features/review/api/batch-review';
import { useClaimReview } from '../../../shared/features/review/api/claim-review';
import { useReviewKinds } from '../../../shared/features/review/api/get-review-kinds';
import { useReleaseReview } from '../../../shared/features/review/api/release-review';
import { invalidateViews } from '../../../shared/query/views';
import { toast } from '../../../shared/ui/toast';
import { paths } from '../../../shared/config/paths';
import { PageContainer } from '../../components/PageContainer';
import { QueueTimes } from '../../components/QueueTimes';
import { formatWait, OVERDUE_SECONDS } from '../../components/wait-time';
import { REVIEW_STATUS_COLORS, ReviewReasonPicker } from './parts';
import { timeColumn } from '../../components/columns';
import { LinkButton } from '../../components/LinkButton';
import { useAntdTable } from '../../components/use-antd-table';


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
  const { token } = theme.useToken();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const kinds = useReviewKinds();
  const [filters, setLocal] = useState<Filters>({ status: 'pending' });
  const [selected, setSelected] = useState<ReviewItem[]>([]);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const claim = useClaimReview();
  const release = useReleaseReview();
  const batch = useBatchReview();

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

  const isMine = (item: ReviewItem) => Boolean(item.claimedBy && user && String(item.claimedBy.id) === user.userBaseId);
  const refresh = () => invalidateViews(queryClient, 'reviews');

  const runBatch = async (action: BatchBody['action'], batchReason?: string) => {
    const ids = selected.map((item) => item.id);
    const results: BatchResult = await batch.mutateAsync({ ids, action, ...(batchReason ? { reason: batchReason } : {}) });
    const titles = new Map(selected.map((item) => [item.id, `${item.kindLabel} · ${item.title}`]));
    const failed = results.filter((r) => !r.ok).length;
    setSelected([]);
    if (failed === 0) {
      toast.success(t('reviewCenter.batchSummary', { ok: results.length, failed }));
      return;
    }
    Modal.info({
      title: t('reviewCenter.batchResults'),
      width: 560,
      content: (
        <>
          <p>{t('reviewCenter.batchSummary', { ok: results.length - failed, failed })}</p>
          <List
            size="small"
            dataSource={results}
            data-testid="batch-results"
            renderItem={(r) => (
              <List.Item>
                <Space direction="vertical" size={0}>
                  <Typography.Text strong>{titles.get(r.id) ?? `#${r.id}`}</Typography.Text>
                  <Typography.Text type={r.ok ? 'success' : 'danger'}>
                    {r.ok ? t('reviewCenter.batchOk') : `${t('reviewCenter.batchFailed')}：${r.message}`}
                  </Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        </>
      ),
    });
  };

  const selectedKinds = useMemo(() => new Set(selected.map((item) => item.kind)), [selected]);
  const templates = (kinds.data ?? []).filter((k) => selectedKinds.has(k.kind)).flatMap((k) => k.rejectTemplates);

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

        {selected.length > 0 && (
          <Alert
            type="info"
            style={{ marginBottom: 12 }}
            data-testid="batch-bar"
            message={
              <Space wrap>
                <span>{t('reviewCenter.selected', { count: selected.length })}</span>
                <Button size="small" icon={<LockOutlined />} loading={batch.isPending} onClick={() => void runBatch('claim')}>
                  {t('reviewCenter.batchClaim')}
                </Button>
                <Button size="small" icon={<UnlockOutlined />} loading={batch.isPending} onClick={() => void runBatch('release')}>
                  {t('reviewCenter.batchRelease')}
                </Button>
                <Button
                  size="small"
                  type="primary"
                  icon={<CheckOutlined />}
                  loading={batch.isPending}
                  onClick={() =>
                    Modal.confirm({
                      title: t('reviewCenter.batchApprove'),
                      content: t('reviewCenter.batchApproveConfirm', { count: selected.length }),
                      onOk: () => runBatch('approve'),
                    })
                  }
                >
                  {t('reviewCenter.batchApprove')}
                </Button>
                <Button size="small" danger icon={<CloseOutlined />} loading={batch.isPending} onClick={() => setRejecting(true)}>
                  {t('reviewCenter.batchReject')}
                </Button>
                <Button size="small" type="link" onClick={() => setSelected([])}>
                  {t('reviewCenter.clearSelection')}
                </Button>
              </Space>
            }
          />
        )}

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
          columns={[
            {
              title: t('reviewCenter.columns.applicant'),
              key: 'applicant',
              width: 140,
              render: (_, item) => (
                <Space direction="vertical" size={0}>
                  <span>{item.applicant.name}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    @{item.applicant.userName}
                  </Typography.Text>
                </Space>
              ),
            },
            { title: t('reviewCenter.columns.kind'), dataIndex: 'kindLabel', width: 100, render: (label: string) => <Tag>{label}</Tag> },
            {
              title: t('reviewCenter.columns.title'),
              key: 'title',
              render: (_, item) => (
                <Space size={4} wrap>
                  <Link to={paths.reviewShow.getHref(item.id)}>{item.title}</Link>
                  {item.round > 1 && <Tag color="purple">{t('reviewCenter.round', { round: item.round })}</Tag>}
                </Space>
              ),
            },
            timeColumn(t('reviewCenter.columns.submittedAt'), 'submittedAt', { width: 140 }),
            {
              title: t('reviewCenter.columns.waited'),
              dataIndex: 'waitedSeconds',
              width: 110,
              render: (seconds: number, item) => (
                <span style={{ color: item.status === 'pending' && seconds > OVERDUE_SECONDS ? token.colorError : undefined }}>{formatWait(t, seconds)}</span>
              ),
            },
            {
              title: t('reviewCenter.columns.status'),
              dataIndex: 'status',
              width: 84,
              render: (status: ReviewStatus) => <Tag color={REVIEW_STATUS_COLORS[status]}>{t(`reviewCenter.statuses.${status}`)}</Tag>,
            },
            {
              title: t('reviewCenter.columns.claimedBy'),
              key: 'claimedBy',
              width: 110,
              render: (_, item) =>
                item.claimedBy ? (
                  <Tooltip title={item.claimExpiresAt ? t('reviewCenter.claimedUntil', { time: formatDateTime(item.claimExpiresAt) }) : undefined}>
                    <Tag icon={<LockOutlined />} color={isMine(item) ? 'blue' : 'orange'}>
                      {isMine(item) ? t('reviewCenter.me') : item.claimedBy.name}
                    </Tag>
                  </Tooltip>
                ) : item.status === 'pending' ? (
                  <Typography.Text type="secondary">{t('reviewCenter.unclaimed')}</Typography.Text>
                ) : (
                  (item.decidedBy?.name ?? t('common.none'))
                ),
            },
            {
              title: t('reviewCenter.columns.actions'),
              key: 'actions',
              width: 160,
              fixed: 'right',
              render: (_, item) => (
                <Space size={4}>
                  <LinkButton to={paths.reviewShow.getHref(item.id)} size="small" icon={<EyeOutlined />}>
                    {t('reviewCenter.view')}
                  </LinkButton>
                  {item.status === 'pending' && !item.claimedBy && (
                    <Button
                      size="small"
                      icon={<LockOutlined />}
                      aria-label={`${t('reviewCenter.claim')} ${item.title}`}
                      loading={claim.isPending && claim.variables === item.id}
                      onClick={() => claim.mutate(item.id, { onSuccess: () => toast.success(t('reviewCenter.claimed')) })}
                    >
                      {t('reviewCenter.claim')}
                    </Button>
                  )}
                  {item.status === 'pending' && isMine(item) && (
                    <Button
                      size="small"
                      icon={<RollbackOutlined />}
                      loading={release.isPending && release.variables === item.id}
                      onClick={() => release.mutate(item.id, { onSuccess: () => toast.success(t('reviewCenter.released')) })}
                    >
                      {t('reviewCenter.release')}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>

      <Modal
        open={rejecting}
        title={t('reviewCenter.batchRejectTitle', { count: selected.length })}
        okText={t('reviewItem.reject')}
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: batch.isPending }}
        onCancel={() => setRejecting(false)}
        onOk={async () => {
          await runBatch('reject', reason.trim());
          setRejecting(false);
          setReason('');
        }}
        destroyOnHidden
      >
        <ReviewReasonPicker templates={[...new Set(templates)]} value={reason} onChange={setReason} placeholder={t('reviewItem.rejectReasonPlaceholder')} />
      </Modal>
    </PageContainer>
  );
}
