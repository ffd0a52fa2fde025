import { Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import type { Contract } from '../../../shared/contracts/mall';
import { formatDate } from '../../../shared/core/time';
import { PageContainer } from '../../components/PageContainer';
import { useAntdTable } from '../../components/use-antd-table';
import { moneyColumn, timeColumn } from '../../components/columns';
import { TableCard } from '../../components/TableCard';

/** The contract's frozen text as paragraphs. */
function ContractBody({ content }: { content: string }) {
  return (
    <article style={{ lineHeight: 1.9, whiteSpace: 'pre-wrap' }} data-testid="contract-text">
      {content.replace(/^# /, '').replace(/\n- /g, '\n· ')}
    </article>
  );
}

/** 合同管理 (/bss-contract): the contracts the user signed, as buyer or supplier; a row opens its text. */
export default function ContractList() {
  const { t } = useTranslation('console');
  const { tableProps } = useAntdTable<Contract>({ resource: 'contract', pagination: { pageSize: 20 } });
  return (
    <PageContainer title={t('contract.title')} intro={t('contract.intro')}>
      <TableCard<Contract>
        {...tableProps}
        width={1000}
        empty={t('contract.empty')}
        expandable={{ expandedRowRender: (row) => <ContractBody content={row.content} /> }}
        columns={[
          { title: t('contract.id'), dataIndex: 'id', width: 230 },
          { title: t('contract.name'), dataIndex: 'title' },
          { title: t('contract.parties'), key: 'parties', render: (_: unknown, row) => `${row.buyerName} / ${row.supplierName}` },
          moneyColumn(t('contract.amount'), 'amount', { width: 140 }),
          { title: t('contract.period'), key: 'period', width: 210, render: (_: unknown, row) => `${formatDate(row.startsAt)} – ${formatDate(row.endsAt)}` },
          { title: t('contract.status'), dataIndex: 'status', width: 100, render: (s: Contract['status']) => <Tag color="blue">{t(`contract.statuses.${s}`)}</Tag> },
          timeColumn(t('contract.createdAt'), 'createdAt', { width: 160 }),
        ]}
      />
    </PageContainer>
  );
}
