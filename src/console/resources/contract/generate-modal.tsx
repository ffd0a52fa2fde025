import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Radio, Select, theme } from 'antd';
import type { GenerateContractBody, OnlineContract } from '../../../shared/contracts/contract';
import { FRAMEWORK_TERMS, type OnlineContractKind } from '../../../shared/core/contract';
import { formatYuan } from '../../../shared/core/money';
import { formatDateTime } from '../../../shared/core/time';
import { contractTemplatesQuery, generateContract, walletRecordsQuery } from '../../../shared/features/contract/api/contracts';
import { useTranslation } from '../../../shared/i18n';
import { applyFieldErrors } from '../../../shared/ui/field-errors';
import { toast } from '../../../shared/ui/toast';

/** Choose the wallet record a recharge or consumption contract covers. */
function RecordSelect({ type, value, onChange }: { type: 'recharge' | 'consume'; value?: number; onChange?: (id: number) => void }) {
  const { t } = useTranslation('console');
  const records = useQuery(walletRecordsQuery(type));
  return (
    <Select
      value={value}
      onChange={onChange}
      loading={records.isLoading}
      notFoundContent={t('contracts.form.noRecords')}
      placeholder={type === 'recharge' ? t('contracts.form.rechargeRecord') : t('contracts.form.consumeRecord')}
      options={(records.data?.records ?? []).map((r) => ({
        value: r.id,
        label: `${formatDateTime(r.createdAt)} · ${formatYuan(r.amount.replace('-', ''))}${r.remark ? ` · ${r.remark}` : ''}`,
      }))}
    />
  );
}

/** 生成合同: the kind, its term or the record it covers, and the address; generated as a draft from the current template. */
export function GenerateModal({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: (c: OnlineContract) => void }) {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const [form] = Form.useForm<GenerateContractBody>();
  const kind: OnlineContractKind = Form.useWatch('kind', form) ?? 'framework';
  const templates = useQuery({ ...contractTemplatesQuery(), enabled: open });
  const template = templates.data?.find((item) => item.kind === kind);
  const generate = useMutation({
    mutationFn: (values: GenerateContractBody) =>
      generateContract({ kind: values.kind, address: values.address, ...(values.kind === 'framework' ? { months: values.months } : { recordId: values.recordId }) }),
    onSuccess: (made) => {
      toast.success(t('contracts.form.done'));
      onDone(made);
    },
    onError: (error) => applyFieldErrors(form, error),
  });
  return (
    <Modal
      title={t('contracts.form.title')}
      open={open}
      onCancel={onClose}
      okText={t('contracts.form.submit')}
      onOk={() => form.submit()}
      confirmLoading={generate.isPending}
      destroyOnHidden
      width={560}
    >
      <Form form={form} layout="vertical" initialValues={{ kind: 'framework', months: 12 }} onFinish={(values) => generate.mutate(values)} requiredMark={false}>
        <Form.Item name="kind" label={t('contracts.form.kind')}>
          <Radio.Group
            optionType="button"
            options={(['framework', 'recharge', 'consumption'] as const).map((value) => ({ value, label: t(`contracts.kinds.${value}`) }))}
          />
        </Form.Item>
        {kind === 'framework' ? (
          <Form.Item name="months" label={t('contracts.form.months')}>
            <Radio.Group options={FRAMEWORK_TERMS.map((months) => ({ value: months, label: t('contracts.form.monthsValue', { months }) }))} />
          </Form.Item>
        ) : (
          <Form.Item name="recordId" label={t('contracts.form.record')} rules={[{ required: true, message: t('contracts.form.recordRequired') }]}>
            <RecordSelect key={kind} type={kind === 'recharge' ? 'recharge' : 'consume'} />
          </Form.Item>
        )}
        <Form.Item
          name="address"
          label={t('contracts.form.address')}
          extra={t('contracts.form.addressHint')}
          rules={[{ required: true, whitespace: true, min: 5, max: 200, message: t('contracts.form.addressRequired') }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        {template && <div style={{ color: token.colorTextSecondary }}>{t('contracts.form.template', { title: template.title, version: template.version })}</div>}
      </Form>
    </Modal>
  );
}
