import { useCustomMutation } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { Inquiry, MallOrder } from '../../../shared/contracts/mall';
import { invalidateViews } from '../../../shared/query/views';
import { PageContainer } from '../../components/PageContainer';
import { useAntdTable } from '../../components/use-antd-table';
import { moneyColumn, timeColumn } from '../../components/columns';
import { TableCard } from '../../components/TableCard';

const COLORS: Record<MallOrder['status'], string> = { paid: 'processing', delivering: 'warning', delivered: 'success', cancelled: 'default' };

/** 出租订单 (/bss-order/vender, suppliers): bare-metal orders to prepare and hand over, and inquiries to answer. */
export default function VenderMallOrderList() {
  const { t } = useTranslation('console');
  const client = useQueryClient();
  const orders = useAntdTable<MallOrder>({ resource: 'venderMallOrder', syncWithLocation: false, pagination: { pageSize: 10 } });
  const inquiries = useAntdTable<Inquiry>({ resource: 'venderInquiry', syncWithLocation: false, pagination: { pageSize: 10 } });
  const action = useCustomMutation();
  const [delivering, setDelivering] = useState<MallOrder | null>(null);
  const [replying, setReplying] = useState<Inquiry | null>(null);
  const [deliverForm] = Form.useForm<{ note: string }>();
  const [replyForm] = Form.useForm<{ quotedUnitPrice: string; reply: string }>();
  const run = (url: string, values: object, done: () => void) =>
    action.mutate(
      { url, method: 'post', values, successNotification: false },
      {
        onSuccess: () => {
          done();
          void invalidateViews(client, 'mall');
          void orders.tableQuery.refetch();
          void inquiries.tableQuery.refetch();
        },
      },
    );

  return (
    <PageContainer title={t('vender.title')} intro={t('vender.intro')}>
      <TableCard<MallOrder>
        {...orders.tableProps}
        rowKey="orderBaseId"
        width={1000}
        empty={t('vender.noOrders')}
        card={{ title: t('vender.orders'), style: { marginBottom: 16 } }}
        columns={[
          { title: t('mallOrder.orderBaseId'), dataIndex: 'orderBaseId', width: 220 },
          { title: t('mallOrder.goods'), key: 'goods', width: 260, render: (_: unknown, o) => `${o.title}（${o.gpuModel} × ${o.gpuCount}）` },
          { title: t('vender.buyer'), dataIndex: 'buyerName', width: 120 },
          {
            title: t('mallOrder.term'),
            key: 'term',
            width: 150,
            render: (_: unknown, o) => `${t('mallOrder.termValue', { count: o.termCount, unit: t(`mallOrder.termUnits.${o.term}`) })} × ${t('mallOrder.quantityValue', { count: o.quantity })}`,
          },
          moneyColumn(t('mallOrder.amount'), 'amount', { width: 120 }),
          { title: t('mallOrder.status'), dataIndex: 'status', width: 130, render: (s: MallOrder['status']) => <Tag color={COLORS[s]}>{t(`mallOrder.statuses.${s}`)}</Tag> },
          timeColumn(t('mallOrder.deliverBy'), 'deliverBy', { width: 160 }),
          {
            title: '',
            key: 'actions',
            width: 200,
            render: (_: unknown, o) => (
              <Space>
                {o.status === 'paid' && (
                  <Button size="small" onClick={() => run(`/v1/mall/vender/order/startDelivery/${encodeURIComponent(o.orderBaseId)}`, {}, () => undefined)}>
                    {t('vender.start')}
                  </Button>
                )}
                {(o.status === 'paid' || o.status === 'delivering') && (
                  <Button size="small" type="primary" onClick={() => setDelivering(o)}>
                    {t('vender.deliver')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <TableCard<Inquiry>
        {...inquiries.tableProps}
        width={1000}
        empty={t('vender.noInquiries')}
        card={{ title: t('vender.inquiries') }}
        columns={[
          { title: t('vender.goods'), dataIndex: 'goodsTitle', width: 220 },
          { title: t('vender.buyer'), dataIndex: 'buyerName', width: 120 },
          { title: t('vender.want'), key: 'want', width: 220, render: (_: unknown, i) => t('vender.wantValue', { quantity: i.quantity, start: i.startDate, months: i.months }) },
          { title: t('vender.message'), dataIndex: 'message' },
          { title: t('vender.reply'), key: 'reply', render: (_: unknown, i) => (i.quotedUnitPrice ? `¥${i.quotedUnitPrice}/台/月 · ${i.reply}` : '—') },
          {
            title: '',
            key: 'actions',
            width: 100,
            render: (_: unknown, i) =>
              i.status === 'open' && (
                <Button size="small" type="primary" onClick={() => setReplying(i)}>
                  {t('vender.answer')}
                </Button>
              ),
          },
        ]}
      />
      <Modal
        open={delivering !== null}
        title={t('vender.deliverTitle', { id: delivering?.orderBaseId ?? '' })}
        okText={t('vender.deliver')}
        confirmLoading={action.mutation.isPending}
        onCancel={() => setDelivering(null)}
        onOk={() =>
          void deliverForm.validateFields().then(({ note }) =>
            run(`/v1/mall/vender/order/deliver/${encodeURIComponent(delivering!.orderBaseId)}`, { note }, () => {
              setDelivering(null);
              deliverForm.resetFields();
            }),
          )
        }
        destroyOnHidden
      >
        <Form form={deliverForm} layout="vertical">
          <Form.Item name="note" label={t('vender.note')} rules={[{ required: true, message: t('vender.noteRequired') }]}>
            <Input.TextArea rows={3} maxLength={500} placeholder={t('vender.notePlaceholder')} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={replying !== null}
        title={t('vender.answerTitle')}
        okText={t('vender.answer')}
        confirmLoading={action.mutation.isPending}
        onCancel={() => setReplying(null)}
        onOk={() =>
          void replyForm.validateFields().then((values) =>
            run(`/v1/mall/vender/inquiry/reply/${replying!.id}`, values, () => {
              setReplying(null);
              replyForm.resetFields();
            }),
          )
        }
        destroyOnHidden
      >
        <Form form={replyForm} layout="vertical">
          <Form.Item name="quotedUnitPrice" label={t('vender.price')} rules={[{ required: true, pattern: /^\d{1,8}(\.\d{1,2})?$/, message: t('vender.priceRequired') }]}>
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name="reply" label={t('vender.replyText')} rules={[{ required: true, message: t('vender.replyRequired') }]}>
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
        </Form>
      </Modal>
    </PageContainer>
  );
}
