import { useQuery } from '@tanstack/react-query';
import { formatYuan } from '../../../shared/core/money';
import { Alert, Card, Col, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import type { MonthlyProductRow } from '../../../shared/contracts/bills';
import { downloadAccountantPack, downloadStatement, monthlyBillQueryOptions } from '../../../shared/features/costs/api/bills';
import { DownloadButton } from '../../components/DownloadButton';

/** 月账单: the month per product and consumption type, the statement PDF and the accountant pack. */
export function MonthlyBillView({ month }: { month: string }) {
  const { t } = useTranslation('console');
  const bill = useQuery(monthlyBillQueryOptions(month));
  const data = bill.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {bill.isError && <Alert type="error" showIcon message={bill.error instanceof Error ? bill.error.message : String(bill.error)} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card loading={bill.isPending}>
            <Statistic title={t('bills.payable')} value={formatYuan(data?.totals.amount ?? '0.00')} />
            <Typography.Text type="secondary" data-testid="bill-through">
              {data ? `${t('bills.through', { date: data.through })} · ${data.closed ? t('bills.closed') : t('bills.open')}` : '\u00a0'}
            </Typography.Text>
          </Card>
        </Col>
        <Col xs={12} md={8}>
          <Card loading={bill.isPending}>
            <Statistic title={t('bills.listAmount')} value={formatYuan(data?.totals.listAmount ?? '0.00')} />
          </Card>
        </Col>
        <Col xs={12} md={8}>
          <Card loading={bill.isPending}>
            <Statistic title={t('bills.deduction')} value={formatYuan(data?.totals.deduction ?? '0.00')} />
          </Card>
        </Col>
      </Row>
      <Card title={t('bills.tabs.monthly')}>
        <Space wrap style={{ marginBottom: 16 }}>
          <DownloadButton testId="bill-pack" primary fetch={() => downloadAccountantPack(month)} fileName={`会计资料包-${month}.zip`}>
            {t('bills.pack')}
          </DownloadButton>
          <DownloadButton testId="bill-statement" fetch={() => downloadStatement(month)} fileName={`对账单-${month}.pdf`}>
            {t('bills.statement')}
          </DownloadButton>
        </Space>
        <Table<MonthlyProductRow>
          rowKey={(row) => `${row.product}-${row.consumptionType}`}
          size="middle"
          loading={bill.isPending}
          dataSource={data?.products ?? []}
          pagination={false}
          scroll={{ x: 640 }}
          locale={{ emptyText: t('bills.empty') }}
          columns={[
            { title: t('bills.product'), dataIndex: 'productName' },
            {
              title: t('bills.consumptionType'),
              dataIndex: 'consumptionType',
              render: (type: MonthlyProductRow['consumptionType']) => <Tag color={type === 'prepaid' ? 'blue' : 'purple'}>{t(`bills.consumptionTypes.${type}`)}</Tag>,
            },
            { title: t('bills.lines'), dataIndex: 'lines', align: 'right' },
            { title: t('bills.listAmount'), dataIndex: 'listAmount', align: 'right', render: (v: string) => `¥${v}` },
            { title: t('bills.deduction'), dataIndex: 'deduction', align: 'right', render: (v: string) => `¥${v}` },
            { title: t('bills.amount'), dataIndex: 'amount', align: 'right', render: (v: string) => <Typography.Text strong>¥{v}</Typography.Text> },
          ]}
          summary={() =>
            data && data.products.length > 0 ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  <Typography.Text strong>{t('bills.total')}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  ¥{data.totals.listAmount}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  ¥{data.totals.deduction}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  <Typography.Text strong data-testid="bill-month-total">
                    ¥{data.totals.amount}
                  </Typography.Text>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
        {data && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }} data-testid="bill-pack-note">
            {t('bills.packNote', { invoices: data.invoices, contracts: data.contracts })}
          </Typography.Paragraph>
        )}
      </Card>
    </Space>
  );
}
