import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { useFullSession } from '../../shared/auth/session';
import { paths } from '../../shared/config/paths';
import { site } from '../../shared/config/site';
import { copyText } from '../../shared/ui/copy';
import { CopyIcon, FeedbackIcon, HeadsetIcon, MailIcon } from '../../shared/ui/icons';
import { HoverMenu } from './HoverMenu';
import styles from './layout.module.css';

/** Contact us (SPEC §2): copyable support e-mail, consultation, and feedback for full sessions. */
export function ContactMenu({ className }: { className?: string }) {
  const { t } = useTranslation('storefront');
  const fullSession = useFullSession();
  return (
    <HoverMenu
      className={className}
      label={t('nav.contact')}
      trigger={
        <span className={styles.action}>
          <HeadsetIcon size={16} />
          {t('nav.contact')}
        </span>
      }
    >
      <div className={styles.menuList}>
        <button type="button" className={styles.menuRow} onClick={() => void copyText(site.supportEmail)}>
          <MailIcon size={16} />
          <span>
            <span className={styles.menuHint}>{t('nav.supportEmail')}</span>
            <span>{site.supportEmail}</span>
          </span>
          <CopyIcon size={14} className={styles.menuTail} />
        </button>
        <Link className={styles.menuRow} to={paths.consultation.getHref()}>
          <HeadsetIcon size={16} />
          {t('nav.consultation')}
        </Link>
        {fullSession && (
          <Link className={styles.menuRow} to={paths.connect.getHref()}>
            <FeedbackIcon size={16} />
            {t('nav.feedback')}
          </Link>
        )}
      </div>
    </HoverMenu>
  );
}
