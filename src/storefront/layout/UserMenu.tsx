import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import { useUserInfo } from '../../shared/features/account/api/get-user-info';
import { useUnreadNotices } from '../../shared/features/notice/api/get-unread-count';
import { logout } from '../../shared/features/account/api/logout';
import { openAccountDialog } from '../../shared/ui/account-dialogs';
import { useSession } from '../../shared/auth/session';
import { paths } from '../../shared/config/paths';
import { maskPhone } from '../../shared/core/validation';
import { copyText } from '../../shared/ui/copy';
import { CopyIcon } from '../../shared/ui/icons';
import { BoardIcon, ChartIcon, KeyIcon, LogoutIcon, OrderIcon, PhoneIcon, TicketIcon, WalletIcon } from '../../shared/ui/page-icons';
import { CertificationBanner } from './CertificationBanner';
import { toast } from '../../shared/ui/toast';
import { withQueries } from '../../shared/query/provider';
import { HoverMenu } from './HoverMenu';
import styles from './layout.module.css';
import '../i18n/user';

/** Pages a signed-out user cannot stay on (SPEC §2). */
const LEAVE_ON_LOGOUT = [paths.bssOrderVender.getHref(), paths.certification.getHref(), '/order'];

export function UserMenu() {
  const { t } = useTranslation('storefront');
  const { user } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [phoneShown, setPhoneShown] = useState(false);
  useUserInfo(); // keeps the stored user fresh: refetched on token change, focus and reconnect
  useUnreadNotices(); // a new notice (a review decided) refreshes the user, the banner and the wallet at once
  if (!user) return null;
  const initial = (user.name || user.userName).slice(0, 1).toUpperCase();

  const onLogout = async () => {
    await logout();
    toast.success(t('common:logoutSuccess'));
    if (LEAVE_ON_LOGOUT.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) navigate(paths.home.getHref());
  };

  return (
    <HoverMenu
      label={t('user.menu')}
      trigger={
        <span className={styles.userTrigger}>
          <span className={styles.avatar} aria-hidden="true">
            {initial}
          </span>
          <span className={styles.userName}>{user.name || user.userName}</span>
        </span>
      }
    >
      <div className={styles.userCard}>
        <span className={`${styles.avatar} ${styles.avatarLarge}`} aria-hidden="true">
          {initial}
        </span>
        <div className={styles.userCardText}>
          <strong>{user.userName}</strong>
          <span className={styles.userMeta}>
            {t('user.id')}: {user.userBaseId}
            <button type="button" className={styles.iconButton} aria-label={t('user.copyId')} onClick={() => void copyText(user.userBaseId)}>
              <CopyIcon size={14} />
            </button>
            <span
              className={styles.phoneReveal}
              tabIndex={0}
              role="button"
              aria-label={t('user.showPhone')}
              onMouseEnter={() => setPhoneShown(true)}
              onMouseLeave={() => setPhoneShown(false)}
              onFocus={() => setPhoneShown(true)}
              onBlur={() => setPhoneShown(false)}
            >
              <PhoneIcon size={14} />
              {phoneShown && <span className={styles.phoneTip}>{user.phone ? maskPhone(user.phone) : '—'}</span>}
            </span>
          </span>
        </div>
      </div>
      <CertificationBanner />
      <div className={styles.menuList}>
        <button type="button" className={styles.menuRow} data-close onClick={() => openAccountDialog('password')}>
          <KeyIcon size={16} />
          {t('user.changePassword')}
        </button>
        <button type="button" className={styles.menuRow} data-close onClick={() => openAccountDialog('recharge')}>
          <WalletIcon size={16} />
          {t('user.recharge')}
        </button>
        <button type="button" className={styles.menuRow} data-close onClick={() => openAccountDialog('coupons')}>
          <TicketIcon size={16} />
          {t('user.myCoupons')}
        </button>
        <Link className={styles.menuRow} to={paths.bssOrder.getHref()}>
          <OrderIcon size={16} />
          {t('user.myOrders')}
        </Link>
        <Link className={`${styles.menuRow} ${styles.desktopOnlyFlex}`} to={paths.myDemands.getHref()}>
          <BoardIcon size={16} />
          {t('user.myDemands')}
        </Link>
        <Link className={`${styles.menuRow} ${styles.mobileOnlyFlex}`} to={paths.bssOverview.getHref()}>
          <ChartIcon size={16} />
          {t('user.costOverview')}
        </Link>
        <button type="button" className={styles.menuRow} data-close onClick={() => void onLogout()}>
          <LogoutIcon size={16} />
          {t('user.logout')}
        </button>
      </div>
    </HoverMenu>
  );
}

/** The menu inside the query client, which loads with it (Header loads this lazily). */
export default withQueries(UserMenu);
