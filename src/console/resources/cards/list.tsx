import { PlusOutlined } from '@ant-design/icons';
import type { CrudFilters } from '@refinedev/core';
import { App, Button, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { CardBatch, CardBatchQuery, IssuedBatch } from '../../../shared/contracts/cards';
import { CARD_BATCH_STATUSES, CARD_KINDS } from '../../../shared/core/cards';
import { formatDateTime } from '../../../shared/core/time';
import { useRevokeBatch } from '../../../shared/features/cards/api/issue-batch';
import { FilterBar, KeywordFilter, SelectFilter } from '../../components/FilterBar';
import { PageContainer } from '../../components/PageContainer';
import { CodesModal } from './CodesModal';
import { IssueForm } from './IssueForm';
import { RedemptionDrawer } from './RedemptionDrawer';
import { actionsColumn, timeColumn } from '../../components/columns';
import { TableCard } from '../../components/TableCard';
import { useAntdTable } from '../../components/use-antd-table';

type Search = Pick<CardBatchQuery, 'keyword' | 'kind' | 'status'>;

/** 卡券 (cards:manage): batches of redeem cards, issued with their codes shown once, revoked, reported. */
export default function CardBatchList() {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<IssuedBatch | null>(null);
  const [reporting, setReporting] = useState<CardBatch | null>(null);
  const revoke = useRevokeBatch();
  const { tableProps, searchFormProps } = useAntdTable<CardBatch, Search>({
    resource: 'cardBatch',
    pagination: { pageSize: 20 },
    onSearch: (values): CrudFilters => [
      { field: 'keyword', operator: 'contains', value: values.keyword?.trim() || undefined },
      { field: 'kind', operator: 'eq', value: values.kind || undefined },
      { field: 'status', operator: 'eq', value: values.status || undefined },
    ],
  });

  const faceValue = (batch: CardBatch) =>
    batch.kind === 'balance' ? `¥${batch.amount}` : `${batch.quantity} ${t(batch.kind === 'card_hours' ? 'cards.units.hours' : 'cards.units.images')}`;

  return (
    <PageContainer
      title={t('cards.title')}
      intro={t('cards.intro')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setIssuing(true)}>
          {t('cards.issueTitle')}
        </Button>
      }
    >
      <FilterBar {...searchFormProps}>
        <KeywordFilter name="keyword" label={t('cards.keyword')} width={200} />
        <SelectFilter name="kind" label={t('cards.fields.kind')} placeholder={t('cards.allKinds')} width={140} options={CARD_KINDS.map((k) => ({ value: k, label: t(`cards.kinds.${k}`) }))} />
        <SelectFilter name="status" label={t('cards.columns.status')} placeholder={t('cards.allStatuses')} width={120} options={CARD_BATCH_STATUSES.map((s) => ({ value: s, label: t(`cards.statuses.${s}`) }))} />
      </FilterBar>
      <TableCard<CardBatch>
        {...tableProps}
        width={1280}
        columns={[
          { title: t('cards.fields.name'), dataIndex: 'name', width: 200, render: (name: string, batch) => <span data-batch-id={batch.id}>{name}</span> },
          { title: t('cards.fields.kind'), dataIndex: 'kind', width: 110, render: (kind: CardBatch['kind']) => t(`cards.kinds.${kind}`) },
          { title: t('cards.columns.faceValue'), key: 'face', width: 110, render: (_: unknown, batch) => faceValue(batch) },
          { title: t('cards.columns.redeemed'), key: 'redeemed', width: 110, render: (_: unknown, batch) => `${batch.redeemed} / ${batch.count}` },
          { title: t('cards.fields.perUserLimit'), dataIndex: 'perUserLimit', width: 90 },
          {
            title: t('cards.fields.validity'),
            key: 'validity',
            width: 220,
            render: (_: unknown, batch) =>
              batch.validFrom || batch.expiresAt ? `${batch.validFrom ? formatDateTime(batch.validFrom) : t('cards.now')} ~ ${batch.expiresAt ? formatDateTime(batch.expiresAt) : t('cards.forever')}` : t('cards.forever'),
          },
          {
            title: t('cards.columns.status'),
            key: 'status',
            width: 150,
            render: (_: unknown, batch) => (
              <Space size={4} wrap>
                <Tag color={batch.status === 'active' ? 'green' : 'default'}>{t(`cards.statuses.${batch.status}`)}</Tag>
                <Tag color={batch.exportedAt ? 'blue' : 'orange'}>{t(batch.exportedAt ? 'cards.exportedTag' : 'cards.notExportedTag')}</Tag>
              </Space>
            ),
          },
          timeColumn(t('cards.columns.createdAt'), 'createdAt', { width: 150, sorter: true }),
          actionsColumn(t('goodsAdmin.columns.actions'), { width: 150, fixed: 'right' }, (batch) => (
            <Space size={4}>
              <Button size="small" onClick={() => setReporting(batch)} aria-label={`${t('cards.report.open')} ${batch.name}`}>
                {t('cards.report.open')}
              </Button>
              {batch.status === 'active' && (
                <Popconfirm
                  title={t('cards.revokeConfirm')}
                  description={t('cards.revokeHint')}
                  okText={t('cards.revoke')}
                  cancelText={t('goodsAdmin.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={async () => {
                    await revoke.mutateAsync(batch.id);
                    message.success(t('cards.revoked'));
                  }}
                >
                  <Button size="small" danger aria-label={`${t('cards.revoke')} ${batch.name}`}>
                    {t('cards.revoke')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          )),
        ]}
      />
      <IssueForm
        open={issuing}
        onClose={() => setIssuing(false)}
        onIssued={(result) => {
          setIssuing(false);
          setIssued(result);
        }}
      />
      <CodesModal issued={issued} onClose={() => setIssued(null)} />
      <RedemptionDrawer batch={reporting} onClose={() => setReporting(null)} />
    </PageContainer>
  );
}
