import { CloseOutlined, DownOutlined, PushpinFilled, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, theme, type MenuProps } from 'antd';
import { useCallback, type MouseEvent } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useLocation, useNavigate } from 'react-router';
import styles from '../shell.module.css';
import { runCommand, tabMenu, type Tab, type TabCommand } from './tab-store';
import { tabStore, useTabState } from './use-tabs';

export function useTabTitle() {
  const { t } = useTranslation('console');
  return (tab: Pick<Tab, 'label' | 'detail'>) => (tab.detail ? `${t(tab.label)} · ${tab.detail}` : t(tab.label));
}

/** Run one tab command and follow the active tab wherever it went. */
export function useTabCommands(fullscreen: boolean, setFullscreen: (on: boolean) => void) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    (command: TabCommand, key: string) => {
      if (command === 'fullscreen') {
        setFullscreen(!fullscreen);
        return;
      }
      const next = tabStore.update((state) => runCommand(state, command, key));
      // A refresh remounts the page (its key holds the version) and refetches what it shows.
      if (command === 'refresh') void queryClient.invalidateQueries({ refetchType: 'active' });
      const active = next.tabs.find((tab) => tab.key === next.activeKey);
      if (active && active.key !== pathname) navigate(active.path);
    },
    [fullscreen, setFullscreen, navigate, pathname, queryClient],
  );
}

/** The bar of open pages (SPEC §2 tab actions) with a context menu per tab and a bar menu. */
export function TabBar({ fullscreen, setFullscreen }: { fullscreen: boolean; setFullscreen: (on: boolean) => void }) {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const state = useTabState();
  const title = useTabTitle();
  const navigate = useNavigate();
  const run = useTabCommands(fullscreen, setFullscreen);

  const menuFor = (key: string): MenuProps => ({
    items: tabMenu(state, key, { fullscreen }).flatMap((item) => [
      ...(item.divided ? [{ type: 'divider' as const }] : []),
      { key: item.key, label: t(item.label), disabled: item.disabled },
    ]),
    onClick: ({ key: command, domEvent }) => {
      domEvent.stopPropagation();
      run(command as TabCommand, key);
    },
  });

  const close = (event: MouseEvent, key: string) => {
    event.stopPropagation();
    run('close', key);
  };

  return (
    <div className={styles.tabBar} style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <div className={styles.tabList} role="tablist" aria-label={t('tabs.bar')}>
        {state.tabs.map((tab) => {
          const active = tab.key === state.activeKey;
          return (
            <Dropdown key={tab.key} trigger={['contextMenu']} menu={menuFor(tab.key)}>
              <div
                role="tab"
                tabIndex={0}
                aria-selected={active}
                data-tab={tab.key}
                className={styles.tab}
                style={{
                  color: active ? token.colorPrimary : token.colorTextSecondary,
                  background: active ? token.colorPrimaryBg : 'transparent',
                  borderColor: active ? token.colorPrimaryBorder : token.colorBorderSecondary,
                }}
                onClick={() => !active && navigate(tab.path)}
                onKeyDown={(e) => e.key === 'Enter' && navigate(tab.path)}
                onAuxClick={(e) => e.button === 1 && close(e, tab.key)}
              >
                {tab.pinned && <PushpinFilled className={styles.tabPin} aria-label={t('tabs.pin')} />}
                <span className={styles.tabTitle}>{title(tab)}</span>
                {!tab.pinned && !tab.home && (
                  <button type="button" className={styles.tabClose} aria-label={`${t('tabs.close')} ${title(tab)}`} onClick={(e) => close(e, tab.key)}>
                    <CloseOutlined />
                  </button>
                )}
              </div>
            </Dropdown>
          );
        })}
      </div>
      <div className={styles.tabTools}>
        {state.activeKey && (
          <>
            <Button type="text" size="small" icon={<ReloadOutlined />} aria-label={t('tabs.refresh')} onClick={() => run('refresh', state.activeKey!)} />
            <Dropdown menu={menuFor(state.activeKey)} trigger={['click']}>
              <Button type="text" size="small" icon={<DownOutlined />} aria-label={t('tabs.menu')} />
            </Dropdown>
          </>
        )}
      </div>
    </div>
  );
}
