import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { AntdProvider } from '../../shared/ui/AntdProvider';
import { usePageTheme } from '../layout/theme';

/** antd for a storefront form, in the page's theme, with fields that sit on the page's own surfaces. */
export function FormTheme({ children }: { children: ReactNode }) {
  const theme = usePageTheme();
  return (
    <AntdProvider mode={theme}>
      <ConfigProvider
        theme={{
          // Contrast: white on the primary colour and the muted texts (counters, placeholders)
          // stay above 4.5:1 on the page's surfaces in both themes.
          token:
            theme === 'dark'
              ? {
                  colorPrimary: '#6446f0',
                  colorBgContainer: '#0d1326',
                  colorBorder: 'rgba(255, 255, 255, 0.16)',
                  colorTextPlaceholder: '#8a94ae',
                  colorTextDescription: '#a3adc6',
                }
              : { colorPrimary: '#5a3de0', colorTextPlaceholder: '#5f6882', colorTextDescription: '#4f5872' },
        }}
      >
        {children}
      </ConfigProvider>
    </AntdProvider>
  );
}
