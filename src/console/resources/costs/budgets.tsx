import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Empty, Form, Input, InputNumber, List, Modal, Popconfirm, Progress, Radio, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { Budget, BudgetBody, BudgetOverview } from '../../../shared/contracts/budget';
import { budgetsQueryOptions, useDeleteBudget, useSaveBudget, useSetLowBalance } from '../../../shared/features/budget/api/budgets';
import { formatYuan } from '../../../shared/core/money';
import { formatDateTime } from '../../../shared/core/time';

const PERIODS = ['month', 'quarter', 'year'] as const;
const BASES = ['actual', 'forecast'] as const;

/** 预算与提醒 on /bss-overview: budgets with their use this period, the low-balance alert and the alerts sent. */
export function BudgetCard() {
  const { t } = useTranslation('console');
  const budgets = useQuery(budgetsQueryOptions());
  const [editing, setEditing] = useState<Budget | 'new' | null>(null);
  const data = budgets.data;
  return (
    <Card
      title={t('costs.budget.title')}
      loading={budgets.isLoading}
      extra={
        <Button type="primary" size="small" onClick={() => setEditing('new')} data-testid="budget-add">
          {t('costs.budget.add')}
        </Button>
      }
    >
      {data && data.budgets.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('costs.budget.empty')} />}
      {data && data.budgets.length > 0 && (
        <List dataSource={data.budgets} renderItem={(budget) => <BudgetRow budget={budget} onEdit={() => setEditing(budget)} />} />
      )}
      {data && <LowBalanceForm data={data} />}
      {data && data.alerts.length > 0 && <Alerts data={data} />}
      {editing && <BudgetDialog budget={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

function BudgetRow({ budget, onEdit }: { budget: Budget; onEdit: () => void }) {
  const { t } = useTranslation('console');
  const remove = useDeleteBudget();
  const percent = Math.round(budget.usage * 1000) / 10;
  return (
    <List.Item
      data-testid="budget-row"
      actions={[
        <Button key="edit" type="link" size="small" onClick={onEdit}>
          {t('costs.budget.edit')}
        </Button>,
        <Popconfirm key="delete" title={t('costs.budget.deleteConfirm')} onConfirm={() => remove.mutate(budget.id)}>
          <Button type="link" size="small" danger>
            {t('costs.budget.delete')}
          </Button>
        </Popconfirm>,
      ]}
    >
      <Space direction="vertical" size={2} style={{ width: '100%' }}>
        <Space wrap size={6}>
          <Typography.Text strong>{budget.name}</Typography.Text>
          <Tag>{t(`costs.budget.periods.${budget.period}`)}</Tag>
          <Tag color={budget.basis === 'forecast' ? 'purple' : 'blue'}>{t(`costs.budget.bases.${budget.basis}`)}</Tag>
          {budget.stopAtLimit && <Tag color="red">{t('costs.budget.stops')}</Tag>}
        </Space>
        <Progress percent={Math.min(percent, 100)} format={() => `${percent}%`} status={percent >= 100 ? 'exception' : 'normal'} strokeColor={percent >= 80 && percent < 100 ? '#f59e0b' : undefined} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('costs.budget.usage', { key: budget.periodKey, spent: formatYuan(budget.spent), forecast: formatYuan(budget.forecast), amount: formatYuan(budget.amount) })}
          {budget.alerted.length > 0 && ` · ${t('costs.budget.alerted', { list: budget.alerted.map((p) => `${p}%`).join(' / ') })}`}
        </Typography.Text>
      </Space>
    </List.Item>
  );
}

function BudgetDialog({ budget, onClose }: { budget: Budget | null; onClose: () => void }) {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<Omit<BudgetBody, 'amount'> & { amount: number }>();
  const save = useSaveBudget();
  const { message } = App.useApp();
  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({ id: budget?.id, body: { ...values, amount: values.amount.toFixed(2) } });
    message.success(t('costs.budget.saved'));
    onClose();
  };
  return (
    <Modal open title={t(budget ? 'costs.budget.edit' : 'costs.budget.add')} onOk={() => void submit().catch(() => undefined)} onCancel={onClose} confirmLoading={save.isPending} okText={t('costs.budget.save')} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        initialValues={budget ? { ...budget, amount: Number(budget.amount) } : { name: t('costs.budget.defaultName'), period: 'month', basis: 'actual', stopAtLimit: false }}
      >
        <Form.Item name="name" label={t('costs.budget.name')} rules={[{ required: true, whitespace: true, message: t('costs.budget.nameRequired') }, { max: 30 }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="period" label={t('costs.budget.period')}>
          <Radio.Group optionType="button" options={PERIODS.map((p) => ({ value: p, label: t(`costs.budget.periods.${p}`) }))} />
        </Form.Item>
        <Form.Item name="basis" label={t('costs.budget.basis')} extra={t('costs.budget.basisHelp')}>
          <Radio.Group options={BASES.map((b) => ({ value: b, label: t(`costs.budget.bases.${b}`) }))} />
        </Form.Item>
        <Form.Item name="amount" label={t('costs.budget.amount')} rules={[{ required: true, message: t('costs.budget.amountRequired') }]}>
          <InputNumber min={0.01} max={9_999_999_999} precision={2} prefix="¥" style={{ width: '100%' }} data-testid="budget-amount" />
        </Form.Item>
        <Form.Item name="stopAtLimit" label={t('costs.budget.stopAtLimit')} valuePropName="checked" extra={t('costs.budget.stopHelp')}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function LowBalanceForm({ data }: { data: BudgetOverview }) {
  const { t } = useTranslation('console');
  const set = useSetLowBalance();
  const { message } = App.useApp();
  const [value, setValue] = useState<number | null>(data.lowBalance.threshold === null ? null : Number(data.lowBalance.threshold));
  const save = (threshold: number | null) =>
    set.mutate({ threshold: threshold === null ? null : threshold.toFixed(2) }, { onSuccess: () => void message.success(t('costs.budget.saved')) });
  return (
    <div style={{ marginTop: 12, paddingTop: 12, borderTop: '1px solid rgba(128,128,128,0.15)' }}>
      <Typography.Text>{t('costs.budget.lowBalance')}</Typography.Text>
      <Space.Compact style={{ display: 'flex', marginTop: 8 }}>
        <InputNumber min={0.01} precision={2} prefix="¥" value={value} onChange={setValue} placeholder={t('costs.budget.lowBalancePlaceholder')} style={{ flex: 1 }} />
        <Button onClick={() => save(value)} disabled={value === null} loading={set.isPending}>
          {t('costs.budget.save')}
        </Button>
        {data.lowBalance.threshold !== null && (
          <Button
            onClick={() => {
              setValue(null);
              save(null);
            }}
          >
            {t('costs.budget.off')}
          </Button>
        )}
      </Space.Compact>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {data.lowBalance.threshold === null ? t('costs.budget.lowBalanceOff') : t(data.lowBalance.alertedAt ? 'costs.budget.lowBalanceSent' : 'costs.budget.lowBalanceOn', { amount: formatYuan(data.lowBalance.threshold) })}
      </Typography.Text>
    </div>
  );
}

function Alerts({ data }: { data: BudgetOverview }) {
  const { t } = useTranslation('console');
  return (
    <div style={{ marginTop: 12 }} data-testid="budget-alerts">
      <Typography.Text type="secondary">{t('costs.budget.alerts')}</Typography.Text>
      {data.alerts.slice(0, 5).map((alert) => (
        <div key={alert.id} style={{ fontSize: 12, marginTop: 4 }}>
          <Tag color={alert.kind === 'low_balance' ? 'orange' : alert.threshold >= 100 ? 'red' : 'gold'}>
            {alert.kind === 'low_balance' ? t('costs.budget.lowTag') : `${alert.threshold}%`}
          </Tag>
          {alert.kind === 'low_balance'
            ? t('costs.budget.lowLine', { amount: formatYuan(alert.measured) })
            : t('costs.budget.alertLine', { name: alert.budgetName ?? '', key: alert.periodKey, amount: formatYuan(alert.measured) })}
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
            {formatDateTime(alert.createdAt)}
          </Typography.Text>
        </div>
      ))}
    </div>
  );
}
