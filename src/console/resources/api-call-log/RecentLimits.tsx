import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import type { AccountLimits, ApiCallRecent } from '../../../shared/contracts/inference';
import { formatYuan } from '../../../shared/core/money';
import { apiCallRecentQuery, useSaveAccountLimits } from '../../../shared/features/inference/api/access-points';
import { useTranslation } from '../../../shared/i18n';
import { LimitFields } from '../../../shared/features/inference/components/LimitFields';

type Row = ApiCallRecent['keys'][number];

interface LimitsForm {
  rpm: number | null;
  imagesPerDay: number | null;
  spendCap: number | null;
  spendCapPeriod: AccountLimits['spendCapPeriod'];
}

/** The account's limits over all its keys, edited in a modal (empty: no limit). */
function AccountLimitsModal({ limits, open, onClose }: { limits: AccountLimits; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('console');
  const save = useSaveAccountLimits();
  const [form] = Form.useForm<LimitsForm>();
  const submit = async (values: LimitsForm) => {
    await save.mutateAsync({
      rpm: values.rpm ?? null,
      imagesPerDay: values.imagesPerDay ?? null,
      spendCap: values.spendCap === null || values.spendCap === undefined ? null : values.spendCap.toFixed(2),
      spendCapPeriod: values.spendCap === null || values.spendCap === undefined ? null : (values.spendCapPeriod ?? 'day'),
    });
    onClose();
  };
  return (
    <Modal title={t('apiCall.limits.edit')} open={open} onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending} destroyOnHidden>
      <p style={{ marginTop: 0 }}>{t('apiCall.limits.editIntro')}</p>
      <Form<LimitsForm>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ rpm: limits.rpm, imagesPerDay: limits.imagesPerDay, spendCap: limits.spendCap === null ? null : Number(limits.spendCap), spendCapPeriod: limits.spendCapPeriod ?? 'day' }}
      >
        <LimitFields />
      </Form>
    </Modal>
  );
}

/** "used / limit", or the count alone where there is no limit. */
const against = (used: number, limit: number | null, unlimited: string) => (limit === null ? `${used}（${unlimited}）` : `${used} / ${limit}`);

/** Each key's and the account's calls and images in the last 60 s and today, beside their limits. */
export function RecentLimits() {
  const { t } = useTranslation('console');
  const recent = useQuery(apiCallRecentQuery());
  const [editing, setEditing] = useState(false);
  const unlimited = t('accessPoint.unlimited');
  const account = recent.data?.account;
  const accountRow = account && {
    id: 0,
    name: t('apiCall.limits.account'),
    status: 'active' as const,
    rpm: account.rpm,
    imagesPerDay: account.imagesPerDay,
    callsLastMinute: account.usage.callsLastMinute,
    unitsLastMinute: account.usage.unitsLastMinute,
    imagesToday: account.usage.imagesToday,
  };
  return (
    <Card
      title={t('apiCall.limits.title')}
      style={{ marginBottom: 16 }}
      data-testid="recent-limits"
      extra={
        account && (
          <Button size="small" onClick={() => setEditing(true)}>
            {t('apiCall.limits.edit')}
          </Button>
        )
      }
    >
      <Table<Row>
        size="small"
        rowKey="id"
        loading={recent.isLoading}
        pagination={false}
        scroll={{ x: 640 }}
        dataSource={[...(accountRow ? [accountRow] : []), ...(recent.data?.keys ?? [])]}
        columns={[
          { title: t('apiCall.accessPoint'), dataIndex: 'name', render: (name: string, row) => (row.id === 0 ? <Typography.Text strong>{name}</Typography.Text> : name) },
          { title: t('apiCall.limits.callsLastMinute'), dataIndex: 'callsLastMinute', align: 'right', render: (used: number, row) => against(used, row.rpm, unlimited) },
          { title: t('apiCall.limits.unitsLastMinute'), dataIndex: 'unitsLastMinute', align: 'right' },
          { title: t('apiCall.limits.imagesToday'), dataIndex: 'imagesToday', align: 'right', render: (used: number, row) => against(used, row.imagesPerDay, unlimited) },
        ]}
      />
      {account?.spendCap && account.spendCapPeriod && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('apiCall.limits.spendCap', { period: t(`accessPoint.periods.${account.spendCapPeriod}`), spent: formatYuan(account.usage.spentInPeriod), cap: formatYuan(account.spendCap) })}
        </Typography.Paragraph>
      )}
      {account && editing && <AccountLimitsModal limits={account} open={editing} onClose={() => setEditing(false)} />}
    </Card>
  );
}
