import { theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useNavigation } from 'react-router';
import styles from './shell.module.css';

/**
 * A thin bar at the top while the router loads a route or its lazy chunk. It appears only after
 * 120 ms so instant navigations (cached chunks) do not flash it.
 */
export function RouteProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const busy = navigation.state !== 'idle';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 120);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <div className={styles.progress} role="progressbar" aria-label={t('progress')} aria-busy="true">
      <div className={styles.progressBar} style={{ background: token.colorPrimary, boxShadow: `0 0 8px ${token.colorPrimary}` }} />
    </div>
  );
}
