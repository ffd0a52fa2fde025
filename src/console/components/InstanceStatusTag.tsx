import { SyncOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from '../../shared/i18n';
import type { InstanceStatus } from '../../shared/contracts/compute';
import { isTransitional } from '../../shared/core/compute';

export const STATUS_COLORS: Record<InstanceStatus, string> = {
  creating: 'processing',
  running: 'success',
  stopping: 'warning',
  stopped: 'default',
  starting: 'processing',
  releasing: 'warning',
  released: 'default',
  failed: 'error',
};

/** An instance's state in Chinese; states on their way to another spin. */
export function StatusTag({ status }: { status: InstanceStatus }) {
  const { t } = useTranslation('console');
  const moving = isTransitional(status);
  return (
    <Tag color={STATUS_COLORS[status]} icon={moving ? <SyncOutlined spin /> : undefined} data-status={status}>
      {t(`container.statuses.${status}`, { defaultValue: status })}
    </Tag>
  );
}
