import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { http } from '../../shared/api/client';
import type { OutboxMessage } from '../../shared/contracts/system';
import { formatDateTimeSeconds } from '../../shared/core/time';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import styles from './outbox.module.css';
import '../i18n/dev-outbox';

/** /dev/outbox: what the dev transport "sent" (DESIGN §2 dev tools). */
export function OutboxPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('devOutbox.title'));
  const [to, setTo] = useState('');
  const query = useQuery({
    queryKey: ['dev', 'outbox', to],
    queryFn: () => http.get<OutboxMessage[]>('/dev/outbox', { params: { to: to.trim() || undefined, limit: 100 } }),
    staleTime: 0,
    refetchInterval: 3000,
  });
  return (
    <section className={styles.wrap}>
      <h1>{t('devOutbox.title')}</h1>
      <p className={styles.intro}>{t('devOutbox.intro')}</p>
      <div className={styles.bar}>
        <label className="visually-hidden" htmlFor="outbox-to">
          {t('devOutbox.filter')}
        </label>
        <input id="outbox-to" value={to} placeholder={t('devOutbox.filter')} onChange={(e) => setTo(e.target.value)} maxLength={128} />
        <button type="button" onClick={() => void query.refetch()}>
          {t('devOutbox.refresh')}
        </button>
      </div>
      {query.data && query.data.length === 0 && <p className={styles.intro}>{t('devOutbox.empty')}</p>}
      {query.data && query.data.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('devOutbox.time')}</th>
                <th>{t('devOutbox.channel')}</th>
                <th>{t('devOutbox.to')}</th>
                <th>{t('devOutbox.scene')}</th>
                <th>{t('devOutbox.code')}</th>
                <th>{t('devOutbox.content')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((m, i) => (
                <tr key={`${m.createdAt}-${i}`}>
                  <td>{formatDateTimeSeconds(m.createdAt)}</td>
                  <td>{m.channel === 'sms' ? 'SMS' : 'E-mail'}</td>
                  <td>{m.to}</td>
                  <td>{m.scene}</td>
                  <td className={styles.code}>{m.code ?? '—'}</td>
                  <td>
                    {m.content}
                    {m.link && (
                      <>
                        {' '}
                        <a href={m.link}>{m.link}</a>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export default OutboxPage;
