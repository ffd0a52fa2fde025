import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Descriptions, Form, Input, Modal, Popconfirm, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import type { StatementDetail } from '../../../shared/contracts/supplier';
import { exportStatement, useConfirmStatement, useDisputeStatement, useStatement } from '../../../shared/features/supplier/api/statements';
import { downloadBlob } from '../../../shared/ui/download';
import { PageContainer } from '../../components/PageContainer';
import { StatusPage } from '../../shell/StatusPage';
import { useTabDetail } from '../../shell/tabs/use-tabs';
import { floorProRataText, formatDateTime } from '../../../shared/core/time';
import { formatYuan } from '../../../shared/core/money';
import { LinkButton } from '../../components/LinkButton';

type Line = StatementDetail['lines'][number];
const COLORS = { draft: 'default', issued: 'processing', confirmed: 'cyan', disputed: 'error', settled: 'success' } as const;

/** /bss-profit/bill/{id} (the SPEC's URL): a supplier's weekly statement, its lines, and the supplier's confirmation (which credits the wallet) or dispute. */
export default function SupplierStatementShow() {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const { id } = useParams();
  const { data: statement, isError, isLoading } = useStatement(id);
  const confirm = useConfirmStatement();
  const dispute = useDisputeStatement();
  const [disputing, setDisputing] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  useTabDetail(statement ? `${statement.weekStart}` : undefined);
  if (isError) return <StatusPage status={404} />;

  /** Downloads the statement as the gateway renders it: CSV, or PDF with the net in Chinese capitals (a failure is shown by the client). */
  const download = async (format: 'export' | 'pdf', extension: string) => {
    if (!id) return;
    downloadBlob(`statement-${id}.${extension}`, await exportStatement(id, format));
  };

  return (
    <PageContainer
      title={t('supplier.statement.title')}
      extra={
        <Space wrap className="no-print">
          <Button icon={<DownloadOutlined />} onClick={() => void download('export', 'csv').catch(() => undefined)}>
            {t('supplier.statement.exportCsv')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void download('pdf', 'pdf').catch(() => undefined)}>
            {t('supplier.statement.exportPdf')}
          </Button>
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('supplier.statement.print')}
          </Button>
          <LinkButton to={paths.bssProfit.getHref()}>{t('supplier.plans.title')}</LinkButton>
        </Space>
      }
    >
      <Card loading={isLoading} style={{ marginBottom: 16 }}>
        {statement && (
          <>
            <Descriptions column={{ xs: 1, md: 3 }} size="small" style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('supplier.statement.plan')}>{statement.planName}</Descriptions.Item>
              <Descriptions.Item label={t('supplier.statement.week')}>
                {statement.weekStart} ~ {statement.weekEnd}
              </Descriptions.Item>
              <Descriptions.Item label={t('supplier.statement.status')}>
                <Tag color={COLORS[statement.status]} data-testid="statement-status">
                  {t(`supplier.statement.statuses.${statement.status}`)}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('supplier.statement.minIncome')}>{formatYuan(statement.minIncomeWeekly)}</Descriptions.Item>
              <Descriptions.Item label={t('supplier.statement.listedLabel')} span={2}>
                <span data-testid="statement-pro-rata">{t('supplier.statement.listed', { text: floorProRataText(statement.listedMinutes), amount: formatYuan(statement.proratedMinimum) })}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('supplier.statement.availabilityLabel')} span={3}>
                {t('supplier.statement.availability', { sold: statement.soldMinutes, outage: statement.outageMinutes })}
              </Descriptions.Item>
            </Descriptions>
            <Row gutter={[16, 16]}>
              {(['gross', 'covered', 'fee', 'floorTopUp', 'net'] as const).map((field) => (
                <Col xs={12} md={8} xl={4} key={field}>
                  <Statistic title={t(`supplier.statement.${field}`)} value={formatYuan(statement[field])} valueStyle={field === 'net' ? { fontWeight: 600 } : undefined} />
                </Col>
              ))}
            </Row>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {t('supplier.statement.netInWords', { words: statement.netInWords })}
            </Typography.Paragraph>
            {statement.disputeReason && <Typography.Paragraph type="danger">{statement.disputeReason}</Typography.Paragraph>}
            {statement.status === 'issued' && (
              <Space className="no-print">
                <Popconfirm
                  title={t('supplier.statement.confirmHint')}
                  onConfirm={async () => {
                    await confirm.mutateAsync(statement.id);
                    message.success(t('supplier.statement.confirmed'));
                  }}
                >
                  <Button type="primary" loading={confirm.isPending}>
                    {t('supplier.statement.confirm')}
                  </Button>
                </Popconfirm>
                <Button onClick={() => setDisputing(true)}>{t('supplier.statement.dispute')}</Button>
              </Space>
            )}
            {statement.settledAt && (
              <Typography.Paragraph type="success" style={{ marginTop: 8 }}>
                {t('supplier.statement.statuses.settled')} {formatDateTime(statement.settledAt)}
              </Typography.Paragraph>
            )}
          </>
        )}
      </Card>
      {statement && (
        <Card title={t('supplier.statement.lines')}>
          <Table<Line>
            rowKey="id"
            dataSource={statement.lines}
            pagination={false}
            scroll={{ x: 600 }}
            columns={[
              { title: t('supplier.statement.kind'), dataIndex: 'kind', width: 110, render: (kind: Line['kind']) => <Tag color={kind === 'floor' ? 'gold' : kind === 'covered' ? 'blue' : undefined}>{t(`supplier.statement.kinds.${kind}`)}</Tag> },
              { title: t('supplier.statement.description'), dataIndex: 'description' },
              { title: t('supplier.statement.amount'), dataIndex: 'amount', width: 140, align: 'right', render: (v: string) => formatYuan(v) },
            ]}
          />
        </Card>
      )}
      <Modal
        open={disputing}
        title={t('supplier.statement.dispute')}
        onCancel={() => setDisputing(false)}
        confirmLoading={dispute.isPending}
        onOk={async () => {
          const { reason } = await form.validateFields();
          await dispute.mutateAsync({ id: Number(id), reason });
          message.success(t('supplier.statement.disputed'));
          setDisputing(false);
        }}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="reason" label={t('supplier.statement.disputeReason')} rules={[{ required: true, whitespace: true, message: t('supplier.statement.disputeReason') }]}>
            <Input.TextArea rows={4} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </PageContainer>
  );
}
