import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Modal, Select, Space, Table, Tooltip } from 'antd';
import { useState } from 'react';
import type { InvoiceRequest } from '../../../shared/contracts/invoice';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES } from '../../../shared/core/invoice';
import { formatYuan } from '../../../shared/core/money';
import { formatDateTimeSeconds } from '../../../shared/core/time';
import { acceptRequest, adminInvoicePdf, adminInvoiceRequestsQuery, issueRequest, reissueRequest, rejectRequest, reverseRequest } from '../../../shared/features/invoice/api/invoices';
import { useTranslation } from '../../../shared/i18n';
import { invalidateViews } from '../../../shared/query/views';
import { downloadBlob } from '../../../shared/ui/download';
import { PageContainer } from '../../components/PageContainer';
import { hasInvoice, hasRedInvoice, scopeText, StatusTag } from './status';

type Decision = { kind: 'reject' | 'reverse'; request: InvoiceRequest } | null;

/** 开票管理 (back office, review:invoice — the finance role): accept, issue, reject, reverse (红冲) and reissue. */
export default function InvoiceAdminPage() {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [query, setQuery] = useState<{ current: number; size: number; status?: InvoiceRequest['status'] }>({ current: 1, size: 20 });
  const requests = useQuery(adminInvoiceRequestsQuery(query));
  const [busy, setBusy] = useState<number | null>(null);
  const [decision, setDecision] = useState<Decision>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const labels = { month: t('invoice.request.month'), order: t('invoice.request.order'), amount: t('invoice.request.amount') };

  const act = async (id: number, run: () => Promise<unknown>) => {
    setBusy(id);
    try {
      await run();
      void message.success(t('invoice.admin.done'));
      await invalidateViews(client, 'invoices');
    } finally {
      setBusy(null);
    }
  };
  const decide = async () => {
    const { reason } = await form.validateFields();
    const current = decision!;
    await act(current.request.id, () => (current.kind === 'reject' ? rejectRequest(current.request.id, reason) : reverseRequest(current.request.id, reason)));
    setDecision(null);
    form.resetFields();
  };
  const view = async (row: InvoiceRequest, red: boolean) => downloadBlob(`发票-${red ? row.redNo : row.invoiceNo}.pdf`, await adminInvoicePdf(row.id, red));

  return (
    <PageContainer title={t('invoice.admin.title')} intro={t('invoice.admin.intro')}>
      <Card>
        <Space style={{ marginBottom: 16 }} wrap>
          <Select
            style={{ width: 160 }}
            allowClear
            placeholder={t('invoice.admin.allStatuses')}
            aria-label={t('invoice.list.status')}
            value={query.status}
            onChange={(status?: InvoiceRequest['status']) => setQuery({ ...query, current: 1, status })}
            options={INVOICE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] }))}
          />
        </Space>
        <Table<InvoiceRequest>
          rowKey="id"
          size="middle"
          loading={requests.isLoading}
          dataSource={requests.data?.records ?? []}
          scroll={{ x: 1400 }}
          locale={{ emptyText: t('invoice.list.empty') }}
          pagination={{ current: query.current, pageSize: query.size, total: requests.data?.total ?? 0, onChange: (current, size) => setQuery({ ...query, current, size }) }}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            { title: t('invoice.list.createdAt'), dataIndex: 'createdAt', width: 170, render: (value: string) => formatDateTimeSeconds(value) },
            { title: t('invoice.admin.user'), dataIndex: 'userName', width: 130, ellipsis: true },
            { title: t('invoice.list.titleName'), dataIndex: 'titleName', width: 220, ellipsis: true },
            { title: t('invoice.list.kind'), dataIndex: 'invoiceKind', width: 130, render: (value: InvoiceRequest['invoiceKind']) => t(`invoice.titles.${value}`) },
            { title: t('invoice.list.scope'), key: 'scope', width: 140, render: (_: unknown, row) => scopeText(row, labels) },
            { title: t('invoice.list.amount'), dataIndex: 'amount', align: 'right', width: 110, render: (value: string) => formatYuan(value) },
            { title: t('invoice.list.status'), dataIndex: 'status', width: 100, render: (value: InvoiceRequest['status'], row) => <Tooltip title={row.reason}><StatusTag status={value} /></Tooltip> },
            {
              title: t('invoice.list.actions'),
              key: 'actions',
              width: 230,
              fixed: 'right',
              render: (_: unknown, row) => (
                <Space size={0} wrap data-testid={`invoice-actions-${row.id}`}>
                  {row.status === 'submitted' && (
                    <Button type="link" size="small" loading={busy === row.id} onClick={() => void act(row.id, () => acceptRequest(row.id)).catch(() => undefined)}>
                      {t('invoice.admin.accept')}
                    </Button>
                  )}
                  {(row.status === 'submitted' || row.status === 'issuing') && (
                    <>
                      <Button type="link" size="small" loading={busy === row.id} onClick={() => void act(row.id, () => issueRequest(row.id)).catch(() => undefined)}>
                        {t('invoice.admin.issue')}
                      </Button>
                      <Button type="link" size="small" danger onClick={() => setDecision({ kind: 'reject', request: row })}>
                        {t('invoice.admin.reject')}
                      </Button>
                    </>
                  )}
                  {(row.status === 'issued' || row.status === 'reissued') && (
                    <Button type="link" size="small" danger onClick={() => setDecision({ kind: 'reverse', request: row })}>
                      {t('invoice.admin.reverse')}
                    </Button>
                  )}
                  {row.status === 'reversed' && (
                    <Button type="link" size="small" loading={busy === row.id} onClick={() => void act(row.id, () => reissueRequest(row.id)).catch(() => undefined)}>
                      {t('invoice.admin.reissue')}
                    </Button>
                  )}
                  {hasInvoice(row) && (
                    <Button type="link" size="small" onClick={() => void view(row, false).catch(() => undefined)}>
                      {t('invoice.admin.view')}
                    </Button>
                  )}
                  {hasRedInvoice(row) && (
                    <Button type="link" size="small" danger onClick={() => void view(row, true).catch(() => undefined)}>
                      {t('invoice.list.downloadRed')}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Modal
        open={decision !== null}
        title={decision?.kind === 'reverse' ? t('invoice.admin.reverseTitle') : t('invoice.admin.rejectTitle')}
        onCancel={() => setDecision(null)}
        onOk={() => void decide().catch(() => undefined)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="reason" label={t('invoice.admin.reason')} rules={[{ required: true, min: 2, max: 200, message: t('invoice.admin.reasonRequired') }]}>
            <Input.TextArea rows={3} maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </PageContainer>
  );
}
