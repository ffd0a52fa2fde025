import { Button, Spin } from 'antd';
import QRCode from 'qrcode';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import type { QrStatus } from '../../shared/contracts/account';
import { createQrTicket, pollQrTicket } from '../../shared/features/account/api/qr-login';
import { toast } from '../../shared/ui/toast';
import '../i18n/login';

const POLL_MS = 1500;

/**
 * Desktop side of QR sign-in: show a short-lived ticket as a QR code linking to /login/qr, poll
 * until the signed-in phone confirms; expired tickets are replaced by fresh ones.
 */
export function QrLogin({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('storefront');
  const [ticket, setTicket] = useState<string | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [status, setStatus] = useState<QrStatus | 'failed'>('pending');

  const refresh = useCallback(async () => {
    setImage(null);
    setStatus('pending');
    try {
      const created = await createQrTicket();
      const link = `${window.location.origin}/login/qr?ticket=${created.ticket}`;
      setImage(await QRCode.toDataURL(link, { width: 200, margin: 1, errorCorrectionLevel: 'M' }));
      setTicket(created.ticket);
    } catch {
      setStatus('failed');
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const polling = ticket !== null && (status === 'pending' || status === 'scanned');
  useEffect(() => {
    if (!polling || !ticket) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const result = await pollQrTicket(ticket);
        if (stopped) return;
        if (result.status === 'confirmed') {
          stopped = true;
          toast.success(t('login.success'));
          onDone();
        } else if (result.status === 'expired') {
          stopped = true;
          void refresh();
        } else {
          setStatus(result.status);
        }
      } catch {
        // a passing failure: the next tick tries again
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [polling, ticket, onDone, refresh, t]);

  const message =
    status === 'scanned' ? t('login.qrScanned') : status === 'cancelled' ? t('login.qrCancelled') : status === 'failed' ? t('login.qrFailed') : t('login.qrHint');

  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, padding: '8px 0' }} data-testid="qr-login" data-ticket={ticket ?? ''}>
      <div style={{ width: 216, height: 216, display: 'flex', alignItems: 'center', justifyContent: 'center', border: '1px solid #e3e8f2', borderRadius: 12, opacity: status === 'cancelled' ? 0.3 : 1 }}>
        {image ? <img src={image} alt={t('login.qrAlt')} width={200} height={200} /> : status === 'failed' ? null : <Spin />}
      </div>
      <p role="status" style={{ margin: 0, color: status === 'scanned' ? '#389e0d' : '#5f6882' }}>
        {message}
      </p>
      {(status === 'cancelled' || status === 'failed') && <Button onClick={() => void refresh()}>{t('login.qrRefresh')}</Button>}
    </div>
  );
}
