import '@ant-design/v5-patch-for-react-19';
import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
// The ES build: antd/locale/zh_CN is CommonJS, whose nested Pagination texts get lost in bundling.
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { THEME_COLORS, useSettings } from '../settings/settings';
import { usePrefersReducedMotion } from './use-media-query';

// Dates follow the interface language wherever antd (and so dayjs) is loaded.
dayjs.locale('zh-cn');

/**
 * antd for whichever face uses it: zh_CN locale, the theme colour from settings, light or dark,
 * and no motion for a user whose system asks for reduced motion (as the storefront's own CSS does).
 * The React 19 patch is imported here, once, with antd itself.
 */
export function AntdProvider({ mode, children }: { mode: 'light' | 'dark'; children: ReactNode }) {
  const settings = useSettings();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider
      locale={zhCN}
      button={{ autoInsertSpace: false }}
      theme={{
        algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: {
          colorPrimary: THEME_COLORS[settings.themeColor],
          colorLink: THEME_COLORS[settings.themeColor],
          colorInfo: THEME_COLORS[settings.themeColor],
          borderRadius: 8,
          motion: !reducedMotion,
        },
      }}
    >
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
