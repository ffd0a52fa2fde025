import { Button, Modal, Space } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import type { Instance, StartMode } from '../../../shared/contracts/compute';
import styles from './container.module.css';

/** The instance's host has no free cards: start without GPU (to copy data off), or move to another host. */
export default function HostFullModal({ instance, onClose, start }: { instance: Instance | null; onClose: () => void; start: (instance: Instance, mode: StartMode) => void }) {
  const { t } = useTranslation('console');
  const choose = (mode: StartMode) => {
    onClose();
    if (instance) start(instance, mode);
  };
  return (
    <Modal open={Boolean(instance)} title={t('container.hostFullTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      {instance && (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <p style={{ margin: 0 }}>{t('container.hostFullText')}</p>
          <Button block size="large" onClick={() => choose('no_gpu')}>
            {t('container.noGpuMode')}
          </Button>
          <span className={styles.secondary}>{t('container.noGpuHint')}</span>
          <Button block size="large" type="primary" onClick={() => choose('migrate')}>
            {t('container.migrate')}
          </Button>
          <span className={styles.secondary}>{t('container.migrateHint')}</span>
        </Space>
      )}
    </Modal>
  );
}
