import { EditOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import type { TFunction } from '../../../shared/i18n';
import type { Instance, InstanceAction } from '../../../shared/contracts/compute';
import type { PlainColumn } from '../../components/PlainTable';
import { AccessCell } from './AccessCell';
import { ActionsCell } from './ActionsCell';
import styles from './container.module.css';
import { formatDuration, secondsUntil, trimPrice } from '../../components/format';
import { formatDateTime } from '../../../shared/core/time';
import { StatusTag } from '../../components/InstanceStatusTag';
import { Ticking } from './ticking';

export interface ColumnHandlers {
  /** When the list was fetched: running time counts on from there. */
  fetchedAt: number;
  pending: Record<number, InstanceAction>;
  act: (instance: Instance, action: InstanceAction) => void;
  rename: (instance: Instance) => void;
  saveImage: (instance: Instance) => void;
}

/** The instance list's columns: name, state, GPU, cost, access and actions. */
export function instanceColumns(t: TFunction, handlers: ColumnHandlers): PlainColumn<Instance>[] {
  return [
    {
      title: t('container.name'),
      key: 'name',
      width: 180,
      render: (instance) => (
        <Space direction="vertical" size={2}>
          <Space size={4}>
            <strong>{instance.name}</strong>
            {instance.status !== 'released' && (
              <Button size="small" type="text" icon={<EditOutlined />} aria-label={`${t('container.rename')} ${instance.name}`} onClick={() => handlers.rename(instance)} />
            )}
          </Space>
          <span className={styles.small}>
            ID {instance.id} · {formatDateTime(instance.createdAt)}
          </span>
          {instance.imageName && (
            <span className={`${styles.small} ${styles.ellipsis}`} title={instance.imageName}>
              {instance.imageName}
            </span>
          )}
        </Space>
      ),
    },
    {
      title: t('container.status'),
      key: 'status',
      width: 140,
      render: (instance) => (
        <Space direction="vertical" size={2}>
          <StatusTag status={instance.status} />
          {instance.status === 'running' && instance.gpuHeld === 0 && <Tag color="orange">{t('container.noGpu')}</Tag>}
          {instance.status === 'stopped' && instance.stoppedDailyCost && <span className={styles.small}>{t('container.stoppedDaily', { amount: instance.stoppedDailyCost })}</span>}
          {instance.status === 'stopped' && instance.autoReleaseAt && (
            <span className={styles.warning} data-testid="auto-release">
              <Ticking>
                {(now) =>
                  secondsUntil(instance.autoReleaseAt!, now) > 0
                    ? t('container.autoRelease', { time: formatDuration(secondsUntil(instance.autoReleaseAt!, now)) })
                    : t('container.autoReleaseSoon')
                }
              </Ticking>
            </span>
          )}
        </Space>
      ),
    },
    {
      title: t('container.gpu'),
      key: 'gpu',
      width: 140,
      render: (instance) => (
        <Space direction="vertical" size={2}>
          <span>
            {instance.gpuType} × {instance.gpuNumber}
          </span>
          <span className={styles.small}>
            {instance.areaInfo}
            {instance.gpuVram ? ` · ${instance.gpuVram}GB` : ''}
          </span>
        </Space>
      ),
    },
    {
      title: t('container.cost'),
      key: 'cost',
      width: 150,
      render: (instance) => (
        <Space direction="vertical" size={2}>
          <span>
            {instance.billingMode === 'common'
              ? `${t('container.prepaid')}${instance.expiresAt ? ` · ${t('container.expiresAt', { time: formatDateTime(instance.expiresAt) })}` : ''}`
              : t('container.priceNow', { price: trimPrice(instance.priceNow) })}
          </span>
          {instance.billingMode === 'timed' && instance.status === 'running' && <span className={styles.small}>{t('container.hourlyNow', { amount: instance.hourlyNow })}</span>}
          {instance.status === 'running' && (
            <span className={styles.small}>
              <Ticking>
                {(now) => t('container.runningTime', { time: formatDuration(instance.runningSeconds + Math.max(0, (now - (handlers.fetchedAt || now)) / 1000)) })}
              </Ticking>
            </span>
          )}
          <span className={styles.smallStrong} data-testid="cost-so-far">
            {t('container.costSoFar', { amount: instance.costSoFar })}
          </span>
        </Space>
      ),
    },
    {
      title: t('container.access'),
      key: 'access',
      render: (instance) => (instance.status === 'running' ? <AccessCell instance={instance} /> : <span className={styles.secondary}>{t('container.noAccess')}</span>),
    },
    {
      title: t('container.actions'),
      key: 'actions',
      width: 190,
      render: (instance) => <ActionsCell instance={instance} pending={handlers.pending[instance.id]} act={handlers.act} onSaveImage={handlers.saveImage} />,
    },
  ];
}
