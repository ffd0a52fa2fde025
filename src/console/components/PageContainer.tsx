import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * A page's heading row (title, optional intro, actions) above its content. Plain elements with
 * antd's tokens rather than Typography, which would bring its editable/copyable machinery
 * (~8 KB gzip) into every workbench page.
 */
export function PageContainer({ title, intro, extra, children }: { title: ReactNode; intro?: ReactNode; extra?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section>
      {/* The actions wrap under the title when both do not fit side by side (a phone), rather than squeezing the intro into a narrow column. */}
      <header style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '12px 16px', marginBottom: 20 }}>
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <h1
            style={{
              margin: 0,
              color: token.colorTextHeading,
              fontSize: token.fontSizeHeading3,
              lineHeight: token.lineHeightHeading3,
              fontWeight: token.fontWeightStrong,
            }}
          >
            {title}
          </h1>
          {intro && <p style={{ margin: '6px 0 0', color: token.colorTextSecondary, fontSize: token.fontSize }}>{intro}</p>}
        </div>
        {extra && <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>{extra}</div>}
      </header>
      {children}
    </section>
  );
}
