import {
  BgColorsOutlined,
  GiftOutlined,
  WalletOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
  LogoutOutlined,
  MoonOutlined,
  SafetyOutlined,
  SearchOutlined,
  SettingOutlined,
  SunOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { useKBar } from '@refinedev/kbar';
import { Avatar, Button, Dropdown, Tooltip, theme } from 'antd';
import { useTranslation } from '../../shared/i18n';
import { Link, useNavigate } from 'react-router';
import { openAccountDialog } from '../../shared/ui/account-dialogs';
import { useSession } from '../../shared/auth/session';
import { paths } from '../../shared/config/paths';
import { updateSettings, useSettings } from '../../shared/settings/settings';
import { NoticeBell } from './NoticeBell';
import styles from './shell.module.css';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
export const MOD_KEY = isMac ? '⌘' : 'Ctrl';

/** The right side of the header: palette, notices, theme, settings, the site, and the user menu. */
export function HeaderTools({ compact, onOpenSettings }: { compact: boolean; onOpenSettings: () => void }) {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const settings = useSettings();
  const { user } = useSession();
  const { mutate: logout } = useLogout();
  const navigate = useNavigate();
  const { query } = useKBar();
  const dark = settings.themeMode === 'dark';

  return (
    <div className={styles.headerRight}>
      {compact ? (
        <Button type="text" icon={<SearchOutlined />} aria-label={t('header.search')} onClick={() => query.toggle()} />
      ) : (
        <button
          type="button"
          className={styles.searchTrigger}
          style={{ borderColor: token.colorBorder, color: token.colorTextTertiary, background: token.colorFillQuaternary }}
          onClick={() => query.toggle()}
        >
          <SearchOutlined />
          <span>{t('header.search')}</span>
          <kbd className={styles.kbd} style={{ borderColor: token.colorBorder }}>{MOD_KEY} K</kbd>
        </button>
      )}
      <NoticeBell />
      <Tooltip title={dark ? t('header.toLight') : t('header.toDark')}>
        <Button
          type="text"
          aria-label={dark ? t('header.toLight') : t('header.toDark')}
          icon={dark ? <SunOutlined /> : <MoonOutlined />}
          onClick={() => updateSettings({ themeMode: dark ? 'light' : 'dark' })}
        />
      </Tooltip>
      <Tooltip title={t('header.settings')}>
        <Button type="text" aria-label={t('header.settings')} icon={<SettingOutlined />} onClick={onOpenSettings} />
      </Tooltip>
      {!compact && (
        <Link to={paths.home.getHref()} className={styles.siteLink} style={{ color: token.colorTextSecondary }}>
          <HomeOutlined /> {t('header.backToSite')}
        </Link>
      )}
      <Dropdown
        trigger={['click', 'hover']}
        menu={{
          items: [
            { key: 'profile', icon: <IdcardOutlined />, label: t('header.profile'), onClick: () => navigate(paths.profile.getHref()) },
            { key: 'security', icon: <SafetyOutlined />, label: t('header.security'), onClick: () => navigate(paths.security.getHref()) },
            { key: 'password', icon: <KeyOutlined />, label: t('header.changePassword'), onClick: () => openAccountDialog('password') },
            { key: 'recharge', icon: <WalletOutlined />, label: t('header.recharge'), onClick: () => openAccountDialog('recharge') },
            { key: 'coupons', icon: <GiftOutlined />, label: t('header.coupons'), onClick: () => openAccountDialog('coupons') },
            { key: 'settings', icon: <BgColorsOutlined />, label: t('header.settings'), onClick: onOpenSettings },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), onClick: () => logout() },
          ],
        }}
      >
        <Button type="text" aria-label={t('header.userMenu')} className={styles.userButton}>
          <Avatar size={28} src={user?.avatarUrl || undefined} icon={<UserOutlined />} />
          {!compact && <span className={styles.userName}>{user?.name || user?.userName}</span>}
        </Button>
      </Dropdown>
    </div>
  );
}
