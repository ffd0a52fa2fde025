import { useQuery } from '@tanstack/react-query';
import { App, Drawer, Form, Input, InputNumber, Radio, Select, Space, Button, Tag } from 'antd';
import { useEffect } from 'react';
import type { InvoiceRequestBody, InvoiceTitle } from '../../../shared/contracts/invoice';
import { formatYuan, toMinor } from '../../../shared/core/money';
import { createRequest, invoiceOptionsQuery } from '../../../shared/features/invoice/api/invoices';
import { useTranslation } from '../../../shared/i18n';

interface Values {
  titleId: number;
  scope: InvoiceRequestBody['scope'];
  month?: string;
  order?: string;
  amount?: number;
  email: string;
  remark?: string;
}

/** 申请开票: a title, what to invoice (a month, an order, an amount), where to send it. */
export function RequestForm({ open, titles, invoiceable, onClose, onDone }: { open: boolean; titles: InvoiceTitle[]; invoiceable: string; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const scope = Form.useWatch('scope', form);
  const options = useQuery({ ...invoiceOptionsQuery(), enabled: open });
  const usable = titles.filter((title) => title.status !== 'rejected');

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const ref = values.scope === 'month' ? values.month : values.scope === 'order' ? values.order : '';
    await createRequest({
      titleId: values.titleId,
      scope: values.scope,
      ref: ref ?? '',
      ...(values.scope === 'amount' ? { amount: values.amount!.toFixed(2) } : {}),
      email: values.email,
      remark: values.remark ?? '',
    });
    void message.success(t('invoice.request.submitted'));
    onDone();
  };
  const left = (amount: string) => <Tag color={toMinor(amount) > 0 ? 'green' : 'default'}>{t('invoice.request.left', { amount: formatYuan(amount) })}</Tag>;

  return (
    <Drawer
      open={open}
      title={t('invoice.request.title')}
      onClose={onClose}
      width={Math.min(520, typeof window === 'undefined' ? 520 : window.innerWidth)}
      destroyOnHidden
      extra={
        <Space>
          <Button type="primary" onClick={() => void submit().catch(() => undefined)} data-testid="request-submit">
            {t('invoice.request.submit')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={{ scope: 'month', titleId: usable[0]?.id }} requiredMark={false}>
        <Form.Item name="titleId" label={t('invoice.request.titleField')} rules={[{ required: true, message: t('invoice.request.chooseTitle') }]}>
          <Select
            aria-label={t('invoice.request.titleField')}
            options={usable.map((title) => ({ value: title.id, label: `${title.title}${title.status === 'reviewing' ? `（${t('invoice.titles.reviewing')}）` : ''}` }))}
          />
        </Form.Item>
        <Form.Item name="scope" label={t('invoice.request.scope')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'month', label: t('invoice.request.month') },
              { value: 'order', label: t('invoice.request.order') },
              { value: 'amount', label: t('invoice.request.amount') },
            ]}
          />
        </Form.Item>
        {scope === 'month' && (
          <Form.Item name="month" label={t('invoice.request.month')} rules={[{ required: true, message: t('invoice.request.chooseMonth') }]}>
            <Select
              aria-label={t('invoice.request.chooseMonth')}
              loading={options.isLoading}
              options={(options.data?.months ?? []).map((m) => ({ value: m.key, label: <span>{m.label} · {formatYuan(m.spent)} {left(m.invoiceable)}</span>, disabled: toMinor(m.invoiceable) <= 0 }))}
            />
          </Form.Item>
        )}
        {scope === 'order' && (
          <Form.Item name="order" label={t('invoice.request.order')} rules={[{ required: true, message: t('invoice.request.chooseOrder') }]}>
            <Select
              loading={options.isLoading}
              options={(options.data?.orders ?? []).map((o) => ({ value: o.key, label: <span>{o.label} {left(o.invoiceable)}</span>, disabled: toMinor(o.invoiceable) <= 0 }))}
            />
          </Form.Item>
        )}
        {scope === 'amount' && (
          <Form.Item
            name="amount"
            label={t('invoice.request.amountField')}
            extra={t('invoice.request.left', { amount: formatYuan(invoiceable) })}
            rules={[
              { required: true, message: t('invoice.request.amountRequired') },
              { validator: async (_, value?: number) => (value === undefined || toMinor(value.toFixed(2)) <= toMinor(invoiceable) ? undefined : Promise.reject(new Error(t('invoice.request.amountOver', { amount: formatYuan(invoiceable) })))) },
            ]}
          >
            <InputNumber min={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item name="email" label={t('invoice.request.email')} rules={[{ required: true, type: 'email', message: t('invoice.request.emailInvalid') }]}>
          <Input maxLength={100} inputMode="email" />
        </Form.Item>
        <Form.Item name="remark" label={t('invoice.request.remark')}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
