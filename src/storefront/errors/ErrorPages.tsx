import { useTranslation } from '../../shared/i18n';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../shared/config/paths';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import ui from '../ui/ui.module.css';
import styles from './errors.module.css';
import '../i18n/errors';

const LINKS = [
  { key: 'gpu', to: paths.gpuMarket.getHref() },
  { key: 'news', to: paths.news.getHref() },
  { key: 'consultation', to: paths.consultation.getHref() },
  { key: 'about', to: paths.aboutUs.getHref() },
] as const;

/** A broken-chip drawing for the status pages (inline: no request on an error page). */
function BrokenChip({ code }: { code: number }) {
  return (
    <svg className={styles.art} viewBox="0 0 240 160" width={240} height={160} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`err-${code}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b6cff" />
          <stop offset="1" stopColor="#2f8cff" />
        </linearGradient>
      </defs>
      <path d="M84 30v-14M108 30v-14M132 30v-14M156 30v-14M84 144v-14M108 144v-14M132 144v-14M156 144v-14" stroke="#7c5cff" strokeWidth="4" strokeLinecap="round" opacity=".6" />
      <rect x="66" y="30" width="108" height="100" rx="14" fill={`url(#err-${code})`} />
      <path d="M120 30l-10 34 16 10-14 56" stroke="#0a0e1a" strokeWidth="6" fill="none" strokeLinejoin="round" />
      <text x="120" y="92" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="28" fill="#fff">
        {code}
      </text>
    </svg>
  );
}

function StatusPage({ code }: { code: 403 | 404 }) {
  const { t } = useTranslation(['storefront', 'common']);
  const navigate = useNavigate();
  const key = code === 403 ? 'forbidden' : 'notFound';
  useDocumentMeta(t(`errors.${key}Title`), t(`errors.${key}Text`));
  return (
    <section className={styles.screen} aria-labelledby="status-title">
      <BrokenChip code={code} />
      <h1 id="status-title" className={styles.title}>
        {t(`common:${key}Text`)}
      </h1>
      <p className={styles.text}>{t(`errors.${key}Text`)}</p>
      <div className={ui.heroActions}>
        <Link className={ui.btn} to={paths.home.getHref()}>
          {t('common:backHome')}
        </Link>
        <button type="button" className={ui.btnGhost} onClick={() => navigate(-1)}>
          {t('errors.back')}
        </button>
      </div>
      <nav className={styles.suggestions} aria-label={t('errors.suggestions')}>
        <span>{t('errors.suggestions')}：</span>
        {LINKS.map((link) => (
          <Link key={link.key} to={link.to}>
            {t(`errors.links.${link.key}`)}
          </Link>
        ))}
      </nav>
    </section>
  );
}

export const ForbiddenPage = () => <StatusPage code={403} />;
export const NotFoundPage = () => <StatusPage code={404} />;
