import { App, DatePicker, Form, Input, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from '../../../shared/i18n';
import type { AdminHost } from '../../../shared/contracts/goods';
import { usePlanMaintenance } from '../../../shared/features/goods/api/maintenance';
import { useSaveHost } from '../../../shared/features/goods/api/save-host';
import { ModalForm } from '../../components/ModalForm';
import { fromPicker, pickerNow } from '../../components/picker-time';

/** 添加/编辑主机: name, SSH address and capacity (never below the cards in use). */
export function HostForm({ open, goodsId, host, onClose }: { open: boolean; goodsId?: number; host?: AdminHost; onClose: () => void }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string; sshHost: string; gpuTotal: number }>();
  const save = useSaveHost();

  return (
    <ModalForm
      form={form}
      open={open}
      title={host ? t('goodsAdmin.hosts.editTitle') : t('goodsAdmin.hosts.addTitle')}
      initialValues={host ? { name: host.name, sshHost: host.sshHost, gpuTotal: host.gpuTotal } : { gpuTotal: 8 }}
      onClose={onClose}
      onSubmit={async (values) => {
        await save.mutateAsync(host ? { id: host.id, body: values } : { body: { ...values, goodsId: goodsId! } });
        message.success(t('goodsAdmin.hosts.saved'));
        onClose();
      }}
      confirmLoading={save.isPending}
    >
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
    </ModalForm>
  );
}

/** 计划维护: a window (Beijing time) in which the host takes no new orders. */
export function MaintenanceForm({ host, onClose }: { host: AdminHost | null; onClose: () => void }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ period: [Dayjs, Dayjs]; note?: string }>();
  const plan = usePlanMaintenance();

  return (
    <ModalForm
      form={form}
      open={host !== null}
      title={t('goodsAdmin.windows.planTitle', { host: host?.name ?? '' })}
      onClose={onClose}
      // The gateway's message (an overlap with another window, an end in the past) is shown as a toast.
      onSubmit={async ({ period, note }) => {
        await plan.mutateAsync({ hostId: host!.id, startsAt: fromPicker(period[0]), endsAt: fromPicker(period[1]), note: note ?? '' });
        message.success(t('goodsAdmin.windows.planned'));
        onClose();
      }}
      confirmLoading={plan.isPending}
      intro={<p style={{ marginTop: 0, opacity: 0.75 }}>{t('goodsAdmin.windows.rule')}</p>}
    >
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
    </ModalForm>
  );
}
