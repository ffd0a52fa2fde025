import { CopyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Modal, Space, Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import type { AccessPoint, AccessPointWithKey } from '../../../shared/contracts/inference';
import { formatYuan } from '../../../shared/core/money';

/** The state a person reads: expired wins over the stored status. */
export function AccessPointStatusTag({ point }: { point: Pick<AccessPoint, 'status' | 'expired'> }) {
  const { t } = useTranslation('console');
  const state = point.expired ? 'expired' : point.status;
  const colors = { active: 'success', disabled: 'default', expired: 'warning' } as const;
  return (
    <Tag color={colors[state]} data-state={state}>
      {t(`accessPoint.statuses.${state}`)}
    </Tag>
  );
}

/** The key's limits in one line. */
export function limitsText(point: AccessPoint, t: (key: string) => string): string {
  const parts = [
    `${t('accessPoint.rpm')} ${point.rpm ?? t('accessPoint.unlimited')}`,
    `${t('accessPoint.imagesPerDay')} ${point.imagesPerDay ?? t('accessPoint.unlimited')}`,
  ];
  if (point.spendCap && point.spendCapPeriod) parts.push(`${t(`accessPoint.periods.${point.spendCapPeriod}`)} ≤ ${formatYuan(point.spendCap)}`);
  if (point.freeOnly) parts.push(t('accessPoint.freeOnly'));
  return parts.join(' · ');
}

/** The key shown whole, once, with a copy button. */
export function KeyOnceModal({ point, onClose, onDetail }: { point: AccessPointWithKey | null; onClose: () => void; onDetail?: () => void }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const copy = async () => {
    if (!point) return;
    await navigator.clipboard.writeText(point.key);
    void message.success(t('accessPoint.copied'));
  };
  return (
    <Modal
      open={point !== null}
      title={t('accessPoint.keyOnceTitle')}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Space>
          {onDetail && <Button onClick={onDetail}>{t('accessPoint.toDetail')}</Button>}
          <Button type="primary" onClick={onClose}>
            {t('common.close', { defaultValue: '关闭' })}
          </Button>
        </Space>
      }
    >
      <Alert type="warning" showIcon message={t('accessPoint.keyOnce')} style={{ marginBottom: 12 }} />
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={point?.key ?? ''} aria-label={t('accessPoint.key')} data-testid="new-key" style={{ fontFamily: 'monospace' }} />
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('accessPoint.copy')}
        </Button>
      </Space.Compact>
    </Modal>
  );
}
