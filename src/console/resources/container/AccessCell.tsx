import { CopyOutlined, EyeInvisibleOutlined, EyeOutlined, LinkOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { Instance } from '../../../shared/contracts/compute';
import { getSshPassword } from '../../../shared/features/compute/api/instance-actions';
import { copyText } from '../../../shared/ui/copy';
import styles from './container.module.css';

/** SSH command (copyable), the password on demand (copyable), and the JupyterLab link. */
export function AccessCell({ instance }: { instance: Instance }) {
  const { t } = useTranslation('console');
  const [password, setPassword] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [loading, setLoading] = useState(false);
  const reveal = async () => {
    if (shown) return setShown(false);
    if (password) return setShown(true);
    setLoading(true);
    try {
      setPassword((await getSshPassword(instance.id)).password);
      setShown(true);
    } catch {
      // the client has said why
    } finally {
      setLoading(false);
    }
  };
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: 4 }}>
        <code className={styles.code} style={{ wordBreak: 'break-all', minWidth: 0 }} data-testid="ssh-command">
          {instance.sshCommand}
        </code>
        <Tooltip title={t('container.copySsh')}>
          <Button size="small" type="text" icon={<CopyOutlined />} aria-label={t('container.copySsh')} onClick={() => void copyText(instance.sshCommand)} />
        </Tooltip>
      </div>
      <Space size={4}>
        <span className={styles.secondary}>{t('container.password')}</span>
        <code className={styles.code} data-testid="ssh-password">
          {shown && password ? password : '••••••••'}
        </code>
        <Button
          size="small"
          type="text"
          loading={loading}
          icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          aria-label={shown ? t('container.hidePassword') : t('container.showPassword')}
          onClick={() => void reveal()}
        />
        {shown && password && (
          <Button size="small" type="text" icon={<CopyOutlined />} aria-label={t('container.copyPassword')} onClick={() => void copyText(password)} />
        )}
      </Space>
      <a href={instance.jupyterUrl} target="_blank" rel="noopener noreferrer">
        <LinkOutlined /> {t('container.jupyter')}
      </a>
    </Space>
  );
}
