import { App, Alert, Form, Input, Modal, Radio, Select } from 'antd';
import { useEffect } from 'react';
import type { InvoiceTitle, InvoiceTitleBody } from '../../../shared/contracts/invoice';
import { CREDIT_CODE_MESSAGE } from '../../../shared/core/invoice';
import { isCreditCode } from '../../../shared/core/credit-code';
import { createTitle, updateTitle } from '../../../shared/features/invoice/api/invoices';
import { useTranslation } from '../../../shared/i18n';

type Values = Required<Pick<InvoiceTitleBody, 'kind' | 'invoiceKind' | 'title'>> & Omit<InvoiceTitleBody, 'kind' | 'invoiceKind' | 'title'>;

/** Add or change a title: a person (普票 only) or a company with a checked credit code; 专票 asks for every field. */
export function TitleForm({ open, editing, onClose, onSaved }: { open: boolean; editing: InvoiceTitle | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  const invoiceKind = Form.useWatch('invoiceKind', form);
  const special = kind === 'company' && invoiceKind === 'special';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ ...editing, taxpayerType: editing.taxpayerType ?? undefined });
  }, [open, editing, form]);

  const save = async () => {
    const values = await form.validateFields();
    const body: InvoiceTitleBody = kind === 'individual' ? { kind: 'individual', invoiceKind: 'normal', title: values.title } : { ...values };
    if (editing) await updateTitle(editing.id, body);
    else await createTitle(body);
    void message.success(t('invoice.titles.saved'));
    onSaved();
  };
  const need = (field: string) => (special ? [{ required: true, message: t('invoice.titles.required', { field }) }] : []);

  return (
    <Modal open={open} title={editing ? t('invoice.titles.edit') : t('invoice.titles.add')} onCancel={onClose} onOk={() => void save().catch(() => undefined)} destroyOnHidden width={560} okButtonProps={{ 'data-testid': 'title-save' }}>
      <Form form={form} layout="vertical" initialValues={{ kind: 'company', invoiceKind: 'normal' }} requiredMark={false}>
        <Form.Item name="kind" label={t('invoice.titles.kind')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'company', label: t('invoice.titles.company') },
              { value: 'individual', label: t('invoice.titles.individual') },
            ]}
            onChange={(e) => e.target.value === 'individual' && form.setFieldValue('invoiceKind', 'normal')}
          />
        </Form.Item>
        <Form.Item name="invoiceKind" label={t('invoice.titles.invoiceKind')}>
          <Radio.Group
            options={[
              { value: 'normal', label: t('invoice.titles.normal') },
              { value: 'special', label: t('invoice.titles.special'), disabled: kind === 'individual' },
            ]}
          />
        </Form.Item>
        <Form.Item name="title" label={t('invoice.titles.name')} rules={[{ required: true, min: 2, max: 100, message: t('invoice.titles.required', { field: t('invoice.titles.name') }) }]}>
          <Input placeholder={t('invoice.titles.namePlaceholder')} maxLength={100} />
        </Form.Item>
        {kind === 'company' && (
          <>
            <Form.Item
              name="taxNo"
              label={t('invoice.titles.taxNo')}
              normalize={(value: string) => value.toUpperCase().trim()}
              rules={[{ validator: async (_, value: string | undefined) => (value && isCreditCode(value) ? undefined : Promise.reject(new Error(CREDIT_CODE_MESSAGE))) }]}
            >
              <Input maxLength={18} placeholder={t('invoice.titles.taxNoPlaceholder')} />
            </Form.Item>
            <Form.Item name="taxpayerType" label={t('invoice.titles.taxpayerType')} rules={need(t('invoice.titles.taxpayerType'))}>
              <Select
                allowClear
                options={[
                  { value: 'general', label: t('invoice.titles.general') },
                  { value: 'small', label: t('invoice.titles.small') },
                ]}
              />
            </Form.Item>
            <Form.Item name="address" label={t('invoice.titles.address')} rules={need(t('invoice.titles.address'))}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="phone" label={t('invoice.titles.phone')} rules={need(t('invoice.titles.phone'))}>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name="bank" label={t('invoice.titles.bank')} rules={need(t('invoice.titles.bank'))}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="bankAccount" label={t('invoice.titles.bankAccount')} rules={need(t('invoice.titles.bankAccount'))}>
              <Input maxLength={34} />
            </Form.Item>
            <Alert type="info" showIcon message={t('invoice.titles.specialHint')} />
          </>
        )}
      </Form>
    </Modal>
  );
}
