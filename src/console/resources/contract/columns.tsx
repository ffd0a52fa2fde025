import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space, type TableColumnsType } from 'antd';
import type { ContractItem } from '../../../shared/contracts/contract';
import type { OnlineContractStatus } from '../../../shared/core/contract';
import { formatYuan } from '../../../shared/core/money';
import { formatDate } from '../../../shared/core/time';
import { useTranslation } from '../../../shared/i18n';
import { ContractStatusTag, KindTag } from './status';

/** The list's columns: all of them on a wide screen; on a phone the contract in one cell, its state beside it. */
export function useContractColumns(wide: boolean, open: (row: ContractItem) => void, download: (row: ContractItem) => void): TableColumnsType<ContractItem> {
  const { t } = useTranslation('console');
  const actions = (row: ContractItem) => (
    <Space size={0} onClick={(event) => event.stopPropagation()}>
      <Button type="link" size="small" onClick={() => open(row)}>
        {t('contracts.view')}
      </Button>
      {row.kind !== 'rental' && (
        <Button type="link" size="small" icon={<DownloadOutlined />} aria-label={t('contracts.download')} onClick={() => download(row)}>
          PDF
        </Button>
      )}
    </Space>
  );
  const period = (row: ContractItem) => (row.startsAt ? `${formatDate(row.startsAt)} – ${formatDate(row.endsAt)}` : '—');
  const wideColumns: TableColumnsType<ContractItem> = [
    { title: t('contracts.columns.id'), dataIndex: 'id', width: 200 },
    {
      title: t('contracts.columns.title'),
      dataIndex: 'title',
      width: 200,
      render: (title: string, row) => (
        <Space direction="vertical" size={2}>
          <span>{title}</span>
          <KindTag kind={row.kind} />
        </Space>
      ),
    },
    { title: t('contracts.columns.parties'), key: 'parties', width: 190, ellipsis: true, render: (_: unknown, row) => `${row.partyName} / ${row.counterparty}` },
    { title: t('contracts.columns.amount'), dataIndex: 'amount', width: 110, align: 'right', render: (value: string | null) => (value ? formatYuan(value) : '—') },
    { title: t('contracts.columns.period'), key: 'period', width: 200, render: (_: unknown, row) => period(row) },
    { title: t('contracts.columns.status'), dataIndex: 'status', width: 90, render: (status: OnlineContractStatus) => <ContractStatusTag status={status} /> },
    { title: t('contracts.columns.actions'), key: 'actions', width: 130, render: (_: unknown, row) => actions(row) },
  ];
  // A phone: the contract in one cell (name, kind, number, term), its state, and the actions.
  const narrowColumns: TableColumnsType<ContractItem> = [
    {
      title: t('contracts.columns.title'),
      key: 'contract',
      render: (_: unknown, row) => (
        <Space direction="vertical" size={2} style={{ minWidth: 0 }}>
          <Space size={4} wrap>
            <span>{row.title}</span>
            <KindTag kind={row.kind} />
          </Space>
          <span style={{ fontSize: 12, opacity: 0.65, wordBreak: 'break-all' }}>{row.id}</span>
          <span style={{ fontSize: 12, opacity: 0.65 }}>{period(row)}</span>
          {actions(row)}
        </Space>
      ),
    },
    { title: t('contracts.columns.status'), dataIndex: 'status', width: 84, render: (status: OnlineContractStatus) => <ContractStatusTag status={status} /> },
  ];
  return wide ? wideColumns : narrowColumns;
}
