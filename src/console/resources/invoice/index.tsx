import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Popconfirm, Row, Space, Statistic, Table, Tag, theme, Tooltip } from 'antd';
import { useState } from 'react';
import type { InvoiceRequest, InvoiceTitle } from '../../../shared/contracts/invoice';
import { formatYuan, toMinor } from '../../../shared/core/money';
import { formatDateTimeSeconds } from '../../../shared/core/time';
import { deleteTitle, invoiceAmountQuery, invoicePdf, invoiceRequestsQuery, invoiceTitlesQuery } from '../../../shared/features/invoice/api/invoices';
import { useTranslation } from '../../../shared/i18n';
import { invalidateViews } from '../../../shared/query/views';
import { downloadBlob } from '../../../shared/ui/download';
import { PageContainer } from '../../components/PageContainer';
import { RequestForm } from './request-form';
import { hasInvoice, hasRedInvoice, scopeText, StatusTag } from './status';
import { TitleForm } from './title-form';

const TITLE_STATUS_COLORS: Record<InvoiceTitle['status'], string> = { approved: 'green', reviewing: 'processing', rejected: 'red' };

/** 发票管理 (/bss-invoice): the invoiceable amount, the titles, the requests and their invoices. */
export default function InvoicePage() {
  const { t } = useTranslation('console');
  const client = useQueryClient();
  const { token } = theme.useToken();
  const amount = useQuery(invoiceAmountQuery());
  const titles = useQuery(invoiceTitlesQuery());
  const [requesting, setRequesting] = useState(false);
  const refresh = () => void invalidateViews(client, 'invoices');
  const invoiceable = amount.data?.invoiceable ?? '0.00';
  const canRequest = toMinor(invoiceable) > 0 && (titles.data ?? []).some((title) => title.status !== 'rejected');

  return (
    <PageContainer
      title={t('invoice.title')}
      intro={t('invoice.intro')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} disabled={!canRequest} onClick={() => setRequesting(true)} data-testid="request-open">
          {t('invoice.amount.apply')}
        </Button>
      }
    >
      <Card loading={amount.isLoading} style={{ marginBottom: 16 }}>
        <Row gutter={[24, 16]}>
          {(
            [
              ['invoiceable', amount.data?.invoiceable],
              ['spent', amount.data?.spent],
              ['refunded', amount.data?.refunded],
              ['invoiced', amount.data?.invoiced],
              ['notInvoiceable', amount.data?.notInvoiceable],
              ['unspent', amount.data?.unspentRecharge],
            ] as const
          ).map(([key, value]) => (
            <Col xs={12} md={8} xl={4} key={key} style={{ minWidth: 0 }} data-testid={`invoice-${key}`}>
              <Statistic
                title={t(`invoice.amount.${key}`)}
                value={formatYuan(value ?? '0.00')}
                valueStyle={key === 'invoiceable' ? { fontSize: 28, color: token.colorPrimary, fontWeight: 600 } : { fontSize: 20 }}
              />
            </Col>
          ))}
        </Row>
        <div style={{ color: token.colorTextSecondary, marginTop: 12 }}>{t('invoice.amount.formula')}</div>
      </Card>
      <Titles titles={titles.data ?? []} loading={titles.isLoading} onChange={refresh} />
      <Requests />
      <RequestForm
        open={requesting}
        titles={titles.data ?? []}
        invoiceable={invoiceable}
        onClose={() => setRequesting(false)}
        onDone={() => {
          setRequesting(false);
          refresh();
        }}
      />
    </PageContainer>
  );
}

function Titles({ titles, loading, onChange }: { titles: InvoiceTitle[]; loading: boolean; onChange: () => void }) {
  const { t } = useTranslation('console');
  const [editing, setEditing] = useState<InvoiceTitle | null | undefined>(undefined);
  return (
    <Card
      title={t('invoice.titles.title')}
      style={{ marginBottom: 16 }}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="title-add">
          {t('invoice.titles.add')}
        </Button>
      }
    >
      <Table<InvoiceTitle>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={titles}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: t('invoice.titles.empty') }}
        columns={[
          { title: t('invoice.titles.name'), dataIndex: 'title', render: (value: string, row) => <Space size={4}>{value}<Tag>{t(`invoice.titles.${row.kind}`)}</Tag></Space> },
          { title: t('invoice.titles.invoiceKind'), dataIndex: 'invoiceKind', width: 150, render: (value: InvoiceTitle['invoiceKind']) => t(`invoice.titles.${value}`) },
          { title: t('invoice.titles.taxNo'), dataIndex: 'taxNo', width: 190, render: (value: string) => value || '—' },
          {
            title: t('invoice.titles.status'),
            dataIndex: 'status',
            width: 110,
            render: (value: InvoiceTitle['status'], row) => (
              <Tooltip title={row.reviewReason}>
                <Tag color={TITLE_STATUS_COLORS[value]}>{t(`invoice.titles.${value}`)}</Tag>
              </Tooltip>
            ),
          },
          {
            title: t('invoice.list.actions'),
            key: 'actions',
            width: 110,
            render: (_: unknown, row) => (
              <Space>
                <Button size="small" type="text" icon={<EditOutlined />} aria-label={t('invoice.titles.edit')} onClick={() => setEditing(row)} />
                <Popconfirm title={t('invoice.titles.deleteConfirm')} onConfirm={() => deleteTitle(row.id).then(onChange, () => undefined)}>
                  <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('invoice.titles.delete')} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <TitleForm
        open={editing !== undefined}
        editing={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          onChange();
        }}
      />
    </Card>
  );
}

function Requests() {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [page, setPage] = useState({ current: 1, size: 10 });
  const requests = useQuery(invoiceRequestsQuery(page));
  const download = async (row: InvoiceRequest, red: boolean) => {
    try {
      downloadBlob(`发票-${red ? row.redNo : row.invoiceNo}.pdf`, await invoicePdf(row.id, red));
    } catch {
      void message.error(t('invoice.list.downloadFailed'));
    }
  };
  const labels = { month: t('invoice.request.month'), order: t('invoice.request.order'), amount: t('invoice.request.amount') };
  return (
    <Card title={t('invoice.list.title')}>
      <Table<InvoiceRequest>
        rowKey="id"
        size="middle"
        loading={requests.isLoading}
        dataSource={requests.data?.records ?? []}
        scroll={{ x: 1260 }}
        locale={{ emptyText: t('invoice.list.empty') }}
        pagination={{ current: page.current, pageSize: page.size, total: requests.data?.total ?? 0, onChange: (current, size) => setPage({ current, size }) }}
        columns={[
          { title: t('invoice.list.createdAt'), dataIndex: 'createdAt', width: 170, render: (value: string) => formatDateTimeSeconds(value) },
          { title: t('invoice.list.titleName'), dataIndex: 'titleName', width: 220, ellipsis: true },
          { title: t('invoice.list.kind'), dataIndex: 'invoiceKind', width: 140, render: (value: InvoiceRequest['invoiceKind']) => t(`invoice.titles.${value}`) },
          { title: t('invoice.list.scope'), key: 'scope', width: 150, render: (_: unknown, row) => scopeText(row, labels) },
          { title: t('invoice.list.amount'), dataIndex: 'amount', align: 'right', width: 120, render: (value: string) => formatYuan(value) },
          { title: t('invoice.list.status'), dataIndex: 'status', width: 90, render: (value: InvoiceRequest['status'], row) => <Tooltip title={row.reason}><StatusTag status={value} /></Tooltip> },
          { title: t('invoice.list.invoiceNo'), dataIndex: 'invoiceNo', width: 220, render: (value: string | null) => value ?? '—' },
          {
            title: t('invoice.list.actions'),
            key: 'actions',
            width: 150,
            fixed: 'right',
            render: (_: unknown, row) => (
              <Space direction="vertical" size={0}>
                {hasInvoice(row) && row.status !== 'reversed' && (
                  <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => void download(row, false)} data-testid="invoice-download">
                    {t('invoice.list.download')}
                  </Button>
                )}
                {hasRedInvoice(row) && (
                  <Button type="link" size="small" danger icon={<DownloadOutlined />} onClick={() => void download(row, true)}>
                    {t('invoice.list.downloadRed')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
