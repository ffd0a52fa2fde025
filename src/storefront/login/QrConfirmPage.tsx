import { Button, Descriptions, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { loginHref } from '../../shared/config/paths';
import type { QrScan } from '../../shared/contracts/account';
import { formatDateTimeSeconds } from '../../shared/core/time';
import { cancelQrTicket, confirmQrTicket, scanQrTicket } from '../../shared/features/account/api/qr-login';
import { AntdProvider } from '../../shared/ui/AntdProvider';
import { Logo } from '../../shared/ui/Logo';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import styles from './login.module.css';
import '../i18n/login';

/** Phone side of QR sign-in (/login/qr?ticket=…): see who is signing in, then confirm or cancel. */
export function QrConfirmPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('qrConfirm.title'));
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const ticket = params.get('ticket') ?? '';
  const [scan, setScan] = useState<QrScan | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'confirmed' | 'cancelled' | 'invalid'>('loading');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!session.loggedIn || !ticket) return;
    scanQrTicket(ticket)
      .then((result) => {
        setScan(result);
        setState(['pending', 'scanned'].includes(result.status) ? 'ready' : 'invalid');
      })
      .catch(() => setState('invalid'));
  }, [session.loggedIn, ticket]);

  if (!session.loggedIn) return <Navigate to={loginHref({ redirect: location.pathname + location.search })} replace />;

  const decide = async (confirm: boolean) => {
    setBusy(true);
    try {
      if (confirm) await confirmQrTicket(ticket);
      else await cancelQrTicket(ticket);
      setState(confirm ? 'confirmed' : 'cancelled');
    } catch {
      setState('invalid');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.confirmScreen}>
      <Logo size={28} />
      <div className={styles.card}>
        <AntdProvider mode="light">
          {state === 'loading' && <Spin />}
          {state === 'invalid' && <Result status="warning" title={t('qrConfirm.invalid')} />}
          {state === 'confirmed' && <Result status="success" title={t('qrConfirm.confirmed')} />}
          {state === 'cancelled' && <Result status="info" title={t('qrConfirm.cancelled')} />}
          {state === 'ready' && scan && (
            <>
              <h2>{t('qrConfirm.heading')}</h2>
              <Descriptions column={1} size="small" bordered>
                <Descriptions.Item label={t('qrConfirm.account')}>{session.user?.userName}</Descriptions.Item>
                <Descriptions.Item label={t('qrConfirm.device')}>{scan.desktopAgent || '—'}</Descriptions.Item>
                <Descriptions.Item label={t('qrConfirm.ip')}>{scan.desktopIp}</Descriptions.Item>
                <Descriptions.Item label={t('qrConfirm.time')}>{formatDateTimeSeconds(scan.createdAt)}</Descriptions.Item>
              </Descriptions>
              <p style={{ color: '#5f6882', margin: '16px 0' }}>{t('qrConfirm.warning')}</p>
              <Button type="primary" block size="large" loading={busy} onClick={() => void decide(true)}>
                {t('qrConfirm.confirm')}
              </Button>
              <Button block size="large" style={{ marginTop: 12 }} disabled={busy} onClick={() => void decide(false)}>
                {t('qrConfirm.cancel')}
              </Button>
            </>
          )}
        </AntdProvider>
      </div>
    </div>
  );
}

export default QrConfirmPage;
