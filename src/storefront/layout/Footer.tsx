import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { http } from '../../shared/api/client';
import { paths } from '../../shared/config/paths';
import { site } from '../../shared/config/site';
import type { QrCode } from '../../shared/contracts/system';
import styles from './layout.module.css';

/** SPEC §9: QR data refresh on focus throttled to 5 s, deduped within 2 s. */
const qrQuery = {
  queryKey: ['common', 'qrCodes'],
  queryFn: () => http.get<QrCode[]>('/v1/qrCode/getOrCodeList', { silent: true }),
  staleTime: 5_000,
  refetchOnWindowFocus: true,
} as const;

const GROUPS = [
  {
    key: 'products',
    links: [
      { key: 'productsAll', to: paths.products },
      { key: 'gpu', to: paths.gpuMarket },
      { key: 'mall', to: paths.mall },
      { key: 'models', to: paths.modelMarket },
    ],
  },
  {
    key: 'solutions',
    links: [
      { key: 'solutionHome', to: paths.home },
      { key: 'solutionPeak', to: '/#peakCut' },
      { key: 'solutionModel', to: paths.modelMarket },
    ],
  },
  {
    key: 'news',
    links: [
      { key: 'newsCompany', to: paths.news },
      { key: 'newsKnowledge', to: paths.knowledge },
      { key: 'newsArticle', to: paths.article },
    ],
  },
  {
    key: 'about',
    links: [
      { key: 'aboutUs', to: `${paths.aboutUs}#us` },
      { key: 'aboutContact', to: `${paths.aboutUs}#contact` },
    ],
  },
] as const;

export function Footer({ theme }: { theme: 'light' | 'dark' }) {
  const { t } = useTranslation('storefront');
  const qr = useQuery(qrQuery);
  const [imageFailed, setImageFailed] = useState(false);
  const wanted = theme === 'dark' ? 'PUBLIC_ACCOUNT_BLACK' : 'PUBLIC_ACCOUNT_WHITE';
  const code = qr.data?.find((entry) => entry.scene === wanted) ?? qr.data?.[0];
  const qrFailed = qr.isError || imageFailed || (qr.isSuccess && !code);

  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerGroups}>
          {GROUPS.map((group) => (
            <div key={group.key} className={styles.footerGroup}>
              <h2 className={styles.footerHeading}>{t(`footer.${group.key}`)}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.key}>
                    <Link to={link.to}>{t(`footer.${link.key}`)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className={styles.footerContact} id="footer-contact">
          <h2 className={styles.footerHeading}>{t('footer.contact')}</h2>
          <p>
            {t('footer.phone')}：<a href={`tel:${site.businessPhone}`}>{site.businessPhone}</a>
          </p>
          <p>
            {t('footer.email')}：<a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
          </p>
          <p>
            {t('footer.address')}：{site.address}
          </p>
        </div>
        <div className={styles.footerQr}>
          <div className={styles.qrBox}>
            {qrFailed ? (
              <span className={styles.qrFailed}>{t('footer.qrFailed')}</span>
            ) : code ? (
              <img src={code.previewOssUrl} alt={t('footer.wechat')} width={96} height={96} loading="lazy" onError={() => setImageFailed(true)} />
            ) : null}
          </div>
          <span>{t('footer.wechat')}</span>
        </div>
      </div>
      <div className={styles.footerBar}>
        <div className={styles.footerBarInner}>
          <span>{t('footer.copyright', { year: site.copyrightYear, company: site.company })}</span>
          <span className={styles.filings}>
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">
              {site.icp}
            </a>
            <a href="https://beian.mps.gov.cn/" target="_blank" rel="noreferrer">
              {site.publicSecurity}
            </a>
            <span>{site.telecomLicence}</span>
          </span>
        </div>
      </div>
    </footer>
  );
}
