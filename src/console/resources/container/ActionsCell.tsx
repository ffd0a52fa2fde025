import { CloudUploadOutlined, DeleteOutlined, PlayCircleOutlined, PoweroffOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import type { Instance, InstanceAction } from '../../../shared/contracts/compute';
import { isTransitional } from '../../../shared/core/compute';
import styles from './container.module.css';

/** What the owner can do in the instance's state: stop and restart a running one; start, save or release a stopped one. */
export function ActionsCell(props: {
  instance: Instance;
  pending?: InstanceAction;
  act: (instance: Instance, action: InstanceAction) => void;
  onSaveImage: (instance: Instance) => void;
}) {
  const { t } = useTranslation('console');
  const { instance, pending, act } = props;
  const moving = isTransitional(instance.status);
  const busy = Boolean(pending) || moving;
  const name = instance.name;
  const button = (action: InstanceAction, icon: React.ReactNode, extra: Record<string, unknown> = {}) => (
    <Button size="small" icon={icon} loading={pending === action} disabled={busy} aria-label={`${t(`container.${action}`)} ${name}`} {...extra}>
      {t(`container.${action}`)}
    </Button>
  );
  return (
    <Space wrap size={[4, 4]}>
      {instance.status === 'running' && (
        <>
          <Popconfirm title={t('container.stopConfirm', { amount: instance.storageDailyCost })} onConfirm={() => act(instance, 'stop')} disabled={busy}>
            {button('stop', <PoweroffOutlined />)}
          </Popconfirm>
          {button('restart', <ReloadOutlined />, { onClick: () => act(instance, 'restart') })}
        </>
      )}
      {instance.status === 'stopped' && (
        <>
          {button('start', <PlayCircleOutlined />, { type: 'primary', onClick: () => act(instance, 'start') })}
          {button('saveImage', <CloudUploadOutlined />, { onClick: () => props.onSaveImage(instance) })}
        </>
      )}
      {(instance.status === 'stopped' || instance.status === 'failed') && (
        <Popconfirm title={t('container.releaseConfirm')} okButtonProps={{ danger: true }} onConfirm={() => act(instance, 'release')} disabled={busy}>
          {button('release', <DeleteOutlined />, { danger: true })}
        </Popconfirm>
      )}
      {moving && <span className={styles.secondary}>…</span>}
    </Space>
  );
}
