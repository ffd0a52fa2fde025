import { App, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from '../../../shared/i18n';
import type { IssuedBatch } from '../../../shared/contracts/cards';
import { CARD_KINDS } from '../../../shared/core/cards';
import { useIssueBatch } from '../../../shared/features/cards/api/issue-batch';
import { ModalForm } from '../../components/ModalForm';
import { fromPicker, pickerNow } from '../../components/picker-time';

interface Values {
  name: string;
  kind: (typeof CARD_KINDS)[number];
  amount?: number;
  quantity?: number;
  count: number;
  perUserLimit: number;
  validity?: [Dayjs | null, Dayjs | null];
}

/** 发行卡券: a batch's kind, face value, count, validity and per-user limit. */
export function IssueForm({ open, onClose, onIssued }: { open: boolean; onClose: () => void; onIssued: (issued: IssuedBatch) => void }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  const issue = useIssueBatch();

  const submit = async (values: Values) => {
    const [from, to] = values.validity ?? [null, null];
    const issued = await issue.mutateAsync({
      name: values.name,
      kind: values.kind,
      ...(values.kind === 'balance' ? { amount: String(values.amount ?? '') } : { quantity: values.quantity }),
      count: values.count,
      perUserLimit: values.perUserLimit,
      ...(from ? { validFrom: fromPicker(from) } : {}),
      ...(to ? { expiresAt: fromPicker(to) } : {}),
    });
    message.success(t('cards.issued'));
    form.resetFields();
    onIssued(issued);
  };

  return (
    <ModalForm
      form={form}
      open={open}
      title={t('cards.issueTitle')}
      onClose={onClose}
      onSubmit={submit}
      initialValues={{ kind: 'balance', count: 10, perUserLimit: 1 }}
      okText={t('cards.issue')}
      confirmLoading={issue.isPending}
      preserve={false}
    >
      <Form.Item name="name" label={t('cards.fields.name')} rules={[{ required: true, whitespace: true, message: t('cards.fields.nameRequired') }]}>
        <Input maxLength={64} placeholder={t('cards.fields.namePlaceholder')} />
      </Form.Item>
      <Form.Item name="kind" label={t('cards.fields.kind')} rules={[{ required: true }]}>
        <Select options={CARD_KINDS.map((k) => ({ value: k, label: t(`cards.kinds.${k}`) }))} aria-label={t('cards.fields.kind')} />
      </Form.Item>
      {kind === 'balance' ? (
        <Form.Item name="amount" label={t('cards.fields.amount')} rules={[{ required: true, message: t('cards.fields.amountRequired') }]}>
          <InputNumber min={0.01} max={9999999} precision={2} addonAfter="元" style={{ width: '100%' }} />
        </Form.Item>
      ) : (
        <Form.Item name="quantity" label={t(kind === 'card_hours' ? 'cards.fields.hours' : 'cards.fields.images')} rules={[{ required: true, message: t('cards.fields.quantityRequired') }]}>
          <InputNumber min={1} max={100000} precision={0} addonAfter={t(kind === 'card_hours' ? 'cards.units.hours' : 'cards.units.images')} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item name="count" label={t('cards.fields.count')} extra={t('cards.fields.countHint')} rules={[{ required: true }]}>
        <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="perUserLimit" label={t('cards.fields.perUserLimit')} rules={[{ required: true }]}>
        <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="validity" label={t('cards.fields.validity')} extra={t('cards.fields.validityHint')}>
        <DatePicker.RangePicker
          showTime
          allowEmpty={[true, true]}
          format="YYYY-MM-DD HH:mm"
          needConfirm={false}
          disabledDate={(day) => day.isBefore(pickerNow(), 'day')}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </ModalForm>
  );
}
