import { PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Grid, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import type { ContractItem } from '../../../shared/contracts/contract';
import { CONTRACT_KINDS, ONLINE_CONTRACT_STATUSES, type ContractKind, type OnlineContractStatus } from '../../../shared/core/contract';
import { contractListQuery } from '../../../shared/features/contract/api/contracts';
import { useTranslation } from '../../../shared/i18n';
import { PageContainer } from '../../components/PageContainer';
import { useContractColumns } from './columns';
import { DetailDrawer, downloadContract } from './detail-drawer';
import { GenerateModal } from './generate-modal';
import { VerifyModal } from './verify-modal';

interface Filters {
  kind?: ContractKind;
  status?: OnlineContractStatus;
  keyword?: string;
}

/**
 * 合同管理 (/bss-contract): every contract of the user — framework, recharge and consumption
 * contracts signed online, and the mall's rental contracts — with filters, a detail drawer (sign,
 * download, terminate), 生成合同 and 验证文件.
 */
export default function ContractList() {
  const { t } = useTranslation('console');
  const [filters, setFilters] = useState<Filters>({});
  const [draft, setDraft] = useState<Filters>({});
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [open, setOpen] = useState<ContractItem | null>(null);
  const [generating, setGenerating] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const list = useQuery({ ...contractListQuery({ ...page, ...filters }), placeholderData: keepPreviousData });
  const download = useMutation({ mutationFn: (row: ContractItem) => downloadContract(row.id, row.sha256 !== null) });
  const wide = Grid.useBreakpoint().md ?? true;
  const columns = useContractColumns(wide, setOpen, (row) => download.mutate(row));
  const apply = (next: Filters) => {
    setFilters(next);
    setPage((p) => ({ ...p, current: 1 }));
  };

  return (
    <PageContainer title={t('contracts.title')} intro={t('contracts.intro')}>
      <Card>
        <Space wrap style={{ marginBottom: 16, width: '100%' }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setGenerating(true)}>
            {t('contracts.generate')}
          </Button>
          <Button icon={<SafetyCertificateOutlined />} onClick={() => setVerifying(true)}>
            {t('contracts.verify')}
          </Button>
        </Space>
        <Space wrap style={{ marginBottom: 16 }}>
          <Select<ContractKind>
            allowClear
            aria-label={t('contracts.filter.kind')}
            placeholder={t('contracts.filter.kind')}
            style={{ width: 140 }}
            value={draft.kind}
            onChange={(kind) => setDraft((d) => ({ ...d, kind }))}
            options={CONTRACT_KINDS.map((kind) => ({ value: kind, label: t(`contracts.kinds.${kind}`) }))}
          />
          <Select<OnlineContractStatus>
            allowClear
            aria-label={t('contracts.filter.status')}
            placeholder={t('contracts.filter.status')}
            style={{ width: 120 }}
            value={draft.status}
            onChange={(status) => setDraft((d) => ({ ...d, status }))}
            options={ONLINE_CONTRACT_STATUSES.map((status) => ({ value: status, label: t(`contracts.statuses.${status}`) }))}
          />
          <Input
            allowClear
            aria-label={t('contracts.filter.keyword')}
            placeholder={t('contracts.filter.keyword')}
            style={{ width: 200 }}
            maxLength={50}
            value={draft.keyword}
            onChange={(event) => setDraft((d) => ({ ...d, keyword: event.target.value || undefined }))}
            onPressEnter={() => apply(draft)}
          />
          <Button type="primary" onClick={() => apply(draft)}>
            {t('contracts.filter.search')}
          </Button>
          <Button
            onClick={() => {
              setDraft({});
              apply({});
            }}
          >
            {t('contracts.filter.reset')}
          </Button>
        </Space>
        <Table<ContractItem>
          rowKey="id"
          data-testid="contract-table"
          loading={list.isFetching}
          dataSource={list.data?.records ?? []}
          scroll={wide ? { x: 1060 } : undefined}
          size={wide ? 'middle' : 'small'}
          locale={{ emptyText: t('contracts.empty') }}
          onRow={(row) => ({ onClick: () => setOpen(row), style: { cursor: 'pointer' } })}
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: list.data?.total ?? 0,
            showSizeChanger: wide,
            onChange: (current, size) => setPage({ current, size }),
          }}
          columns={columns}
        />
      </Card>
      <DetailDrawer item={open} onClose={() => setOpen(null)} />
      <GenerateModal
        open={generating}
        onClose={() => setGenerating(false)}
        onDone={(made) => {
          setGenerating(false);
          void list.refetch();
          setOpen(made);
        }}
      />
      <VerifyModal open={verifying} onClose={() => setVerifying(false)} />
    </PageContainer>
  );
}
