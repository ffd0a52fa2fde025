import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { site } from '../../shared/config/site';
import FooterQrCode from './FooterQrCode';
import styles from './footer.module.css';

// The footer itself loads as it comes near the viewport (PublicLayout), and its QR code with it: a
// deferred part inside another would wait for its own nearness while a navigation waits for both.

const GROUPS = [
  {
    key: 'products',
    links: [
      { key: 'productsAll', to: paths.products.getHref() },
      { key: 'gpu', to: paths.gpuMarket.getHref() },
      { key: 'mall', to: paths.mall.getHref() },
      { key: 'models', to: paths.modelMarket.getHref() },
    ],
  },
  {
    key: 'solutions',
    links: [
      { key: 'solutionHome', to: paths.home.getHref() },
      { key: 'solutionPeak', to: '/#peakCut' },
      { key: 'solutionModel', to: paths.modelMarket.getHref() },
    ],
  },
  {
    key: 'news',
    links: [
      { key: 'newsCompany', to: paths.news.getHref() },
      { key: 'newsKnowledge', to: paths.knowledge.getHref() },
      { key: 'newsArticle', to: paths.article.getHref() },
    ],
  },
  {
    key: 'about',
    links: [
      { key: 'aboutUs', to: `${paths.aboutUs.getHref()}#us` },
      { key: 'aboutContact', to: `${paths.aboutUs.getHref()}#contact` },
    ],
  },
] as const;

export function Footer({ theme }: { theme: 'light' | 'dark' }) {
  const { t } = useTranslation('storefront');

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
            <FooterQrCode theme={theme} />
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
