import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { http } from '../../shared/api/client';
import type { QrCode } from '../../shared/contracts/system';
import { withQueries } from '../../shared/query/provider';
import type { PageTheme } from './theme';
import styles from './footer.module.css';
import * as API from '../../shared/core/api-paths';

/** SPEC §9: QR data refresh on focus throttled to 5 s, deduped within 2 s. */
const qrQuery = {
  queryKey: ['common', 'qrCodes'],
  queryFn: () => http.get<QrCode[]>(API.qrCode.getOrCodeList, { silent: true }),
  staleTime: 5_000,
  refetchOnWindowFocus: true,
} as const;

/** The official account's QR code in the footer, for the page's theme (loaded when the footer nears the viewport). */
function FooterQrCode({ theme }: { theme: PageTheme }) {
  const { t } = useTranslation('storefront');
  const qr = useQuery(qrQuery);
  const [imageFailed, setImageFailed] = useState(false);
  const wanted = theme === 'dark' ? 'PUBLIC_ACCOUNT_BLACK' : 'PUBLIC_ACCOUNT_WHITE';
  const code = qr.data?.find((entry) => entry.scene === wanted) ?? qr.data?.[0];
  if (qr.isError || imageFailed || (qr.isSuccess && !code)) return <span className={styles.qrFailed}>{t('footer.qrFailed')}</span>;
  return code ? <img src={code.previewOssUrl} alt={t('footer.wechat')} width={96} height={96} loading="lazy" onError={() => setImageFailed(true)} /> : null;
}

export default withQueries(FooterQrCode);
