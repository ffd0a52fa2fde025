import { App, DatePicker, Form, Input, InputNumber, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminHost } from '../../../shared/contracts/goods';
import { usePlanMaintenance } from '../../../shared/features/goods/api/maintenance';
import { useSaveHost } from '../../../shared/features/goods/api/save-host';
import { applyFieldErrors } from '../../../shared/ui/field-errors';
import { fromPicker, pickerNow } from '../../components/picker-time';

/** 添加/编辑主机: name, SSH address and capacity (never below the cards in use). */
export function HostForm({ open, goodsId, host, onClose }: { open: boolean; goodsId?: number; host?: AdminHost; onClose: () => void }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string; sshHost: string; gpuTotal: number }>();
  const save = useSaveHost();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(host ? { name: host.name, sshHost: host.sshHost, gpuTotal: host.gpuTotal } : { gpuTotal: 8 });
  }, [open, host, form]);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await save.mutateAsync(host ? { id: host.id, body: values } : { body: { ...values, goodsId: goodsId! } });
      message.success(t('goodsAdmin.hosts.saved'));
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Modal
      open={open}
      title={host ? t('goodsAdmin.hosts.editTitle') : t('goodsAdmin.hosts.addTitle')}
      onCancel={onClose}
      onOk={submit}
      okText={t('goodsAdmin.save')}
      cancelText={t('goodsAdmin.cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="name" label={t('goodsAdmin.hosts.name')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="sshHost" label={t('goodsAdmin.hosts.sshHost')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item
          name="gpuTotal"
          label={t('goodsAdmin.hosts.gpuTotal')}
          rules={[{ required: true }]}
          extra={host && host.gpuUsed > 0 ? t('goodsAdmin.hosts.gpuTotalHint', { used: host.gpuUsed }) : undefined}
        >
          <InputNumber min={1} max={64} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 计划维护: a window (Beijing time) in which the host takes no new orders. */
export function MaintenanceForm({ host, onClose }: { host: AdminHost | null; onClose: () => void }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ period: [Dayjs, Dayjs]; note?: string }>();
  const plan = usePlanMaintenance();

  useEffect(() => {
    if (host) form.resetFields();
  }, [host, form]);

  const submit = async () => {
    const { period, note } = await form.validateFields();
    try {
      await plan.mutateAsync({ hostId: host!.id, startsAt: fromPicker(period[0]), endsAt: fromPicker(period[1]), note: note ?? '' });
      message.success(t('goodsAdmin.windows.planned'));
      onClose();
    } catch {
      // The gateway's message (an overlap with another window, an end in the past) is shown as a toast.
    }
  };

  return (
    <Modal
      open={host !== null}
      title={t('goodsAdmin.windows.planTitle', { host: host?.name ?? '' })}
      onCancel={onClose}
      onOk={submit}
      okText={t('goodsAdmin.save')}
      cancelText={t('goodsAdmin.cancel')}
      confirmLoading={plan.isPending}
      destroyOnHidden
    >
      <p style={{ marginTop: 0, opacity: 0.75 }}>{t('goodsAdmin.windows.rule')}</p>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="period" label={`${t('goodsAdmin.windows.period')}（${t('goodsAdmin.ranges.effectiveAtHint')}）`} rules={[{ required: true, message: t('goodsAdmin.windows.periodRequired') }]}>
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            needConfirm={false}
            disabledDate={(day) => day.isBefore(pickerNow(), 'day')}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="note" label={t('goodsAdmin.windows.note')}>
          <Input maxLength={200} placeholder={t('goodsAdmin.windows.notePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
