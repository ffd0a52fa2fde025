import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { paths } from '../../shared/config/paths';
import styles from './layout.module.css';
import '../../shared/i18n/account';
import '../i18n/certification';

/**
 * SPEC §2 certification banner (max width 348 px): the certified organisation's name once review
 * passed, otherwise a clickable 实名认证 prompt (with the review state when there is one).
 */
export function CertificationBanner() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  if (!user) return null;
  if (user.certificationStatus === 'review_pass' && user.certificationName) {
    return (
      <div className={`${styles.certBanner} ${styles.certPassed}`} data-testid="certification-banner">
        <span className={styles.certBadge}>{t('certification.certified')}</span>
        <span className={styles.certName}>{user.certificationName}</span>
      </div>
    );
  }
  const state =
    user.certificationStatus === 'in_review'
      ? t('certification.inReview')
      : user.certificationStatus === 'review_failed'
        ? t('certification.failed')
        : null;
  return (
    <Link to={paths.certification.getHref()} className={styles.certBanner} data-testid="certification-banner">
      <span className={styles.certBadge}>{t('certification.prompt')}</span>
      {state && <span className={styles.certName}>{state}</span>}
    </Link>
  );
}
